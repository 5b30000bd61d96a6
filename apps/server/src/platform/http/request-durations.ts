const NAME = 'http_request_duration_seconds';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

interface Series {
  labels: { method: string; route: string; status: string };
  /** requests per bucket (not cumulative), the last one past every bound (+Inf) */
  counts: number[];
  sum: number;
  count: number;
}

type Value = { value: number; labels: Record<string, string | number>; metricName: string };

/**
 * The request latency histogram, `http_request_duration_seconds{method, route, status}` with prom-client's default
 * buckets, registered in a prom-client registry as a metric of its own (`registry.registerMetric`): its exposition is
 * prom-client's, but recording a request is a map lookup by a plain key and a bucket count. prom-client's Histogram
 * validated and hashed the labels on every observation, even through a child: 1.6 µs of the ~100 µs a
 * `GET /v1/health` costs (a CPU profile of npm run bench), the largest part of what request metrics cost.
 */
export class RequestDurations {
  readonly name = NAME;
  readonly help = 'HTTP requests by method, route and status, with their latency';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, counts: new Array(BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.#series.set(key, series);
    }
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] ?? 0)) bucket++;
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count++;
  }

  /** prom-client's shape of a histogram's values: cumulative `_bucket` lines with `le`, then `_sum` and `_count`. */
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Value[] }> {
    const values: Value[] = [];
    for (const { labels, counts, sum, count } of this.#series.values()) {
      let cumulative = 0;
      counts.forEach((inBucket, index) => {
        cumulative += inBucket;
        values.push({ value: cumulative, labels: { le: BUCKETS[index] ?? '+Inf', ...labels }, metricName: `${NAME}_bucket` });
      });
      values.push({ value: sum, labels, metricName: `${NAME}_sum` }, { value: count, labels, metricName: `${NAME}_count` });
    }
    return Promise.resolve({ name: NAME, help: this.help, type: this.type, aggregator: this.aggregator, values });
  }

  reset(): void {
    this.#series.clear();
  }
}
