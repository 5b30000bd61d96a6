import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy (Node 21+) when it prints a failure; Node 20 lacks it.
const mapWithGroupBy = Map as unknown as { groupBy?: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]> };
mapWithGroupBy.groupBy ??= <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
};

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on the 2-core CI machine, one file at a time. The server tests
    // spend much of their time waiting on PostgreSQL (fsync on), so two files at once use the idle CPU: 537 s → about
    // 410 s for the server suite there, each file still on a database of its own.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // the repository's own checks (lint plugin, import boundaries, unused code), each shown failing on a broken sample
      { test: { name: 'tooling', include: ['tooling/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file builds its own app on its own database, so files share nothing but the modules loaded: a
          // worker keeps them loaded from file to file instead of importing the whole server again for each of
          // 175 files (the server suite's wall time 645 s → 372 s on 2 cores). Spies are put back after each
          // test, so one file's stand-in never reaches the next.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite-*.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
