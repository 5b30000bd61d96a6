#!/usr/bin/env node
// Compiles the server (and the contract it imports) into one ES module, apps/server/dist/main.js, so `npm start`
// runs JavaScript instead of loading TypeScript at run time (tsx took most of a 4 s warm start, issue 9).
// Packages from node_modules stay imports; only our workspace code (@trilha/*) is bundled.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(root, 'apps/server/src/main.ts');
export const SERVER_BUNDLE = join(root, 'apps/server/dist/main.js');

const nodeModulesStayExternal = {
  name: 'node-modules-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@trilha/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [nodeModulesStayExternal],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
