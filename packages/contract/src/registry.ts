import * as domains from './domains.ts';
import type { EndpointDefinition } from './http/endpoint.ts';

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

/**
 * Every endpoint of the contract: the definitions of every `<domain>Api` of domains.ts; the server registers exactly
 * these. Built in a pure call, so a bundle that never reads it (the web) keeps only the endpoints its screens call.
 */
export const ALL_ENDPOINTS: EndpointDefinition[] = /* @__PURE__ */ (() =>
  Object.entries(domains)
    .filter(([name]) => name.endsWith('Api'))
    .flatMap(([, api]) => Object.values(api as Record<string, unknown>).filter(isEndpoint)))();
