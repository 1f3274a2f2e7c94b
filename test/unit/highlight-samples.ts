// Lines that exercise escaping, whitespace-only tokens, empty lines, tabs, non-ASCII text, nesting
// that spans lines and the constructs of the grammars the docs use most.
export const SAMPLES = [
  'a = "b" # c\n\n  x: [1, 2]\n\tfoo(bar) && baz <x> &amp; "q"\n   \nend',
  '{\n  "a": [1, true, null, -2.5e3],\n  "b": {"c": "d\\"e <&>", "ü": "日本"}\n}',
  'apiVersion: v1\nkind: Pod # comment\nmetadata:\n  name: "x"\n  labels: {a: b}\nspec:\n  - |\n    multi\n    line\n',
  'thv run --name x "$HOME/a b" | grep -v \'y\' > /dev/null 2>&1\ncat <<EOF\nhere doc ${VAR}\nEOF\nfor i in 1 2; do echo $i; done',
  '$ thv list\nNAME   STATUS\nfetch  running',
  'package main\n\nimport "fmt"\n\nfunc main() {\n\t// hi\n\tfmt.Println(`raw`, 1<<2)\n}',
  'const x: Array<number> = [1, 2]; /* c */\nexport default function A() { return <div className="a">{x}</div>; }',
  'sum by (server) (rate(toolhive_mcp_requests_total{status!~"5..", server="fetch"}[5m])) > 0.5 # p95',
  '[section]\nkey = "value" # c\n[[arr]]\nn = 1',
  'FROM node:20 AS build\nRUN npm ci && \\\n  npm run build\nCOPY --from=build /a /b',
  '--- a\n+++ b\n@@ -1,2 +1,2 @@\n-old\n+new\n same',
  'def f(x: int) -> str:\n    """doc"""\n    return f"{x!r}"  # c',
  '',
  '\n\n',
  // repeated lines (served from the line cache, also inside a string or comment that spans lines)
  'echo "a b"\necho "a b"\n"\necho "a b"\n"\necho "a b"\n# echo "a b"\necho "a b"',
  // whitespace-only tokens between, before and after others; CRLF and a lone CR; no-break space
  'a  \t b   c   \r\n\t\t\r\n  - x:   [ 1 ,  2 ]  \r\n\u00a0y =\u00a0"\u00a0"\rz',
];
