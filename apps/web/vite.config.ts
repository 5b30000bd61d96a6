import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ICONS, appIcons } from './vite-app-icons.ts';
import { earlyPreloads } from './vite-early-preloads.ts';
import { firstPage } from './vite-first-page.ts';
import { loadedPreloads } from './vite-loaded-preloads.ts';
import { precompress } from './vite-precompress.ts';
import { webContract } from './vite-web-contract.ts';

const preloads = loadedPreloads();

// A feature's public.ts (the only file of it other features import) holds re-exports only: told it has no side effects,
// the bundler takes the one module a name comes from, not every module the file re-exports (a re-exported screen part
// whose top level runs code, or imports a stylesheet, would otherwise come along with a query's options).
const publicFilesPure: Plugin = {
  name: 'trilha:public-files-pure',
  transform(code, id) {
    if (/[\\/]src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/.test(id)) return { code, map: null, moduleSideEffects: false };
  },
};
// what the sign-in's first paint runs: the entry, and the lazy layout, guard and screen of /login (app/routes.tsx,
// features/identity/public-routes.tsx)
const signIn = firstPage(import.meta.dirname, 'src/main.tsx', [
  'src/lib/shell/public-layout.tsx',
  'src/lib/session/guards.ts',
  'src/features/identity/login/login-page.tsx',
]);

// The installable, offline app: the web app manifest and the Workbox service worker src/sw.ts, built to
// dist/sw.js. lib/offline/service-worker.ts registers it once the first screen is up (not in the sign-in's budget) and
// offers "Atualizar" when a new version waits (registerType 'prompt': never a silent swap).
const offlineApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Trilha: carreira e aprendizagem',
    short_name: 'Trilha',
    description: 'Vagas, candidaturas, conteúdos e trilhas de aprendizagem.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#0b7285',
    background_color: '#ffffff',
    icons: APP_ICONS.filter((icon) => !icon.file.includes('apple')).map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  },
  injectManifest: {
    // The app shell: the HTML every screen starts from, what it runs before its first screen and the icons, and the
    // reader of the data kept for offline (app/router.tsx imports it only when started offline, so it is never fetched
    // online). A screen's own code is kept the first time it is fetched (src/sw.ts), not all downloaded up front on a
    // prepaid plan.
    globPatterns: [
      'index.html',
      'favicon.svg',
      'icons/*.png',
      'assets/{index,framework,sign-in,found-routes,floating-ui,restore,forget-responses}-*.{js,css}',
    ],
    globIgnores: ['**/*.{br,gz}'],
  },
});

export default defineConfig({
  plugins: [
    webContract(),
    publicFilesPure,
    react(),
    appIcons(),
    offlineApp,
    precompress(),
    preloads.plugin,
    signIn.plugin,
    earlyPreloads('found-routes'),
  ],
  server: {
    port: 5173,
    proxy: { '/v1': 'http://localhost:3000', '/docs': 'http://localhost:3000', '/sandbox-pay': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // What every screen runs before its first render, in two files instead of sixty: fewer requests and one gzip
        // dictionary (separate small chunks compress worse). The other screens' Mantine components stay split per
        // component; zod comes with the first screen that runs a schema (a form), not with every screen.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
            // the sign-in's first paint, the app's modules and the Mantine ones they import, in one file
            // (vite-first-page.ts); the signed-in pages load it too
            { name: 'sign-in', test: signIn.test },
            // the domains' route tables, found together on the first navigation past the public screens (app/router.tsx):
            // one file, not one per domain
            {
              name: 'found-routes',
              test: /[\\/]src[\\/](features[\\/][^\\/]+[\\/]routes\.tsx|app[\\/]discovered-routes\.tsx|app[\\/]found-domains\.ts)$/,
              // not the helpers they share with the public screens
              includeDependenciesRecursively: false,
            },
            // Mantine's floating layer (menus and popovers, their overlay, focus trap, portal and positioning) with the
            // avatar, badge and grid every signed-in shell shows: one file instead of several on a signed-in first page
            // (on HTTP/1.1 each costs a round trip), none of it on the sign-in. Only leaf components: a shared helper
            // (create-safe-context, Combobox) grouped here made chunks import each other and run out of order.
            {
              name: 'floating-ui',
              test: /[\\/]node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Menu|Overlay|FocusTrap|Portal|Avatar|Badge|Container|SimpleGrid)[\\/])/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      // The contract's schemas are built at module top level; told that every z call (and every call or property
      // read on its result: z.string().trim().min(1)) is pure, and that only errors/zod-messages.ts has side effects
      // (the contract's package.json), the bundler drops the schemas a screen does not run instead of shipping them,
      // zod and libphonenumber with every page. Endpoints reach the web as method and path only
      // (vite-web-contract.ts).
      treeshake: {
        manualPureFunctions: ['z'],
      },
    },
  },
});
