import { writeFile } from 'node:fs/promises';
import { API_CLIENT_TYPES_FILE, apiClientTypes, publishedDocument } from '../platform/http/api-client-types.ts';

// Writes the typed client's types (packages/api-client/src/openapi.ts) from the API's document as it is now.
await writeFile(API_CLIENT_TYPES_FILE, await apiClientTypes(await publishedDocument()));
console.log(`[api-client] wrote ${API_CLIENT_TYPES_FILE}`);
