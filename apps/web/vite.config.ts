import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loadedPreloads } from './vite-loaded-preloads.ts';
import { precompress } from './vite-precompress.ts';

const preloads = loadedPreloads();

export default defineConfig({
  plugins: [react(), precompress(), preloads.plugin],
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
        // What every screen runs before its first render, in one file instead of a dozen: fewer requests and one
        // gzip dictionary (separate small chunks compress worse). Mantine stays split per component.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zod)[\\/]/,
            },
          ],
        },
      },
      // The contract's schemas and endpoints are built at module top level; told these calls are pure (and the
      // contract that only zod-messages.ts has side effects, package.json), the bundler drops what a screen does not
      // use instead of shipping every schema (and libphonenumber) with the sign-in page.
      treeshake: {
        manualPureFunctions: [
          'z.object',
          'z.string',
          'z.number',
          'z.boolean',
          'z.enum',
          'z.union',
          'z.null',
          'z.array',
          'z.literal',
          'z.coerce.number',
          'z.preprocess',
          'z.discriminatedUnion',
          'defineEndpoint',
        ],
      },
    },
  },
});
