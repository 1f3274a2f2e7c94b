import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSiteServer, isLocalHostHeader } from '../../generator/http-server.js';
import { siteHandler } from '../../generator/serve/site-handler.js';
import { parseRequestPath } from '../../generator/serve/request-path.js';
import { negotiateEncoding } from '../../generator/serve/file-response.js';
import { repo } from '../helpers.js';
import { httpGet, rawRequest } from './serve-helpers.js';

const SECRET = 'TOP-SECRET-7f3a';
const bigHtml = `<!DOCTYPE html><html><body><h1>DOCS PAGE</h1>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>\n'.repeat(200)}</body></html>`;

let base: string;
let site: string;
let server: Server;
let port: number;

function write(path: string, contents: string | Buffer) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, contents);
}

beforeAll(async () => {
  mkdirSync(join(repo, 'test/.tmp'), { recursive: true });
  base = mkdtempSync(join(repo, 'test/.tmp/serve-'));
  site = join(base, 'out');
  write(join(base, 'outside/secret.txt'), SECRET);
  write(join(base, 'secret.txt'), SECRET);
  write(join(site, 'index.html'), '<!DOCTYPE html><title>home</title>HOME PAGE');
  write(join(site, '404.html'), '<!DOCTYPE html><title>404</title>CUSTOM NOT FOUND PAGE');
  write(join(site, 'docs/index.html'), bigHtml);
  write(join(site, 'docs/guide/index.html'), '<!DOCTYPE html>GUIDE PAGE');
  write(join(site, 'docs.md'), '# Docs\n\nThe Markdown copy.\n');
  write(join(site, 'assets/js/app.js'), `export const x = ${JSON.stringify('a'.repeat(3000))};\n`);
  write(join(site, 'assets/css/site.css'), `body { color: red; }\n${'.x { margin: 0 }\n'.repeat(200)}`);
  write(join(site, 'data.json'), JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => i) }));
  write(join(site, 'img/logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(300)}</svg>`);
  write(join(site, 'img/photo.png'), Buffer.alloc(4096, 7));
  write(join(site, 'sitemap.xml'), '<?xml version="1.0"?><urlset></urlset>');
  write(join(site, 'robots.txt'), 'User-agent: *\n');
  write(join(site, '.env'), `TOKEN=${SECRET}`);
  write(join(site, '.git/config'), SECRET);
  write(join(site, '.well-known/security.txt'), 'Contact: mailto:x@example.com\n');
  write(join(site, '50%off.html'), 'PERCENT PAGE');
  write(join(site, 'café.html'), 'ACCENT PAGE');
  symlinkSync(join(base, 'outside'), join(site, 'link-out'));
  symlinkSync(join(base, 'outside/secret.txt'), join(site, 'leak.txt'));
  symlinkSync(join(site, 'docs/guide/index.html'), join(site, 'inside.html'));
  server = createSiteServer(siteHandler(site), { headersTimeout: 1_000, requestTimeout: 2_000, connectionsCheckingInterval: 200 });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
});

describe('serve: files, types, caching, compression', () => {
  it('serves routes without trailing slash from <route>/index.html, with content types', async () => {
    const cases: [string, RegExp, string][] = [
      ['/', /^text\/html; ?charset=utf-8$/, 'HOME PAGE'],
      ['/docs', /^text\/html; ?charset=utf-8$/, 'DOCS PAGE'],
      ['/docs/guide', /^text\/html/, 'GUIDE PAGE'],
      ['/docs.md', /^text\/markdown; charset=utf-8$/, 'The Markdown copy'],
      ['/assets/js/app.js', /^text\/javascript; charset=utf-8$/, 'export const x'],
      ['/assets/css/site.css', /^text\/css; charset=utf-8$/, 'color: red'],
      ['/data.json', /^application\/json; charset=utf-8$/, '"list"'],
      ['/img/logo.svg', /^image\/svg\+xml; charset=utf-8$/, '<svg'],
      ['/sitemap.xml', /xml; charset=utf-8$/, 'urlset'],
      ['/robots.txt', /^text\/plain; charset=utf-8$/, 'User-agent'],
      ['/img/photo.png', /^image\/png$/, ''],
      ['/.well-known/security.txt', /^text\/plain/, 'Contact'],
      ['/50%25off', /^text\/html/, 'PERCENT PAGE'],
      ['/caf%C3%A9', /^text\/html/, 'ACCENT PAGE'],
      ['/inside', /^text\/html/, 'GUIDE PAGE'],
    ];
    for (const [path, type, text] of cases) {
      const r = await httpGet(port, path);
      expect(r.status, path).toBe(200);
      expect(r.headers['content-type'], path).toMatch(type);
      expect(r.text, path).toContain(text);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends ETag and Last-Modified, and answers 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await httpGet(port, '/docs');
    const etag = first.headers.etag;
    const lastModified = first.headers['last-modified'];
    expect(etag).toMatch(/^W\/".+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    for (const headers of <Record<string, string>[]>[
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", ${etag}` },
      { 'If-None-Match': '*' },
      { 'If-Modified-Since': lastModified },
    ]) {
      const r = await httpGet(port, '/docs', headers);
      expect(r.status, JSON.stringify(headers)).toBe(304);
      expect(r.body.length).toBe(0);
      expect(r.headers.etag).toBe(etag);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    expect((await httpGet(port, '/docs', { 'If-None-Match': '"stale"' })).status).toBe(200);
    expect((await httpGet(port, '/docs', { 'If-Modified-Since': 'Thu, 01 Jan 1990 00:00:00 GMT' })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2)
    expect((await httpGet(port, '/docs', { 'If-None-Match': '"stale"', 'If-Modified-Since': lastModified })).status).toBe(200);
  });

  it('compresses text with brotli or gzip as Accept-Encoding allows, never images', async () => {
    const br = await httpGet(port, '/docs', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.text).toBe(bigHtml);
    expect(br.body.length).toBeLessThan(bigHtml.length / 5);
    const gz = await httpGet(port, '/assets/css/site.css', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('color: red');
    const noBr = await httpGet(port, '/docs', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const identity = await httpGet(port, '/docs');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(bigHtml));
    const png = await httpGet(port, '/img/photo.png', { 'Accept-Encoding': 'gzip, br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4096);
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const enc of <Record<string, string>[]>[{}, { 'Accept-Encoding': 'gzip' }]) {
      const get = await httpGet(port, '/docs', enc);
      const head = await httpGet(port, '/docs', enc, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const h of ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'vary'])
        expect(head.headers[h], h).toBe(get.headers[h]);
    }
    const missing = await httpGet(port, '/nope', {}, 'HEAD');
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });

  it('serves byte ranges, and ignores nonsense ranges', async () => {
    const r = await httpGet(port, '/robots.txt', { Range: 'bytes=0-9' });
    expect(r.status).toBe(206);
    expect(r.text).toBe('User-agent');
    expect(r.headers['content-range']).toBe('bytes 0-9/14');
    for (const range of ['bytes=9-2', 'bytes=-5', 'bytes=0-1,4-5', 'lines=1-2', 'bytes=999-']) {
      const x = await httpGet(port, '/robots.txt', { Range: range });
      expect(x.status, range).toBe(200);
      expect(x.text).toBe('User-agent: *\n');
    }
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/nope', '/docs/nope', '/assets/missing.js', '/etc/passwd']) {
      const r = await httpGet(port, path);
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.text).toContain('CUSTOM NOT FOUND PAGE');
    }
  });

  it('redirects /x/index.html and /x/ to /x (301), keeping the query; never to another host', async () => {
    const cases: [string, string][] = [
      ['/docs/index.html', '/docs'],
      ['/docs/', '/docs'],
      ['/docs/guide/index.html?a=1', '/docs/guide?a=1'],
      ['/docs/guide/', '/docs/guide'],
      ['/index.html', '/'],
      ['/docs//guide', '/docs/guide'],
      ['//evil.example/', '/evil.example'],
      ['//evil.example/index.html', '/evil.example'],
      ['/%2Fevil.example/', '/evil.example'],
    ];
    for (const [from, to] of cases) {
      const r = await httpGet(port, from);
      expect(r.status, from).toBe(301);
      expect(r.headers.location, from).toBe(to);
    }
  });

  it('refuses other methods with 405', async () => {
    for (const m of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE']) {
      const r = await httpGet(port, '/docs', { 'Content-Length': '0' }, m);
      expect(r.status, m).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('serve: nothing outside the site folder, whatever the URL', () => {
  // Each is sent byte for byte; none may answer 200 or show the secret.
  const attempts = [
    '/../secret.txt',
    '/../outside/secret.txt',
    '/docs/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/secret.txt',
    '/.%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%2Foutside%2Fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/..%5csecret.txt',
    '/docs/..%5c..%5csecret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/..%c0%afsecret.txt',
    '/index.html%00.txt',
    '/%00/../secret.txt',
    '/secret.txt%00.html',
    '/./../secret.txt',
    '/....//secret.txt',
    `/${'..%2f'.repeat(8)}etc/passwd`,
    '/%2fetc%2fpasswd',
    '//etc/passwd',
    '/C:/Windows/win.ini',
    '/c:%5cwindows%5cwin.ini',
    'http://127.0.0.1/../secret.txt',
    '/link-out/secret.txt',
    '/leak.txt',
    '/link-out/../secret.txt',
    '/.env',
    '/.git/config',
    '/%2eenv',
    '/%2e%65nv',
  ];

  it(`refuses ${attempts.length} traversal variants`, async () => {
    expect(attempts.length).toBeGreaterThanOrEqual(15);
    for (const path of attempts) {
      const r = await httpGet(port, path);
      expect([301, 400, 403, 404], `${path} → ${r.status}`).toContain(r.status);
      expect(r.text, path).not.toContain(SECRET);
      if (r.status === 301) expect(r.headers.location, path).toMatch(/^\/(?!\/)/);
    }
    expect((await httpGet(port, '/leak.txt')).status).toBe(403);
    expect((await httpGet(port, '/link-out/secret.txt')).status).toBe(403);
    expect((await httpGet(port, '/docs')).status).toBe(200);
  });

  it('answers 400 for malformed percent-encoding instead of failing', async () => {
    for (const path of ['/%', '/%zz', '/docs/%e0%a4', '/%ff', '/a%2', '/%%32%65']) {
      const r = await httpGet(port, path);
      expect(r.status, path).toBe(400);
    }
    expect((await httpGet(port, '/docs')).status).toBe(200);
  });

  it('only answers Host headers that name this machine (DNS rebinding)', async () => {
    expect((await httpGet(port, '/docs', { Host: 'evil.example' })).status).toBe(403);
    expect((await httpGet(port, '/docs', { Host: 'evil.example:80' })).status).toBe(403);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'docs.localhost'])
      expect((await httpGet(port, '/docs', { Host: host })).status, host).toBe(200);
    expect(isLocalHostHeader('127.0.0.1.evil.example')).toBe(false);
  });
});

describe('serve: limits', () => {
  it('answers 414 to a URL over 4 KB', async () => {
    const r = await httpGet(port, `/docs/${'a'.repeat(5000)}`);
    expect(r.status).toBe(414);
    expect(parseRequestPath(`/${'a'.repeat(4095)}`).kind).toBe('ok');
  });

  it('refuses header floods: 431 for oversized headers, many headers answered normally', async () => {
    const big = await httpGet(port, '/docs', { 'X-Big': 'x'.repeat(20_000) });
    expect(big.status).toBe(431);
    const many: Record<string, string> = {};
    for (let i = 0; i < 500; i++) many[`X-H${i}`] = 'y';
    const r = await httpGet(port, '/docs', many);
    expect([200, 431]).toContain(r.status);
    expect((await httpGet(port, '/docs')).status).toBe(200);
  });

  it('closes connections that send headers too slowly (408 after headersTimeout)', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((ok) => {
      const s = connect(port, '127.0.0.1');
      let got = '';
      s.on('data', (c) => (got += c));
      s.on('close', () => ok(got));
      s.on('error', () => ok(got));
      s.write('GET /docs HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const drip = setInterval(() => s.writable && s.write('X-Slow: 1\r\n'), 100);
      s.on('close', () => clearInterval(drip));
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('survives a request line with garbage and keeps serving', async () => {
    const r = await rawRequest(port, 'GARBAGE\r\n\r\n');
    expect(r.status).toBe(400);
    const nul = await rawRequest(port, Buffer.from('GET /\u0000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 'latin1'));
    expect(nul.status).toBe(400);
    expect((await httpGet(port, '/docs')).status).toBe(200);
  });
});
