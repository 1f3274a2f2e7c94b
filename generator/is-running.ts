/** Whether process `pid` is alive (this one included): the folders a killed build or watch session
 *  left behind are removed once their process is gone, another running session's are kept. */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists and belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
