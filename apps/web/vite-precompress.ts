// Writes a brotli (.br) and a gzip (.gz) twin beside every text asset of the build, once, at the highest levels:
// the server sends them as they are (@fastify/static `preCompressed`), so no request pays for compression.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'trilha-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    // after every other plugin's last step: the service worker (vite-plugin-pwa) is written then
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const source = await readFile(path);
          // Below one packet compression saves nothing worth a second file.
          if (source.length < 1024) continue;
          const brotli = brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          await writeFile(`${path}.br`, brotli);
          await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}
