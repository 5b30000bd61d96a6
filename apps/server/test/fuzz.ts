import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

/**
 * The fuzz tests of every module: arbitrary bodies, paths and queries never produce a 5xx. A fuzz file opens its app
 * and makes its fixture while it is collected (top-level await), so each test's title is the request it sends, ids
 * filled in.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as sent: the signed-in user's token, the X-Company header. */
export interface FuzzRequest {
  method: Method;
  url: string;
  token?: string;
  company?: string;
  headers?: Record<string, string>;
  payload?: string | object;
}

/** Who sends the requests of a test unless a request says otherwise. */
type Sender = Pick<FuzzRequest, 'token' | 'company'>;

interface Options extends Sender {
  numRuns: number;
  /** every refusal must also be in the error envelope (`error.code`) */
  envelope?: boolean;
}

export const json = fc.jsonValue({ maxDepth: 3 });
export const text = fc.string({ maxLength: 40 });

/** Any JSON, one of the `shaped` bodies, or broken JSON text: what a client could send. */
export const anyBody = (shaped: fc.Arbitrary<unknown>[], options: { text?: fc.Arbitrary<string> } = {}): fc.Arbitrary<string> =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    ...shaped.map((body) => body.map((value) => JSON.stringify(value))),
    options.text ?? text,
  );

/** Objects with some of the expected keys (and one more), each holding anything, over each of `bases` ({} unless told). */
export const shaped = (keys: string[], options: { maxKeys?: number; values?: fc.Arbitrary<unknown>; bases?: object[] } = {}) =>
  (options.bases ?? [{}]).map((base) =>
    fc
      .dictionary(fc.constantFrom(...keys, 'extra'), options.values ?? json, { maxKeys: options.maxKeys ?? 4 })
      .map((value) => ({ ...base, ...value })),
  );

/** The bodies for an endpoint that expects `keys`: `anyBody` of `shaped` ones. */
export const bodies = (keys: string[], options: Parameters<typeof shaped>[1] & { text?: fc.Arbitrary<string> } = {}) =>
  anyBody(shaped(keys, options), options);

/** A path segment: any text, URL-encoded ('x' for nothing). */
export const segment = (value: string) => encodeURIComponent(value) || 'x';

/** The test app of a fuzz file, opened while the file is collected and closed after its tests. */
export async function openFuzzApp(...options: Parameters<typeof createTestApp>): Promise<TestApp> {
  const t = await createTestApp(...options);
  afterAll(() => t.close());
  return t;
}

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.url}${request.payload === undefined ? '' : ` ${typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload)}`}`;

/** Sends `request` and expects no 5xx (and, with `envelope`, every refusal in the error envelope). */
export async function expectNo5xx(t: TestApp, request: FuzzRequest, envelope = false): Promise<LightMyRequestResponse> {
  const res = await t.request(request);
  expect(res.statusCode, `${describeRequest(request)}: ${res.body}`).toBeLessThan(500);
  if (envelope && res.statusCode >= 400) expect(res.json().error.code, res.body).toBeTypeOf('string');
  return res;
}

/** A property: every request `requests` makes (with the options' sender unless it has its own) gets no 5xx. */
export function requestsNever5xx(t: TestApp, requests: fc.Arbitrary<FuzzRequest>, options: Options): Promise<void> {
  const { numRuns, envelope, ...sender } = options;
  return fc.assert(
    fc.asyncProperty(requests, async (request) => {
      await expectNo5xx(t, { ...sender, ...request }, envelope);
    }),
    { numRuns },
  );
}

interface BodyEndpoint extends Omit<FuzzRequest, 'payload'> {
  bodies: fc.Arbitrary<string>;
  /** headers that vary with each request (an Idempotency-Key), on top of the JSON content type */
  varyHeaders?: fc.Arbitrary<Record<string, string>>;
}

/** A test per endpoint, titled with its method and its path as sent: arbitrary JSON bodies get no 5xx. */
export function fuzzBodies(t: TestApp, endpoints: BodyEndpoint[], options: Options): void {
  for (const { bodies: payloads, varyHeaders = fc.constant({}), ...endpoint } of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, () =>
      requestsNever5xx(
        t,
        fc.tuple(payloads, varyHeaders).map(([payload, headers]) => ({
          ...endpoint,
          headers: { 'content-type': 'application/json', ...endpoint.headers, ...headers },
          payload,
        })),
        options,
      ));
  }
}

/** One test: each of `paths`, made from arbitrary `values` (any text, URL-encoded, unless told), gets no 5xx. */
export function fuzzPaths<V = string>(
  t: TestApp,
  paths: ((value: V) => FuzzRequest)[],
  options: Options & { values?: fc.Arbitrary<V>; title?: string },
): void {
  const {
    values = text.map(encodeURIComponent) as unknown as fc.Arbitrary<V>,
    title = 'paths and queries with any text',
    ...rest
  } = options;
  it(title, () =>
    requestsNever5xx(
      t,
      fc.tuple(fc.constantFrom(...paths), values).map(([path, value]) => path(value)),
      rest,
    ),
  );
}

/** GET `url`: the shorthand of most fuzzed paths. */
export const get = (url: string): FuzzRequest => ({ method: 'GET', url });

/**
 * Like `fuzzPaths`, the text (one character or more) also going in the X-Company header: its printable characters,
 * `otherwise` when it has none.
 */
export function fuzzPathsAndCompany(
  t: TestApp,
  paths: ((value: string) => FuzzRequest)[],
  options: Options & { otherwise: string | undefined },
): void {
  const { otherwise, ...rest } = options;
  fuzzPaths(
    t,
    paths.map((path) => ([value, company]: [string, string | undefined]) => ({ ...path(value), company })),
    {
      ...rest,
      values: fc
        .string({ minLength: 1, maxLength: 60 })
        .map((value): [string, string | undefined] => [encodeURIComponent(value), value.replace(/[^\x20-\x7e]/g, '') || otherwise]),
    },
  );
}
