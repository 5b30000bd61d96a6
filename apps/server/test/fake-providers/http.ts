// The plumbing the fake payment providers share: a node:http server on a free loopback port that records what it was
// asked and can be told to misbehave (answer 5xx, answer too late, answer something that is not the provider's shape).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next answers go wrong: 'none' answers as the provider would. */
type FakeFailure = 'none' | 'server-error' | 'slow' | 'malformed';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeServer {
  /** base address, e.g. http://127.0.0.1:41234 */
  url: string;
  /** every request received, oldest first */
  requests: FakeRequest[];
  /** makes every following answer go wrong this way until set back to 'none' */
  fail(failure: FakeFailure): void;
  close(): Promise<void>;
}

/** How long a 'slow' answer waits: longer than any adapter timeout the tests configure. */
const SLOW_MS = 3000;

export async function startFakeServer(handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  let failure: FakeFailure = 'none';
  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (response.destroyed) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
    response.end(text);
  };
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname + url.search,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      if (failure === 'server-error') return send(response, 503, { error: 'temporarily unavailable' });
      if (failure === 'malformed') return send(response, 200, '<html>upstream proxy says hello</html>');
      const answer = await handle(request);
      if (failure === 'slow') setTimeout(() => send(response, answer.status, answer.body, answer.headers), SLOW_MS).unref();
      else send(response, answer.status, answer.body, answer.headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(next) {
      failure = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Parses an application/x-www-form-urlencoded body (Stripe's request format) into a flat record. */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** Parses a JSON body, or {} when it is not JSON. */
export function jsonFields(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
