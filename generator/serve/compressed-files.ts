// Compressed copies of text files, made once per file version and kept in a bounded LRU. Streaming
// a new brotli or gzip encoder per response costs megabytes of native memory each; 500 concurrent
// requests for one page would then hold 500 encoders. Here, concurrent requests for one version
// share one compression, and memory stays under `maxBytes`.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export class CompressedFiles {
  private readonly entries = new Map<string, { body: Promise<Buffer>; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** `version` tells versions of one file apart (sirv's ETag: size and mtime). */
  get(abs: string, version: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const key = `${encoding}\u0000${version}\u0000${abs}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used last
      return hit.body;
    }
    const body = readFile(abs).then((raw) =>
      encoding === 'br'
        ? // Quality 5: about a millisecond for a 130 KB page, within a few percent of quality 11.
          br(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gz(raw, { level: 6 }),
    );
    const entry = { body, bytes: 0 };
    this.entries.set(key, entry);
    body.then(
      (buf) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = buf.length;
        this.total += buf.length;
        this.evict();
      },
      () => this.entries.delete(key),
    );
    return body;
  }

  get size(): number {
    return this.total;
  }

  private evict(): void {
    for (const [key, e] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(key);
      this.total -= e.bytes;
    }
  }
}
