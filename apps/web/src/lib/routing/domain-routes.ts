import type { RouteObject } from 'react-router';

/**
 * Where a domain's routes hang in the app's route tree (app/discovered-routes.tsx assembles them). A domain's public
 * screens (menu hidden; a signed-in user goes to /) are not a slot: features/<domain>/public-routes.tsx default-exports
 * them, and they are in the first page's route table (app/routes.tsx); the slots below are found on the first
 * navigation elsewhere (app/router.tsx):
 * - open: reachable signed in or not
 * - session: need a session (outside any workspace shell)
 * - individual, business, aggregator: inside the shell of /my, /c/:companyDomain, /p/:companyDomain
 * - company: inside both /c/:companyDomain and /p/:companyDomain
 * - account: sections of /account (children of the account layout the identity domain declares)
 */
export type RouteSlot = 'open' | 'session' | 'individual' | 'business' | 'aggregator' | 'company' | 'account';

/** The routes one domain adds: features/<domain>/routes.tsx exports one of these as its default. */
export type DomainRoutes = Partial<Record<RouteSlot, RouteObject[]>>;
