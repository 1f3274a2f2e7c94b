// Keys of a Docusaurus config that no translation step reads: each is named in the report with
// why, so that a setting is never lost without a word. The lists name what init does read.
import { isObj, type MigrationReport, type Obj } from './report.js';

const READ_TOP = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'trailingSlash',
  'themeConfig',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'customFields',
  'stylesheets',
  'scripts',
  'i18n',
]);
const READ_THEME = new Set(['navbar', 'footer', 'colorMode', 'algolia', 'prism', 'announcementBar']);
const READ_MARKDOWN = new Set(['format', 'hooks']);

/** Keys only `docusaurus deploy` reads: the build does not need them. */
const DEPLOY_ONLY = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort']);

const WHY_TOP: Record<string, string> = {
  headTags: 'docsgen adds no tags to every page: put a stylesheet in customCss, and load scripts from the component that needs them',
  staticDirectories: 'docsgen publishes static/ only: copy the files of the other folders into static/',
  clientModules: 'docsgen runs no client modules: load the code from a component that needs it (CSS: list it in customCss)',
  noIndex: 'docsgen has no site-wide noindex: give pages `unlisted: true`, or serve a robots.txt from static/',
  future: "Docusaurus's build options (faster, v4 flags) do not apply: docsgen builds with its own pipeline",
  webpack: 'docsgen does not bundle with webpack: its options do not apply',
  titleDelimiter: 'docsgen joins page and site title with " | "',
  baseUrlIssueBanner: 'docsgen always shows its "did not load properly" banner on the home page when the base URL is wrong',
};

const WHY_THEME: Record<string, string> = {
  docs: 'the sidebar options (hideable, autoCollapseCategories, versionPersistence) have no docsgen equivalent: the sidebar is always shown, categories keep their own collapsed state',
  tableOfContents: "the table of contents shows h2 and h3 (set toc_min_heading_level / toc_max_heading_level in a page's frontmatter)",
  metadata: 'docsgen writes its own meta tags (description, Open Graph, Twitter card); site-wide extra <meta> tags are not added',
  image: 'no site-wide social card image: give a page `image:` in its frontmatter if a component reads it',
  mermaid: 'the Mermaid theme options are not read: ```mermaid diagrams follow the colour mode',
  zoom: 'no image zoom: it belongs to a plugin docsgen does not run',
  liveCodeBlock: 'no live code blocks: they belong to a theme docsgen does not run',
};

export function reportUnreadKeys(cfg: Obj, theme: Obj, report: MigrationReport): void {
  for (const key of Object.keys(cfg)) {
    if (READ_TOP.has(key) || cfg[key] === undefined) continue;
    if (DEPLOY_ONLY.has(key))
      report.notes.push(`${key}: read by \`docusaurus deploy\` only; docsgen builds into out/, publish it with your host's tools`);
    else report.dropped.push({ what: key, why: WHY_TOP[key] || 'no docsgen equivalent' });
  }
  for (const key of Object.keys(theme)) {
    if (READ_THEME.has(key) || theme[key] === undefined) continue;
    report.dropped.push({ what: `themeConfig.${key}`, why: WHY_THEME[key] ?? 'no docsgen equivalent' });
  }
  if (isObj(cfg.markdown)) {
    for (const key of Object.keys(cfg.markdown)) {
      if (READ_MARKDOWN.has(key) || cfg.markdown[key] === undefined) continue;
      if (key === 'mermaid') report.notes.push('markdown.mermaid: ```mermaid fences are diagrams in docsgen whether or not it is set');
      else
        report.dropped.push({
          what: `markdown.${key}`,
          why:
            key === 'mdx1Compat'
              ? 'docsgen accepts HTML comments in MDX (mdx1Compat.comments); the other MDX 1 forms are not read'
              : 'no docsgen equivalent',
        });
    }
  }
}
