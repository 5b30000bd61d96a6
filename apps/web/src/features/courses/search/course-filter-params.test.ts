import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterFromParams, paramsWith } from './course-filter-params.ts';

describe('course filter in the URL', () => {
  it('reads every field, ignoring values the filter does not know', () => {
    const filter = filterFromParams(
      new URLSearchParams(
        'type=courses&name=%20excel%20&modality=online,hybrid&modality=teleport&workload=shortterm&price=free&segment=dados&provider=senac&page=3',
      ),
    );
    expect(filter).toEqual({
      name: 'excel',
      modality: ['online', 'hybrid'],
      workload: 'shortterm',
      price: 'free',
      segment: 'dados',
      provider: 'senac',
      page: 3,
    });
    expect(activeFilterCount(filter)).toBe(5);
  });

  it('falls back to any for a missing or broken value', () => {
    expect(filterFromParams(new URLSearchParams('workload=forever&price=cheap&page=-2'))).toEqual({
      name: '',
      modality: [],
      workload: 'indifferent',
      price: 'indifferent',
      segment: '',
      provider: '',
      page: 1,
    });
  });

  it('writes a change back to page one and drops "any" values, keeping the other parameters', () => {
    const params = new URLSearchParams('type=courses&price=paid&page=4');
    expect(paramsWith(params, { workload: 'longterm', price: 'indifferent' }).toString()).toBe('type=courses&workload=longterm');
    expect(paramsWith(params, { page: 5 }).toString()).toBe('type=courses&price=paid&page=5');
    expect(paramsWith(params, { modality: ['online', 'bimodal'] }).toString()).toBe(
      'type=courses&price=paid&modality=online&modality=bimodal',
    );
  });
});
