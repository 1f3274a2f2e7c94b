// Before the browser tier: Debian's Chromium at /usr/bin/chromium, installed when we are root,
// otherwise a failure naming the command (browser tests are never skipped, and never download a
// browser of their own).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export default function setup(): void {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0)
    throw new Error("Browser tests need Debian's Chromium at /usr/bin/chromium. Install it with: sudo apt-get install -y chromium");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
