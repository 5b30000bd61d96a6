// Build step after `vite build`: renders the sign-in screen to static HTML (src/app/prerender/login.tsx) and writes
// dist/login.html, the built index.html with that markup inside #root, with its brotli and gzip twins. The server
// sends it for /login, so the first paint does not wait for the JavaScript (Lighthouse's FCP and LCP).
// The prerendered form is disabled until the app takes over: nothing typed before then can be lost.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const ssrOut = join(root, 'dist-ssr');

await build({
  root,
  logLevel: 'warn',
  // only the bundle to run in Node: no precompressed twins, no public files
  plugins: [],
  publicDir: false,
  build: { ssr: 'src/app/prerender/login.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  ssr: { noExternal: ['@trilha/contract'] },
});

try {
  const { renderLogin } = await import(pathToFileURL(join(ssrOut, 'login.js')).href);
  const markup = (await renderLogin())
    // inert until the app is live: inputs and buttons disabled, so nothing typed is dropped when the app replaces them
    .replace(/<(input|button)\b/g, '<$1 disabled=""');
  const index = await readFile(join(dist, 'index.html'), 'utf8');
  // The text of the screen is Latin: its font file is fetched with the HTML instead of after the stylesheet, so
  // the swap to Inter (which repaints the largest text) does not come late.
  const latinFont = (await readdir(join(dist, 'assets'))).find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name));
  const fontPreload = latinFont ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${latinFont}" />` : '';
  const page = index
    // The first paint needs only this HTML and the stylesheet: module preloads of the whole app would share the
    // connection with the stylesheet and hold the paint back on a slow network. The app's imports still load in
    // parallel once the entry runs.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<html lang="pt-BR">', '<html lang="pt-BR" data-mantine-color-scheme="light">')
    .replace('<title>Trilha</title>', `<title>Entrar · Trilha</title>${fontPreload}`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="/login" aria-busy="true">${markup}</div>`);
  if (page === index || !page.includes('data-prerendered')) throw new Error('dist/index.html has no empty #root to fill');
  const file = join(dist, 'login.html');
  await writeFile(file, page);
  const bytes = Buffer.from(page);
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  console.log(`[prerender] dist/login.html (${(bytes.length / 1024).toFixed(1)} KiB)`);
} finally {
  await rm(ssrOut, { recursive: true, force: true });
}
