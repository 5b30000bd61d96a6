import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_CLIENT_TYPES_FILE, apiClientTypes, publishedDocument } from './api-client-types.ts';

describe('the typed client package', () => {
  it('holds the types of the document the server publishes today', async () => {
    const today = await apiClientTypes(await publishedDocument());
    const committed = await readFile(API_CLIENT_TYPES_FILE, 'utf8');
    // a plain comparison: a diff of a 20,000-line file would drown the one sentence that says what to do
    expect(committed === today, 'packages/api-client/src/openapi.ts is out of date: run `npm run api-client` and commit it').toBe(true);
    expect(today).not.toContain('/v1/dev/');
  }, 30_000);
});
