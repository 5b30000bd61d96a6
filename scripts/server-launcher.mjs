// apps/server/dist/main.js (copied there by scripts/build-server.mjs): runs the server bundle, server.cjs, with V8's
// compiled code kept between starts. Node 20 compiles a module's source at every start, and compiling the 5 MB
// bundle and the functions start-up calls was a third of a warm start; a CommonJS script run through node:vm accepts
// the code V8 produced last time (V8 checks it against its own version and flags, and the file's name carries the
// bundle's size and time, so a rebuilt bundle never meets an old cache). The cache is written once the server
// listens, holding every function start-up compiled: beside the bundle, or in the temporary directory where the
// installation is read-only (a container running as another user).
import { isAscii } from 'node:buffer';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const file = fileURLToPath(new URL('./server.cjs', import.meta.url));
const { size, mtimeMs } = statSync(file);
const cacheName = `server.cjs.${size}-${Math.round(mtimeMs)}.${process.version}-${process.arch}.v8-cache`;
const cachePlaces = [join(dirname(file), cacheName), join(tmpdir(), `trilha-${cacheName}`)];

let cachedData;
for (const place of cachePlaces) {
  try {
    cachedData = readFileSync(place);
    break;
  } catch {
    // not there: the first start of this build, or a cache cleaned away
  }
}

// The build leaves the bundle all ASCII (scripts/build-server.mjs): read as one-byte text, it skips UTF-8 decoding.
// The bundle has no import() left (packages loaded on first use are required, see build-server.mjs): V8 drops the
// dynamic-import host options of code taken from a cache.
const bytes = readFileSync(file);
const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });

const fresh = cachedData === undefined || script.cachedDataRejected === true;
// the server calls this once it listens (serve.ts)
globalThis[Symbol.for('trilha.server.listening')] = () => {
  if (!fresh) return;
  const data = script.createCachedData();
  for (const place of cachePlaces) {
    try {
      const temporary = `${place}.${process.pid}`;
      writeFileSync(temporary, data);
      renameSync(temporary, place);
      return;
    } catch {
      // not writable here: the next place
    }
  }
};

const module = { exports: {}, filename: file, id: file, loaded: false };
script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
