import type { EndpointDefinition } from '@trilha/contract';
import { type Options, send, urlOf } from './client.ts';

/** A file the API answered with: its bytes and the name the server gives it (Content-Disposition), if any. */
interface ApiFile {
  blob: Blob;
  name: string | null;
}

const fileOf = async (response: Response): Promise<ApiFile> => ({
  blob: await response.blob(),
  name: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null,
});

/** Calls a contract endpoint that answers with a file (a CSV export), with the same headers and failures as api(). */
export async function apiFile<E extends EndpointDefinition>(
  endpoint: E,
  options: Options<E> & { accept?: string } = {} as Options<E>,
): Promise<ApiFile> {
  return fileOf(await send(endpoint.method, urlOf(endpoint, options), options.accept ?? '*/*', options));
}

/** Reads a file at a URL the API gave (an application's resume or video answer), as the session, like any call. */
export async function apiFileAt(url: string, options: { signal?: AbortSignal } = {}): Promise<ApiFile> {
  return fileOf(await send('GET', url, '*/*', options));
}
