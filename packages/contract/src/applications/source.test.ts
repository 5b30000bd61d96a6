import { describe, expect, it } from 'vitest';
import { applicationSourceIn, applicationSourceOf, startApplicationBody, withSource } from './schemas.ts';

/** An address's query as the web and the server read it (the contract has no DOM types). */
const query = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('where an application came from', () => {
  it('normalises a link’s origin: trimmed, lowercase, letters, digits, _ and -, at most 40; anything else is direct', () => {
    expect(applicationSourceOf('  LinkedIn ')).toBe('linkedin');
    expect(applicationSourceOf('grupo_whats-2')).toBe('grupo_whats-2');
    expect(applicationSourceOf('x'.repeat(40))).toBe('x'.repeat(40));
    for (const odd of ['', '   ', 'x'.repeat(41), 'linked in', 'café', '"><script>', 'a/b'])
      expect(applicationSourceOf(odd)).toBe('direct');
  });

  it('reads ?origem= first, then utm_source; none named is null', () => {
    expect(applicationSourceIn(query({ utm_source: 'Instagram' }))).toBe('instagram');
    expect(applicationSourceIn(query({ origem: 'job_alert', utm_source: 'instagram' }))).toBe('job_alert');
    expect(applicationSourceIn(query({ origem: '??' }))).toBe('direct');
    expect(applicationSourceIn(query({ from: '2025-01-01' }))).toBeNull();
  });

  it('names the origin in an address, beside its own query', () => {
    expect(withSource('/my/discovery/position/p1', 'job_alert')).toBe('/my/discovery/position/p1?origem=job_alert');
    expect(withSource('/vagas/p1?x=1', 'linkedin')).toBe('/vagas/p1?x=1&origem=linkedin');
  });

  it('the apply body takes an optional source, normalised case and spaces, refusing the rest', () => {
    const positionId = '40000000-0000-4000-8000-000000000001';
    expect(startApplicationBody.parse({ positionId })).toEqual({ positionId, aggregator: null });
    expect(startApplicationBody.parse({ positionId, source: ' LinkedIn ' }).source).toBe('linkedin');
    const refused = startApplicationBody.safeParse({ positionId, source: 'linked in' });
    expect(refused.error?.issues[0]?.message).toBe('application.invalid_source');
    expect(startApplicationBody.safeParse({ positionId, source: 'x'.repeat(41) }).success).toBe(false);
  });
});
