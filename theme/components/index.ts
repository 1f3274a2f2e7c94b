// The components MDX content can use without importing them, and what `@theme/*` imports resolve to.
import { Tabs, TabItem } from './Tabs.js';
import { Admonition } from './Admonition.js';
import { ThemedImage, Link, DocCardList, Details } from './misc.js';
import { CodeBlock } from './CodeBlock.js';

export const mdxComponents = { Tabs, TabItem, Admonition, ThemedImage, Link, DocCardList, CodeBlock, Details };
export type MdxComponentName = keyof typeof mdxComponents;
