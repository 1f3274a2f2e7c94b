// The worker helper (generator/workers/): request/reply with ids, the one error wire format, events,
// and a worker that dies. The worker side runs from dist/ (a worker thread cannot load TypeScript);
// the main thread's side is the source, so the errors it rethrows are the source's classes.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { WorkerClient, WorkerLostError } from '../../generator/workers/request-reply.js';
import { fromWire, toWire, WriterError, WriterErrors, writerErrorsOf } from '../../generator/errors.js';
import { repo } from '../helpers.js';

interface TestApi {
  echo: { request: unknown; reply: unknown };
  thread: { request: null; reply: number };
  slow: { request: number; reply: number };
  fail: { request: 'writer' | 'many' | 'bug'; reply: never };
  emit: { request: string[]; reply: number };
  crash: { request: null; reply: never };
  exit: { request: number; reply: never };
  uncloneable: { request: null; reply: unknown };
  missing: { request: null; reply: unknown };
  remember: { request: string; reply: void };
  remembered: { request: null; reply: string[] };
}

const script = join(repo, 'test/fixtures/workers/test-worker.mjs');
const dist = join(repo, 'dist/generator');

function client(opts: { inOrder?: boolean; events?: string[]; lost?: Error[] } = {}) {
  return new WorkerClient<TestApi, string>(() => new Worker(script, { workerData: { dist, inOrder: !!opts.inOrder } }), {
    name: 'test',
    onEvent: (e) => opts.events?.push(e),
    onLost: (e) => opts.lost?.push(e),
  });
}

/** Runs `test` with a fresh client and closes it whatever happens. */
async function using(c: WorkerClient<TestApi, string>, test: (c: WorkerClient<TestApi, string>) => Promise<void>): Promise<void> {
  try {
    await test(c);
  } finally {
    await c.close();
  }
}

describe('worker helper: request/reply', () => {
  it('answers each request by its id, whatever order the replies come in', () =>
    using(client(), async (c) => {
      const order: string[] = [];
      const slow = c.request('slow', 80).then((v) => {
        order.push('slow');
        return v;
      });
      const echo = c.request('echo', { a: [1, 'two'] }).then((v) => {
        order.push('echo');
        return v;
      });
      expect(c.pending).toBe(2);
      expect(await Promise.all([slow, echo])).toEqual([80, { a: [1, 'two'] }]);
      expect(order).toEqual(['echo', 'slow']);
      expect(c.pending).toBe(0);
    }));

  it('handles one request at a time in the order sent when asked to', () =>
    using(client({ inOrder: true }), async (c) => {
      const order: string[] = [];
      const slow = c.request('slow', 80).then(() => order.push('slow'));
      const echo = c.request('echo', 1).then(() => order.push('echo'));
      await Promise.all([slow, echo]);
      expect(order).toEqual(['slow', 'echo']);
    }));

  it('rejects a request the worker has no handler for, and a reply that cannot be cloned, and goes on', () =>
    using(client(), async (c) => {
      await expect(c.request('missing', null)).rejects.toThrow('this worker has no handler for "missing" requests');
      await expect(c.request('uncloneable', null)).rejects.toThrow(/could not be cloned/);
      expect(await c.request('echo', 'still here')).toBe('still here');
    }));
});

describe('worker helper: errors', () => {
  it('rethrows a WriterError with its file, line, column, hint and source line', () =>
    using(client(), async (c) => {
      const e = await c.request('fail', 'writer').catch((x: unknown) => x);
      expect(e).toBeInstanceOf(WriterError);
      const w = e as WriterError;
      expect(w.place).toEqual({ file: 'content/docs/a.md', line: 3, column: 5 });
      expect([w.message, w.hint, w.sourceLine]).toEqual(['never closed', 'close it with :::', ':::note']);
    }));

  it('rethrows WriterErrors as WriterErrors, every error in it', () =>
    using(client(), async (c) => {
      const e = await c.request('fail', 'many').catch((x: unknown) => x);
      expect(e).toBeInstanceOf(WriterErrors);
      const list = writerErrorsOf(e)!;
      expect(list.map((w) => [w.place, w.message, w.hint, w.sourceLine])).toEqual([
        [{ file: 'content/docs/a.md', line: 3, column: 5 }, 'first', 'close it with :::', ':::note'],
        [{ file: 'b.md' }, 'second', undefined, undefined],
      ]);
      expect(list[0]).toBeInstanceOf(WriterError);
    }));

  it("rethrows anything else as a bug with its name, message and the worker's stack", () =>
    using(client(), async (c) => {
      const e = (await c.request('fail', 'bug').catch((x: unknown) => x)) as Error;
      expect(writerErrorsOf(e)).toBeUndefined();
      expect([e.name, e.message]).toEqual(['TypeError', 'a docsgen bug']);
      expect(e.stack).toContain('test-worker.mjs');
    }));

  it('toWire/fromWire and writerErrorsOf, without a worker', () => {
    const one = new WriterError({ file: 'a.md', line: 2, column: 7 }, 'bad', { hint: 'fix it', sourceLine: 'text' });
    const back = fromWire(structuredClone(toWire(one)));
    expect(back).toBeInstanceOf(WriterError);
    expect(back).toMatchObject({ place: one.place, message: 'bad', hint: 'fix it', sourceLine: 'text' });
    expect(writerErrorsOf(one)).toEqual([one]);
    expect(writerErrorsOf(new WriterErrors([one, one]))).toEqual([one, one]);
    expect(writerErrorsOf(new Error('bug'))).toBeUndefined();
    expect(fromWire(toWire('a thrown string')).message).toBe('a thrown string');
  });
});

describe('worker helper: notices', () => {
  it('runs a notice without a reply, in order with the requests sent around it', () =>
    using(client(), async (c) => {
      c.notify('remember', 'a');
      c.notify('remember', 'b');
      expect(await c.request('remembered', null)).toEqual(['a', 'b']);
      expect(c.pending).toBe(0);
    }));

  it("ends the worker when a notice's handler throws: its pending requests reject", () => {
    const lost: Error[] = [];
    return using(client({ lost }), async (c) => {
      const slow = c.request('slow', 5000).catch((e: unknown) => e);
      c.notify('fail', 'bug');
      expect(await slow).toBeInstanceOf(WorkerLostError);
      expect(((await slow) as Error).message).toBe('the test worker failed: a docsgen bug');
      expect(lost).toHaveLength(1);
    });
  });

  it('says the exit code of a worker that exited', () =>
    using(client(), async (c) => {
      const error = await c.request('exit', 3).catch((e: unknown) => e);
      expect((error as WorkerLostError).exitCode).toBe(3);
    }));
});

describe('worker helper: events and a worker that dies', () => {
  it('delivers events in order, before the reply that follows them', () => {
    const events: string[] = [];
    return using(client({ events }), async (c) => {
      const n = await c.request('emit', ['state', 'idle']);
      expect(n).toBe(2);
      expect(events).toEqual(['state', 'idle']);
    });
  });

  it('rejects every pending request when the worker crashes, and starts a new worker on the next one', () => {
    const lost: Error[] = [];
    return using(client({ lost }), async (c) => {
      const first = await c.request('thread', null);
      const pending = [c.request('slow', 5000), c.request('crash', null)];
      const errors = await Promise.all(pending.map((p) => p.catch((e: unknown) => e)));
      for (const e of errors) {
        expect(e).toBeInstanceOf(WorkerLostError);
        expect((e as Error).message).toBe('the test worker failed: the worker blew up');
      }
      expect(lost).toHaveLength(1);
      expect(c.running).toBe(false);
      expect(await c.request('thread', null)).not.toBe(first);
    });
  });

  it('rejects pending requests when the worker exits', () =>
    using(client(), async (c) => {
      const slow = c.request('slow', 5000).catch((e: unknown) => e);
      await expect(c.request('exit', 7)).rejects.toThrow('the test worker stopped (exit code 7) before it replied');
      expect(await slow).toBeInstanceOf(WorkerLostError);
    }));

  it('restart() ends the worker and its requests; close() refuses later requests', async () => {
    const c = client();
    const first = await c.request('thread', null);
    const slow = c.request('slow', 5000).catch((e: unknown) => e);
    await c.restart();
    expect(await slow).toBeInstanceOf(WorkerLostError);
    expect(((await slow) as Error).message).toBe('the test worker was restarted before it replied');
    expect(c.running).toBe(false);
    expect(await c.request('thread', null)).not.toBe(first);
    await c.close();
    expect(c.closed).toBe(true);
    await expect(c.request('echo', 1)).rejects.toThrow('the test worker is closed');
  });
});
