#!/usr/bin/env node
// Playwright drives Debian's Chromium (/usr/bin/chromium), never a downloaded browser.
// Install it when we can (root with apt-get); otherwise fail loudly with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`[chromium] ${CHROMIUM} is installed`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `[chromium] ${CHROMIUM} is missing and the browser tests need it.\n` +
      `Install Debian's Chromium and run again:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n` +
      (hasApt ? '' : '\n(no apt-get here: install a Chromium that provides /usr/bin/chromium)\n'),
  );
  process.exit(1);
}

console.log(`[chromium] ${CHROMIUM} is missing; installing Debian's chromium package`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  console.log(`[chromium] apt-get ${args.join(' ')}`);
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) {
    console.error(`[chromium] apt-get ${args.join(' ')} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`[chromium] the chromium package installed, but ${CHROMIUM} is still missing`);
  process.exit(1);
}
console.log(`[chromium] installed ${CHROMIUM}`);
