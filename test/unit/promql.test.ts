import { describe, expect, it } from 'vitest';
import { getHighlighter, loadFenceLanguages } from '../../generator/markdown/highlight/highlight.js';

/** The TextMate scopes of each token of a PromQL line, as `text → scope` pairs. No time limit: on a
 *  busy machine shiki's default (500 ms, which includes compiling the grammar) cut one of its two
 *  tokenizations short and the explanation lookup failed. */
async function scopes(code: string): Promise<Map<string, string>> {
  const hl = await getHighlighter();
  await loadFenceLanguages(hl, ['promql']);
  const lines = hl.codeToTokensWithThemes(code, {
    lang: 'promql',
    themes: { light: 'github-light-default' },
    includeExplanation: true,
    tokenizeTimeLimit: 0,
  } as never) as unknown as { content: string; explanation?: { content: string; scopes: { scopeName: string }[] }[] }[][];
  const out = new Map<string, string>();
  for (const line of lines)
    for (const t of line)
      for (const e of t.explanation ?? []) {
        const s = e.scopes[e.scopes.length - 1]?.scopeName ?? '';
        if (e.content.trim()) out.set(e.content.trim(), s);
      }
  return out;
}

describe('the PromQL grammar', () => {
  it('classifies an aggregation with by, a function, a metric, label matchers and a duration', async () => {
    const s = await scopes('sum by (server) (rate(toolhive_mcp_requests_total{status!~"5..", server="fetch"}[5m]))');
    expect(s.get('sum')).toBe('keyword.other.aggregation.promql');
    expect(s.get('by')).toBe('keyword.other.modifier.promql');
    expect(s.get('rate')).toBe('support.function.promql');
    expect(s.get('toolhive_mcp_requests_total')).toBe('variable.other.metric.promql');
    expect(s.get('status')).toBe('entity.name.tag.label.promql');
    expect(s.get('!~')).toBe('keyword.operator.matcher.promql');
    expect(s.get('5..')).toBe('string.quoted.double.promql');
    expect(s.get('5m')).toBe('constant.numeric.duration.promql');
  });

  it('classifies histogram_quantile, without, numbers, comparison operators and comments', async () => {
    const s = await scopes('histogram_quantile(0.95, sum without (instance) (rate(x_bucket[10m]))) > 0.5 # p95 over budget');
    expect(s.get('histogram_quantile')).toBe('support.function.promql');
    expect(s.get('without')).toBe('keyword.other.modifier.promql');
    expect(s.get('0.95')).toBe('constant.numeric.promql');
    expect(s.get('>')).toBe('keyword.operator.promql');
    expect(s.get('# p95 over budget')).toBe('comment.line.number-sign.promql');
  });

  it('classifies offset, binary logic operators and a metric that is also a function name prefix', async () => {
    const s = await scopes('rate_limit_hits offset 1h and on (job) up == 0');
    expect(s.get('rate_limit_hits')).toBe('variable.other.metric.promql');
    expect(s.get('offset')).toBe('keyword.other.modifier.promql');
    expect(s.get('1h')).toBe('constant.numeric.duration.promql');
    expect(s.get('and')).toBe('keyword.operator.logical.promql');
    expect(s.get('on')).toBe('keyword.other.modifier.promql');
    expect(s.get('==')).toBe('keyword.operator.promql');
  });
});
