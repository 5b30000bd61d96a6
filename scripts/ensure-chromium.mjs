#!/usr/bin/env node
// Playwright drives Debian's Chromium, never a downloaded browser: the journeys run in its headless shell
// (/usr/bin/chromium-headless-shell, the package chromium-headless-shell), the install-prompt journey in the whole
// browser (/usr/bin/chromium). Install them when we can (root with apt-get); otherwise fail loudly with the command.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' };
const missing = () => Object.entries(BROWSERS).filter(([, path]) => !existsSync(path));

if (missing().length === 0) {
  console.log(`[chromium] ${Object.values(BROWSERS).join(' and ')} are installed`);
  process.exit(0);
}

const packages = missing().map(([name]) => name);
const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `[chromium] ${missing()
      .map(([, path]) => path)
      .join(' and ')} missing, and the browser tests need it.\n` +
      `Install Debian's packages and run again:\n\n    sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
      (hasApt ? '' : `\n(no apt-get here: install a Chromium that provides ${Object.values(BROWSERS).join(' and ')})\n`),
  );
  process.exit(1);
}

console.log(`[chromium] installing Debian's ${packages.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', ...packages]]) {
  console.log(`[chromium] apt-get ${args.join(' ')}`);
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`[chromium] apt-get ${args.join(' ')} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
if (missing().length > 0) {
  console.error(
    `[chromium] the packages installed, but ${missing()
      .map(([, path]) => path)
      .join(' and ')} still missing`,
  );
  process.exit(1);
}
console.log(`[chromium] installed ${packages.join(' ')}`);
