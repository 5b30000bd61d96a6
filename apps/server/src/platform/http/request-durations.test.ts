import { Histogram, type Metric, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations.ts';

describe('request durations', () => {
  it("expose exactly what prom-client's own histogram exposes for the same requests", async () => {
    const [ours, theirs] = [new Registry(), new Registry()];
    const durations = new RequestDurations();
    ours.registerMetric(durations as unknown as Metric);
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: durations.help,
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [theirs],
    });
    const requests: [string, string, number, number][] = [
      ['GET', '/v1/health', 200, 0.0004],
      ['GET', '/v1/health', 200, 0.005], // on a bound: counted in it (le)
      ['GET', '/v1/health', 503, 2.2],
      ['POST', '/v1/auth', 401, 0.07],
      ['GET', 'unmatched', 404, 9],
    ];
    for (const [method, route, status, seconds] of requests) {
      durations.observe(method, route, status, seconds);
      histogram.observe({ method, route, status: String(status) }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    durations.reset();
    expect(await ours.metrics()).not.toContain('_bucket');
  });
});
