import type { RouteObject } from 'react-router';

/**
 * Where a domain's routes hang in the app's route tree (app/routes.tsx assembles them):
 * - public: public screens (menu hidden); a signed-in user goes to /
 * - open: reachable signed in or not
 * - session: need a session (outside any workspace shell)
 * - individual, business, aggregator: inside the shell of /my, /c/:companyDomain, /p/:companyDomain
 * - company: inside both /c/:companyDomain and /p/:companyDomain
 * - account: sections of /account (children of the account layout the identity domain declares)
 */
export type RouteSlot = 'public' | 'open' | 'session' | 'individual' | 'business' | 'aggregator' | 'company' | 'account';

/** The routes one domain adds: features/<domain>/routes.tsx exports one of these as its default. */
export type DomainRoutes = Partial<Record<RouteSlot, RouteObject[]>>;
