#!/usr/bin/env node
// Compiles the server (and the contract it imports) into one ES module, apps/server/dist/main.js, so `npm start`
// runs JavaScript instead of loading TypeScript at run time (tsx took most of a 4 s warm start).
// Packages from node_modules stay imports; only our workspace code (@trilha/*) is bundled.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(root, 'apps/server/src/main.ts');
export const SERVER_BUNDLE = join(root, 'apps/server/dist/main.js');
// The resume import's PDF reader runs in a worker thread that loads it by this name beside main.js (read-pdf.ts).
const PDF_WORKER_ENTRY = join(root, 'apps/server/src/modules/resume/pdf-worker.ts');
const PDF_WORKER_BUNDLE = join(root, 'apps/server/dist/pdf-worker.js');
// Uploaded media and documents are checked in a worker thread that loads this bundle beside main.js (upload-check.ts).
const UPLOAD_WORKER_ENTRY = join(root, 'apps/server/src/modules/applications/upload-check-worker.ts');
const UPLOAD_WORKER_BUNDLE = join(root, 'apps/server/dist/upload-check-worker.js');

const nodeModulesStayExternal = {
  name: 'node-modules-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@trilha/') ? undefined : { path: args.path, external: true }));
  },
};

const bundle = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [nodeModulesStayExternal],
  });

export async function buildServer() {
  await Promise.all([
    bundle(SERVER_ENTRY, SERVER_BUNDLE),
    bundle(PDF_WORKER_ENTRY, PDF_WORKER_BUNDLE),
    bundle(UPLOAD_WORKER_ENTRY, UPLOAD_WORKER_BUNDLE),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
