// Types of bench-report.mjs, for the TypeScript benchmarks (apps/server/bench) and the tooling tests that import it.

export declare function captureLog(): { stop(): string[] };

export declare function replaceSection(text: string | undefined, section: { id: string; title: string; body: string }): string;

export declare function recordBenchmark(run: {
  id: string;
  title: string;
  lines: string[];
  envPrefixes?: string[];
  file?: string;
  now?: Date;
}): void;
