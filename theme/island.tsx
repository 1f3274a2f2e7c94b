// A site component as the page renders it. An island's own server HTML is rendered as a root of its
// own (as the browser will hydrate it: the same `useId`s, no context from the page) inside a
// <docsgen-island> element that names its chunk and carries its props as JSON; a server-only
// component renders in place. The generator wraps every component a site's MDX can use
// (generator/islands/wrap-module.ts) and reads what this collected (IslandLog) after the render.
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteDataContext } from './site-data.js';
import { PageContext } from './page-context.js';
import {
  CONTENTS_STYLE,
  DEFAULT_WAKE,
  ISLAND_ATTR,
  ISLAND_TAG,
  SLOT_TAG,
  USE_PLACE_PROP,
  WAKES,
  type Wake,
} from './shared/island-markup.js';

export interface SiteComponentInfo {
  /** As messages name it: the export's name, or the module's file name for a default export. */
  name: string;
  /** The chunk the browser imports, under /assets/islands/. */
  entry: string;
  exportName: string;
  /** Its module makes it an island by itself (what it uses, `'use client'`, `export const island`). */
  island: boolean;
  /** The module's `island` export naming a wake, or the default. */
  when: Wake;
  /** Event handlers in its code: lost when it renders on the server only. */
  handlers: string[];
  /** Why it is server-only, for the warning (`export const island = false`, …). */
  serverOnlyBecause: string;
}

/** What rendering a page's site components found: warnings, and the islands the page needs. */
export interface IslandLog {
  warnings: string[];
  /** Chunk names, in page order, each once. */
  islands: string[];
}

export const IslandLogContext = createContext<IslandLog | undefined>(undefined);

/** A mistake at a use of an island (a prop the browser cannot get): the generator reports it as a
 *  writer error at `at`. */
export class IslandUseError extends Error {
  constructor(
    message: string,
    readonly at: string | undefined,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** Why `value` cannot be sent as JSON, or undefined. */
function unserialisable(value: unknown, seen: Set<unknown> = new Set()): string | undefined {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `the number ${value}, which JSON has not`;
  if (typeof value === 'function') return 'a function';
  if (typeof value !== 'object') return `a ${typeof value}`;
  if (seen.has(value)) return 'an object that contains itself';
  seen.add(value);
  if ((value as { $$typeof?: unknown }).$$typeof) return 'a React element';
  if (Array.isArray(value)) return value.map((v) => unserialisable(v, seen)).find(Boolean);
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== Object.prototype && proto !== null) return `an instance of ${(value as object).constructor?.name || 'a class'}`;
  return Object.values(value)
    .map((v) => unserialisable(v, seen))
    .find(Boolean);
}

function wakeOf(props: Record<string, unknown>, info: SiteComponentInfo, at: string | undefined): Wake | undefined {
  let when: Wake | undefined;
  for (const key of Object.keys(props)) {
    if (!key.startsWith('client:')) continue;
    const w = key.slice(7) as Wake;
    if (!WAKES.includes(w))
      throw new IslandUseError(
        `<${info.name} ${key}>: unknown ${key}`,
        at,
        `write client:load, client:idle, client:visible or client:only`,
      );
    when = w;
  }
  return when;
}

function checkProps(props: Record<string, unknown>, info: SiteComponentInfo, at: string | undefined): void {
  for (const [key, value] of Object.entries(props)) {
    const why = unserialisable(value);
    if (why) {
      throw new IslandUseError(
        `<${info.name} ${key}={…}>: this prop is ${why}, and an island gets its props as JSON`,
        at,
        `${info.name} runs in the browser (an island), which receives its props as JSON: pass strings, numbers, booleans, arrays and plain objects, and make functions and class instances inside the component. To render it on the server only, write \`export const island = false\` in its module`,
      );
    }
  }
}

/** The children's HTML, rendered as the page renders them (its context), for the island to keep. */
function childrenHtml(children: ReactNode, siteData: unknown, page: unknown): string {
  return renderToString(
    createElement(
      SiteDataContext.Provider,
      { value: siteData as never },
      createElement(PageContext.Provider, { value: page as never }, children),
    ),
  );
}

function renderIsland(
  Comp: ComponentType<Record<string, unknown>>,
  info: SiteComponentInfo,
  props: Record<string, unknown>,
  when: Wake,
  children: ReactNode,
  html: () => string,
): ReactNode {
  const textChildren = typeof children === 'string' || typeof children === 'number';
  const data = textChildren ? { ...props, children } : props;
  const slotHtml = children === undefined || children === null || textChildren ? undefined : html();
  const slot =
    slotHtml === undefined ? undefined : createElement(SLOT_TAG, { style: CONTENTS_STYLE, dangerouslySetInnerHTML: { __html: slotHtml } });
  const inner = when === 'only' ? '' : renderToString(slot ? createElement(Comp, data, slot) : createElement(Comp, data));
  return createElement(ISLAND_TAG, {
    [ISLAND_ATTR.entry]: info.entry,
    [ISLAND_ATTR.export]: info.exportName,
    [ISLAND_ATTR.name]: info.name,
    [ISLAND_ATTR.when]: when,
    [ISLAND_ATTR.props]: JSON.stringify(data),
    // Children the component did not show yet (a closed panel) are kept for the browser.
    ...(slotHtml !== undefined && !inner.includes(`<${SLOT_TAG}`) ? { [ISLAND_ATTR.children]: slotHtml } : {}),
    style: CONTENTS_STYLE,
    dangerouslySetInnerHTML: { __html: inner },
  });
}

/** `Comp` as MDX renders it: an island, or in place (with a warning when its handlers are lost). */
export function siteComponent(
  Comp: ComponentType<Record<string, unknown>>,
  info: SiteComponentInfo,
): ComponentType<Record<string, unknown>> {
  function SiteComponent(all: Record<string, unknown>) {
    const log = useContext(IslandLogContext);
    const siteData = useContext(SiteDataContext);
    const page = useContext(PageContext);
    const { [USE_PLACE_PROP]: place, children, ...rest } = all;
    const at = typeof place === 'string' ? place : undefined;
    const asked = wakeOf(rest, info, at);
    const props = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('client:')));
    if (!asked && !info.island) {
      if (info.handlers.length > 0 && log) {
        log.warnings.push(
          `${at ?? info.name}  <${info.name}> handles ${info.handlers.join(', ')}, which never runs: it renders on the server only (${info.serverOnlyBecause}). Make it an island (remove that, or write client:visible at this use), or remove the handlers`,
        );
      }
      return createElement(Comp, children === undefined ? props : { ...props, children: children as ReactNode });
    }
    checkProps(props, info, at);
    if (log && !log.islands.includes(info.entry)) log.islands.push(info.entry);
    return renderIsland(Comp, info, props, asked ?? info.when, children as ReactNode, () =>
      childrenHtml(children as ReactNode, siteData, page),
    );
  }
  // Static members (`Tabs.Item`) stay reachable through the wrapper.
  for (const key of Object.keys(Comp))
    if (!(key in SiteComponent))
      (SiteComponent as unknown as Record<string, unknown>)[key] = (Comp as unknown as Record<string, unknown>)[key];
  Object.defineProperty(SiteComponent, 'name', { value: info.name });
  return SiteComponent;
}

export { DEFAULT_WAKE };
