#!/usr/bin/env node
// `npm run check`, what CI runs: the static checks, then every test (`npm test`), stopping at the first failure, with
// each part's time at the end.
import { spawnSync } from 'node:child_process';

const parts = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['import boundaries and names', 'npm', ['run', 'check:imports']],
  ['copy-paste', 'npm', ['run', 'check:clones']],
  ['unused code', 'npm', ['run', 'check:unused']],
  ['tests', 'npm', ['test', '--', ...process.argv.slice(2)]],
];

const started = performance.now();
const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const summary = () => `\n[check] part times\n${times.join('\n')}\n${seconds(performance.now() - started)}  in all`;
for (const [name, command, args] of parts) {
  const partStarted = performance.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  const ok = run.status === 0;
  times.push(`${seconds(performance.now() - partStarted)}  ${ok ? '' : 'FAILED '}${name}`);
  if (!ok) {
    console.error(summary());
    process.exit(run.status || 1);
  }
}
console.log(summary());
