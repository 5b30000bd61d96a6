import { describe, expect, it } from 'vitest';
import { isFiltered, readWorklistFilters, worklistSearch } from './worklist-filters.ts';

const DEPARTMENT = '3f1c2a7e-9b0d-4c1e-8a2b-5d6e7f809a1b';

describe('the worklist filters in the address', () => {
  it('reads every filter, and falls back to the defaults for what is missing or malformed', () => {
    expect(readWorklistFilters(new URLSearchParams())).toEqual({
      status: 'active',
      query: '',
      department: null,
      city: null,
      recruiter: null,
      sort: 'recent',
      page: 1,
    });
    expect(
      readWorklistFilters(
        new URLSearchParams(`status=paused&query=%20dados%20&department=${DEPARTMENT}&city=3550308&recruiter=x&sort=title&page=3`),
      ),
    ).toEqual({ status: 'paused', query: 'dados', department: DEPARTMENT, city: 3550308, recruiter: null, sort: 'title', page: 3 });
    expect(readWorklistFilters(new URLSearchParams('status=gone&sort=salary&city=-4&page=zero'))).toMatchObject({
      status: 'active',
      sort: 'recent',
      city: null,
      page: 1,
    });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const filters = readWorklistFilters(new URLSearchParams('status=active&query=dados'));
    expect(worklistSearch(filters)).toBe('status=active&query=dados');
    const all = { ...filters, department: DEPARTMENT, city: 3550308, recruiter: DEPARTMENT, sort: 'published' as const, page: 2 };
    expect(readWorklistFilters(new URLSearchParams(worklistSearch(all)))).toEqual(all);
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(readWorklistFilters(new URLSearchParams('status=draft&sort=title')))).toBe(false);
  });
});
