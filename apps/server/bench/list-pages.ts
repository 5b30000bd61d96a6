// Latency of list pages at 100,000 rows through the real app: pages drawn uniformly over each list (first,
// middle, last and everything between), one request at a time, so each figure is one page's own time.

export interface ListSample {
  name: string;
  /** a URL for page `page` */
  url: (page: number) => string;
  /** rows in the list, to know its last page */
  total: number;
}

/** mulberry32: the same pages on every run */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface PageTimes {
  name: string;
  pages: number;
  p50: number;
  p95: number;
  max: number;
}

export async function timePages(samples: ListSample[], headers: Record<string, string>, perList: number, limit: number) {
  const next = random(9);
  const all: number[] = [];
  const results: PageTimes[] = [];
  for (const sample of samples) {
    const last = Math.max(1, Math.ceil(sample.total / limit));
    const pages = [1, last, ...Array.from({ length: perList - 2 }, () => 1 + Math.floor(next() * last))];
    for (const page of pages.slice(0, 3)) await fetch(sample.url(page), { headers }); // warm-up: plans and caches
    const times: number[] = [];
    for (const page of pages) {
      const started = performance.now();
      const response = await fetch(sample.url(page), { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${sample.name} page ${page} answered ${response.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    results.push({
      name: sample.name,
      pages: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? 0,
    });
  }
  all.sort((a, b) => a - b);
  return { results, p95: percentile(all, 95) };
}
