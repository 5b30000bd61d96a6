#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the build, then run the server.
// The server runs in this same process and owns the embedded PostgreSQL, which it stops on SIGINT/SIGTERM.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Before building anything: too old a Node stops here with one sentence (the server checks again, for dist/main.js).
const required = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node.replace('>=', '');
const [needMajor, needMinor] = required.split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Trilha needs Node ${required} or newer; this is Node ${process.versions.node}. Install a newer Node and run npm start again.`,
  );
  process.exit(1);
}
const distIndex = join(root, 'apps/web/dist/index.html');
// Everything the web build reads from the repository (node_modules changes need a manual `npm run build`).
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/prerender.mjs',
  'apps/web/package.json',
  'packages/contract/src',
].map((path) => join(root, path));

/** Newest modification time under `path` (a file or a directory tree); 0 when it is missing. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function webBuildReason() {
  if (process.env.SKIP_WEB_BUILD === '1') return null;
  if (!existsSync(distIndex)) return 'apps/web/dist is missing';
  // In production the dist is the deployed artefact: never rebuild it at start.
  if (process.env.NODE_ENV === 'production') return null;
  const built = statSync(distIndex).mtimeMs;
  const newest = Math.max(...webInputs.map(newestMtime));
  return newest > built ? 'web sources changed since the last build' : null;
}

const reason = webBuildReason();
if (reason) {
  console.log(`[start] building the web app (${reason})`);
  // Always a production bundle: NODE_ENV=development (the e2e server, `npm run dev` users) would make Vite ship
  // React's development build, three times slower and 60 KiB heavier.
  const build = spawnSync('npm', ['run', 'build', '-w', '@trilha/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('[start] the web build failed; fix it, or set SKIP_WEB_BUILD=1 to start the API alone');
    process.exit(build.status ?? 1);
  }
}

// The server runs compiled (scripts/build-server.mjs), rebuilt like the web app when its sources are newer.
const serverInputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'scripts/build-server.mjs',
].map((path) => join(root, path));

function serverBuildReason() {
  if (!existsSync(SERVER_BUNDLE)) return 'apps/server/dist is missing';
  if (process.env.NODE_ENV === 'production') return null;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  return Math.max(...serverInputs.map(newestMtime)) > built ? 'server sources changed since the last build' : null;
}

const serverReason = serverBuildReason();
if (serverReason) {
  console.log(`[start] compiling the server (${serverReason})`);
  await buildServer();
}

// The server runs in this process: a second Node would add its own boot (a tenth of a warm start) for nothing. It
// stops on SIGINT/SIGTERM itself (stopping its embedded PostgreSQL). No --enable-source-maps: parsing the bundle's map
// at every start cost a few hundred ms of a warm start, and the bundle is not minified (names and lines read as they are).

// `kill <pid of npm start>` makes npm signal its `sh -c`, which dies without passing the signal on: losing our parent
// is the same request to stop.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

await import(pathToFileURL(SERVER_BUNDLE).href);
