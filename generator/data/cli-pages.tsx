import { CliCommandPage } from '../../theme/reference/CliCommandPage.js';
import type { CliPageData, SidebarNode } from '../../theme/types.js';
import type { Doc } from '../types.js';
import type { CliCommand, CliFlag } from './cli-data.js';
import type { RenderHelpers } from '../markdown/reference/render-helpers.js';

function flagsMarkdown(title: string, flags: CliFlag[]): string {
  if (!flags.length) return '';
  const rows = flags.map(
    (f) =>
      `| \`${f.shorthand ? `-${f.shorthand}, ` : ''}--${f.name}\` | ${f.type} | ${f.default ? `\`${f.default}\`` : ''} | ${f.description.replace(/\|/g, '\\|')} |`,
  );
  return `## ${title}\n\n| Flag | Type | Default | Description |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n\n`;
}

/** The sentence every command page carries when the data names the tool's version. */
export function versionLine(tool: string, version: string): string {
  return `This page documents \`${tool}\` ${version}.`;
}

/** A one-line Markdown description as inline HTML (no wrapping paragraph). */
function inline(h: RenderHelpers, text: string): string {
  return h
    .md(text)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}

/** One doc per command, routed `<base>/thv_sub_sub`, plus the nested sidebar tree. */
export function cliDocs(commands: CliCommand[], base: string, h: RenderHelpers, version?: string): { docs: Doc[]; sidebar: SidebarNode[] } {
  const route = (c: CliCommand) => `${base}/${c.slug}`;
  const docs: Doc[] = commands.map((c) => {
    const data: CliPageData = {
      command: c.command,
      summary: c.summary,
      ...(version ? { version: { tool: c.command.split(' ')[0], version } } : {}),
      descriptionHtml: h.md(c.description || c.summary),
      usageHtml: h.code(c.usage, 'bash'),
      aliases: c.aliases,
      flags: c.flags.map((f) => ({ ...f, descriptionHtml: inline(h, f.description) })),
      inherited: c.inherited.map((f) => ({ ...f, descriptionHtml: inline(h, f.description) })),
      examples: c.examples.map((e) => ({ description: e.description, html: h.code(e.command, 'bash') })),
      children: c.children.map((k) => ({ label: k.command, href: route(k), summary: k.summary })),
      parent: c.parent ? { label: c.parent.command, href: route(c.parent), summary: c.parent.summary } : undefined,
    };
    const toc = [
      { depth: 2, id: 'synopsis', text: 'Synopsis' },
      { depth: 2, id: 'usage', text: 'Usage' },
      { depth: 2, id: 'options', text: 'Options' },
      ...(c.inherited.length ? [{ depth: 2, id: 'inherited-options', text: 'Options inherited from parent commands' }] : []),
      ...(c.examples.length ? [{ depth: 2, id: 'examples', text: 'Examples' }] : []),
      ...(c.children.length ? [{ depth: 2, id: 'subcommands', text: 'Subcommands' }] : []),
      ...(c.parent ? [{ depth: 2, id: 'see-also', text: 'See also' }] : []),
    ];
    const markdown = [
      `# ${c.command}\n\n${c.summary}\n\n${version ? `${versionLine(c.command.split(' ')[0], version)}\n\n` : ''}## Synopsis\n\n${c.description}\n\n## Usage\n\n\`\`\`bash\n${c.usage}\n\`\`\`\n\n`,
      flagsMarkdown('Options', c.flags),
      flagsMarkdown('Options inherited from parent commands', c.inherited),
      c.examples.length
        ? `## Examples\n\n${c.examples.map((e) => `${e.description}:\n\n\`\`\`bash\n${e.command}\n\`\`\`\n`).join('\n')}\n`
        : '',
      c.children.length ? `## Subcommands\n\n${c.children.map((k) => `- [${k.command}](${route(k)}): ${k.summary}`).join('\n')}\n` : '',
    ].join('');
    const id = `${base.replace(/^\//, '')}/${c.slug}`;
    return {
      id,
      dirId: base.replace(/^\//, ''),
      isIndex: false,
      file: c.file,
      source: '',
      format: 'generated',
      route: route(c),
      title: c.command,
      description: c.summary,
      frontmatter: {},
      standalone: false,
      markdown,
      generatedBody: { type: 'element', element: <CliCommandPage data={data} /> },
      generatedToc: toc,
      ownSidebar: true,
    } satisfies Doc;
  });
  const node = (c: CliCommand, label?: string): SidebarNode =>
    c.children.length
      ? {
          type: 'category',
          label: label ?? c.command.split(' ').pop()!,
          href: route(c),
          items: c.children.map((k) => node(k)),
          collapsed: true,
        }
      : { type: 'link', label: c.command.split(' ').pop()!, href: route(c) };
  const roots = commands.filter((c) => !c.parent);
  return { docs, sidebar: roots.map((r) => node(r, 'CLI commands')) };
}
