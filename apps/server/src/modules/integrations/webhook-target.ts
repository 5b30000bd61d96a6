import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from '../../platform/public-address.ts';

/**
 * Where a webhook may be delivered. In production a company's receiver must be https on a public address: the
 * server's own network (loopback, private ranges, link-local cloud metadata, unique-local) is refused, checked on the
 * address the connection really uses, so a name that resolves elsewhere later changes nothing. Outside production
 * loopback http is allowed, for local receivers and tests.
 */
export interface TargetRules {
  /** production: https and public addresses only */
  strict: boolean;
}

export const targetRulesOf = (nodeEnv: string): TargetRules => ({ strict: nodeEnv === 'production' });

const isPrivate = (address: string) => !isPublicAddress(address);

/** Whether an address may be registered: its scheme, and an address written as an IP literal. */
export function targetAllowed(url: URL, rules: TargetRules): boolean {
  if (url.protocol !== 'https:' && (rules.strict || url.protocol !== 'http:')) return false;
  if (!rules.strict) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 ? host !== 'localhost' && !host.endsWith('.localhost') : !isPrivate(host);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` a delivery's connection uses: in production, it fails on any private address the name resolves to
 * (the connection is refused before a byte is sent).
 */
export function guardedLookup(rules: TargetRules) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = rules.strict && addresses.some(({ address }) => isPrivate(address));
      if (refused) return callback(Object.assign(new Error('private address refused'), { code: 'ETARGETREFUSED' }), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first
        ? callback(null, first.address, first.family)
        : callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), []);
    });
  };
}
