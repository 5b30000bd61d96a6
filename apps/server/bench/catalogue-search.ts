// Position and course search at the large catalogue's size (200,000 positions, 100,000 courses), through the whole
// app, beside the plain query each replaces (ILIKE over the text and a window count, run straight on the pool):
// pages drawn over the first 50 of each search, one request at a time, so each figure is one page's own time.
import type pg from 'pg';

export interface SearchTimes {
  name: string;
  p50: number;
  p95: number;
  plainP50: number;
  plainP95: number;
  total: number;
}

interface SearchCase {
  name: string;
  /** one page of the search through the app; answers its total */
  app: (page: number) => Promise<number>;
  /** the same page with the plain query */
  plain: { text: string; values: (page: number) => unknown[] };
  pageSize: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(pages: number[], run: (page: number) => Promise<unknown>) {
  for (const page of pages.slice(0, 3)) await run(page); // warm-up: plans and caches
  const times: number[] = [];
  for (const page of pages) {
    const started = performance.now();
    await run(page);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function timeCatalogueSearch(appUrl: string, headers: Record<string, string>, pool: pg.Pool, perCase: number) {
  const get = async (path: string) => {
    const response = await fetch(`${appUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { total: number }).total;
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${appUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { total: number }).total;
  };
  const plainPositions = (text: boolean) =>
    `select p.id, count(*) over () as total from positions p
     where p.status = 'active' and p.category_id = any($1::int[]) and p.state_code = any($2::text[]) and p.salary_monthly_min >= $3
       ${text ? "and p.search_text ilike '%' || $5 || '%'" : 'and $5::text is not null'}
     order by p.published_at desc limit 15 offset $4`;
  const cases: SearchCase[] = [
    {
      name: 'positions: category, state, salary',
      app: (page) => get(`/v1/suggestions?categoryList=5&categoryList=6&locationStateList=SP&salary=3000&page=${page}`),
      plain: { text: plainPositions(false), values: (page) => [[5, 6], ['SP'], 3000, (page - 1) * 15, ''] },
      pageSize: 15,
    },
    {
      name: 'positions: text + the three filters',
      app: (page) => get(`/v1/suggestions?text=analista&categoryList=5&categoryList=6&locationStateList=SP&salary=3000&page=${page}`),
      plain: { text: plainPositions(true), values: (page) => [[5, 6], ['SP'], 3000, (page - 1) * 15, 'analista'] },
      pageSize: 15,
    },
    {
      name: 'courses: name, modality, price',
      app: (page) => post('/v1/courses/search', { name: 'dados', modality: 'online', price: 'paid', page }),
      plain: {
        text: `select c.id, count(*) over () as total from courses c
          where c.search_text ilike '%' || $1 || '%' and c.modality = 'online' and c.price_cents > 0
          order by c.created_at desc limit 12 offset $2`,
        values: (page) => ['dados', (page - 1) * 12],
      },
      pageSize: 12,
    },
    {
      name: 'courses: segment, workload, free',
      app: (page) => post('/v1/courses/search', { segment: 'tecnologia', workload: 'longterm', price: 'free', page }),
      plain: {
        text: `select c.id, count(*) over () as total from courses c join course_segments s on s.id = c.segment_id
          where s.slug = $1 and c.workload_hours > 40 and c.price_cents = 0 order by c.created_at desc limit 12 offset $2`,
        values: (page) => ['tecnologia', (page - 1) * 12],
      },
      pageSize: 12,
    },
  ];
  const results: SearchTimes[] = [];
  for (const search of cases) {
    const total = await search.app(1);
    const last = Math.max(1, Math.min(50, Math.ceil(total / search.pageSize)));
    const pages = Array.from({ length: perCase }, (_, index) => 1 + (index % last));
    const app = await timed(pages, search.app);
    const plain = await timed(pages, (page) => pool.query(search.plain.text, search.plain.values(page)));
    results.push({
      name: search.name,
      total,
      p50: percentile(app, 50),
      p95: percentile(app, 95),
      plainP50: percentile(plain, 50),
      plainP95: percentile(plain, 95),
    });
  }
  return results;
}
