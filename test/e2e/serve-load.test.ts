import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { connect } from 'node:net';
import { repo } from '../helpers.js';
import { httpGet, rssKb, startCliServer, type CliServer } from './serve-helpers.js';

// Loopback only, bounded: 10 rounds of 500 simultaneous connections against `docsgen serve` in its
// own process, so that its memory can be read on its own.
const CONNECTIONS = 500;
const ROUNDS = 8;

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
  if (server) expect(await server.stop()).toBe(0);
});

describe('serve under load', () => {
  it(`answers ${CONNECTIONS} concurrent connections, every one, with stable memory`, async () => {
    const paths = ['/docs', '/assets/js/main.js', '/assets/css/site.css', '/', '/missing'];
    const round = async () => {
      const answers = await Promise.all(
        Array.from({ length: CONNECTIONS }, (_, i) =>
          httpGet(server.port, paths[i % paths.length], i % 2 ? { 'Accept-Encoding': 'gzip, br' } : {}),
        ),
      );
      for (const [i, r] of answers.entries()) {
        const expected = paths[i % paths.length] === '/missing' ? 404 : 200;
        expect(r.status, paths[i % paths.length]).toBe(expected);
      }
      expect(answers.filter((r) => r.text.length > 0)).toHaveLength(CONNECTIONS);
    };
    const pid = server.child.pid!;
    const fds = () => readdirSync(`/proc/${pid}/fd`).length;
    const fdsBefore = fds();
    // Two warm-up rounds: code compiled, compressed copies cached, the heap grown to its working size.
    await round();
    await round();
    const before = await rssKb(pid);
    const samples: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await round();
      samples.push(await rssKb(pid));
    }
    const mb = (kb: number) => Math.round(kb / 1024);
    console.log(
      `serve RSS after warm-up ${mb(before)} MB; after each of ${ROUNDS} rounds of ${CONNECTIONS}: ${samples.map(mb).join(' ')} MB`,
    );
    // Stable: the garbage collector brings it back down, where a per-request leak would climb.
    expect(Math.max(...samples) - before).toBeLessThan(96 * 1024);
    expect(samples[samples.length - 1]).toBeLessThan(400 * 1024);
    // Every file handle and socket was released.
    await new Promise((ok) => setTimeout(ok, 300));
    expect(fds()).toBeLessThanOrEqual(fdsBefore + 4);
    expect((await httpGet(server.port, '/docs')).status).toBe(200);
  });

  it('releases the file handles of requests whose clients go away mid-answer', async () => {
    const pid = server.child.pid!;
    const fds = () => readdirSync(`/proc/${pid}/fd`).length;
    const before = fds();
    await Promise.all(
      Array.from(
        { length: 200 },
        (_, i) =>
          new Promise<void>((ok) => {
            const s = connect(server.port, '127.0.0.1');
            s.on('error', () => ok());
            s.on('close', () => ok());
            s.write(
              `GET ${i % 2 ? '/docs' : '/assets/js/main.js'} HTTP/1.1\r\nHost: 127.0.0.1\r\n${i % 4 < 2 ? 'Accept-Encoding: br\r\n' : ''}\r\n`,
            );
            s.once('data', () => s.destroy());
          }),
      ),
    );
    await new Promise((ok) => setTimeout(ok, 500));
    expect(fds()).toBeLessThanOrEqual(before + 4);
    expect((await httpGet(server.port, '/docs')).status).toBe(200);
  });
});
