import type { Queryable } from '../../platform/db/connect.ts';
import { addEvents, forgetAttempts, type KeyStats, keyStats, recordAttempt } from '../../platform/throttle.data.ts';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords an account and address pair may try before each next try waits. */
const FREE_FAILURES_PER_PAIR = 3;
/** Once this many failures hit one account from anywhere, an address that failed on it waits for the window. */
const ACCOUNT_ALERT_FAILURES = 10;
/** An address failing this often, over any accounts, is spraying: its sign-ins need a code e-mailed to the account. */
const SPRAY_FAILURES_PER_ADDRESS = 30;
/** Attempts of one address being checked at the same time (each costs an argon2 hash). */
const MAX_IN_FLIGHT_PER_ADDRESS = 20;
/**
 * How long an in-flight mark counts when its attempt never releases it (the process died during the check). A check
 * takes well under a second, so an address is refused for in-flight attempts only while that many really run, or
 * for these few seconds after a crash: never for long.
 */
const IN_FLIGHT_MARK_MS = 10_000;

/** The wait after `failures` failures of a pair: 1 s after the free ones, doubling, at most the window. */
const pairDelayMs = (failures: number) =>
  failures < FREE_FAILURES_PER_PAIR ? 0 : Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_PAIR), LOGIN_WINDOW_MS);

const keysOf = (email: string, ip: string) => ({
  pair: `login:fail:${email}|${ip}`,
  account: `login:fail-account:${email}`,
  address: `login:fail-address:${ip}`,
});

/**
 * What an attempt may do: `go` (the password decides), `wait` (rate_limited, whatever the password) or `prove`
 * (the address sprayed: the password counts only with a code e-mailed to the account, see login.service.ts).
 */
type LoginVerdict = 'go' | 'wait' | 'prove';

/**
 * The verdict from the failures recorded so far. Only failures count, so an address with none on an account is never
 * made to wait: not after other addresses failed on the account, and not while the owner signs in on several devices.
 * An address's failures over other accounts never make it wait either: one attacker behind the NAT of a school would
 * lock out the whole school. Past the spray limit they ask for a code the owner can always get instead.
 */
function verdictOf(stats: Map<string, KeyStats>, keys: ReturnType<typeof keysOf>, now: Date): LoginVerdict {
  const pair = stats.get(keys.pair) ?? { count: 0, last: null };
  if (pair.count > 0) {
    if ((stats.get(keys.account)?.count ?? 0) >= ACCOUNT_ALERT_FAILURES) return 'wait';
    if (pair.last !== null && now.getTime() - pair.last.getTime() < pairDelayMs(pair.count)) return 'wait';
  }
  return (stats.get(keys.address)?.count ?? 0) >= SPRAY_FAILURES_PER_ADDRESS ? 'prove' : 'go';
}

export interface LoginGate {
  /** the verdict now, counting the failures a parallel burst recorded since the gate opened */
  verdict(): Promise<LoginVerdict>;
  /** records a wrong password, a wrong code or an unknown account for the pair, the account and the address */
  recordFailure(): Promise<void>;
  /** ends the in-flight mark of this attempt */
  release(): Promise<void>;
}

/**
 * Opens the throttle for one sign-in attempt, or returns null when it must be refused at once (the pair already
 * waits, or the address has too many attempts in flight). The caller checks the password, asks `verdict()` again
 * (failures recorded by a parallel burst count now) and records the outcome.
 */
export async function openLoginGate(q: Queryable, email: string, ip: string, now: () => Date): Promise<LoginGate | null> {
  const keys = keysOf(email, ip);
  const since = () => new Date(now().getTime() - LOGIN_WINDOW_MS);
  const verdict = async () => verdictOf(await keyStats(q, Object.values(keys), since()), keys, now());
  if ((await verdict()) === 'wait') return null;
  const inFlight = await recordAttempt(q, [{ key: `login:in-flight:${ip}`, max: MAX_IN_FLIGHT_PER_ADDRESS }], now(), IN_FLIGHT_MARK_MS);
  if (inFlight.limited) {
    await forgetAttempts(q, inFlight.ids);
    return null;
  }
  return {
    verdict,
    recordFailure: () => addEvents(q, Object.values(keys), now()),
    release: () => forgetAttempts(q, inFlight.ids),
  };
}
