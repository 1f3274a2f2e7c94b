// `docsgen/theme`: the components a site may import in its own .tsx pages and components (the same
// ones MDX pages use without importing them).
export { Tabs, TabItem, type TabsProps, type TabItemProps } from './components/Tabs.js';
export { Admonition } from './components/Admonition.js';
export { ThemedImage, Link, DocCardList, Details, useBaseUrl } from './components/misc.js';
export { CodeBlock } from './components/CodeBlock.js';
export { mdxComponents } from './components/index.js';
export {
  DocCard,
  Heading,
  BrowserOnly,
  useIsBrowser,
  ExecutionEnvironment,
  Head,
  Translate,
  translate,
  useDocusaurusContext,
  usePluginData,
  useGlobalData,
  useAllPluginInstancesData,
} from './components/docusaurus.js';
export { ApiDocMdx } from './components/ApiDocMdx.js';
export { JSONSchemaViewer } from './components/JSONSchemaViewer.js';
export {
  IconExternalLink,
  Layout,
  TOCInline,
  useLocation,
  useHistory,
  useParams,
  useRouteMatch,
  matchPath,
  Redirect,
  NavLink,
} from './components/docusaurus-router.js';
export {
  useColorMode,
  useThemeConfig,
  useWindowSize,
  useIsomorphicLayoutEffect,
  ThemeClassNames,
} from './components/docusaurus-theme-common.js';
