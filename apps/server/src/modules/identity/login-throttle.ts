import type { Queryable } from '../../platform/db/connect.ts';
import { addEvents, forgetAttempts, type KeyStats, keyStats, recordAttempt } from '../../platform/throttle.data.ts';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords an account and address pair may try before each next try waits. */
const FREE_FAILURES_PER_PAIR = 3;
/** Once this many failures hit one account from anywhere, an address that failed on it waits for the window. */
const ACCOUNT_ALERT_FAILURES = 10;
/** An address failing this often, over any accounts, waits for the window. */
const MAX_FAILURES_PER_ADDRESS = 30;
/** Attempts of one address being checked at the same time (each costs an argon2 hash). */
const MAX_IN_FLIGHT_PER_ADDRESS = 20;

/** The wait after `failures` failures of a pair: 1 s after the free ones, doubling, at most the window. */
const pairDelayMs = (failures: number) =>
  failures < FREE_FAILURES_PER_PAIR ? 0 : Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_PAIR), LOGIN_WINDOW_MS);

const keysOf = (email: string, ip: string) => ({
  pair: `login:fail:${email}|${ip}`,
  account: `login:fail-account:${email}`,
  address: `login:fail-address:${ip}`,
});

/**
 * Whether an attempt of this account and address must wait, from the failures recorded so far.
 * Only failures count, so an address with none is never refused: not after other addresses failed on
 * the account, and not while the owner signs in on several devices at once.
 */
function mustWait(stats: Map<string, KeyStats>, keys: ReturnType<typeof keysOf>, now: Date): boolean {
  if ((stats.get(keys.address)?.count ?? 0) >= MAX_FAILURES_PER_ADDRESS) return true;
  const pair = stats.get(keys.pair) ?? { count: 0, last: null };
  if (pair.count === 0) return false;
  if ((stats.get(keys.account)?.count ?? 0) >= ACCOUNT_ALERT_FAILURES) return true;
  return pair.last !== null && now.getTime() - pair.last.getTime() < pairDelayMs(pair.count);
}

export interface LoginGate {
  /** true when the attempt must be refused with rate_limited, whatever the password */
  mustWait(): Promise<boolean>;
  /** records a wrong password (or unknown account) for the pair, the account and the address */
  recordFailure(): Promise<void>;
  /** ends the in-flight mark of this attempt */
  release(): Promise<void>;
}

/**
 * Opens the throttle for one sign-in attempt, or returns null when it must be refused at once (the pair
 * already waits, or the address has too many attempts in flight). The caller checks the password, asks
 * `mustWait()` again (failures recorded by a parallel burst count now) and records the outcome.
 */
export async function openLoginGate(q: Queryable, email: string, ip: string, now: () => Date): Promise<LoginGate | null> {
  const keys = keysOf(email, ip);
  const since = () => new Date(now().getTime() - LOGIN_WINDOW_MS);
  const check = async () => mustWait(await keyStats(q, Object.values(keys), since()), keys, now());
  if (await check()) return null;
  const inFlight = await recordAttempt(q, [{ key: `login:in-flight:${ip}`, max: MAX_IN_FLIGHT_PER_ADDRESS }], now(), 60_000);
  if (inFlight.limited) {
    await forgetAttempts(q, inFlight.ids);
    return null;
  }
  return {
    mustWait: check,
    recordFailure: () => addEvents(q, Object.values(keys), now()),
    release: () => forgetAttempts(q, inFlight.ids),
  };
}
