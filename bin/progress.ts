/** A one-line progress display on a terminal; silent elsewhere (CI logs stay clean). */
export function createProgress(stream: NodeJS.WriteStream) {
  const tty = !!stream.isTTY;
  let last = 0;
  return {
    update: (stage: string, done: number, total: number) => {
      if (!tty) return;
      const now = Date.now();
      if (done < total && now - last < 50) return;
      last = now;
      stream.write(`\r\x1b[K${stage} ${done}/${total}`);
    },
    done: () => {
      if (tty) stream.write('\r\x1b[K');
    },
  };
}
