import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repo } from '../helpers.js';
import { httpGet, rssKb, startCliServer, type CliServer } from './serve-helpers.js';

// Loopback only, bounded: 6 rounds of 500 simultaneous connections against `docsgen serve` in its
// own process, so that its memory can be read on its own.
const CONNECTIONS = 500;
const ROUNDS = 12;

let server: CliServer;

beforeAll(async () => {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  const dir = mkdtempSync(join(repo, 'test/.tmp/serve-load-'));
  const files: Record<string, string> = {
    'out/index.html': '<!DOCTYPE html>HOME',
    'out/404.html': '<!DOCTYPE html>NOT FOUND',
    'out/docs/index.html': `<!DOCTYPE html>${'<p>Some documentation text for the load test.</p>\n'.repeat(2000)}`,
    'out/assets/js/main.js': `console.log(${JSON.stringify('x'.repeat(20_000))});`,
    'out/assets/css/site.css': '.a{color:red}\n'.repeat(2000),
  };
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  server = await startCliServer(dir, []);
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

describe('serve under load', () => {
  it(`answers ${CONNECTIONS} concurrent connections, every one, with stable memory`, async () => {
    const paths = ['/docs', '/assets/js/main.js', '/assets/css/site.css', '/', '/missing'];
    const round = async () => {
      const answers = await Promise.all(
        Array.from({ length: CONNECTIONS }, (_, i) => httpGet(server.port, paths[i % paths.length], i % 2 ? { 'Accept-Encoding': 'gzip, br' } : {})),
      );
      for (const [i, r] of answers.entries()) {
        const expected = paths[i % paths.length] === '/missing' ? 404 : 200;
        expect(r.status, paths[i % paths.length]).toBe(expected);
      }
      expect(answers.filter((r) => r.text.length > 0)).toHaveLength(CONNECTIONS);
    };
    await round(); // warm-up: code paths compiled, buffers allocated
    const before = await rssKb(server.child.pid!);
    for (let i = 0; i < ROUNDS; i++) {
      await round();
      console.log('round', i, Math.round((await rssKb(server.child.pid!)) / 1024));
    }
    const after = await rssKb(server.child.pid!);
    console.log(`serve RSS: ${Math.round(before / 1024)} MB after the warm-up round, ${Math.round(after / 1024)} MB after ${ROUNDS} more rounds of ${CONNECTIONS}`);
    expect(after - before).toBeLessThan(48 * 1024);
    expect(after).toBeLessThan(400 * 1024);
    expect((await httpGet(server.port, '/docs')).status).toBe(200);
  });
});
