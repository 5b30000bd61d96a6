/** Ids of the layout routes whose loader data screens read (useRouteLoaderData), and of the root. */
export const ROUTE_IDS = {
  /** the root layout, where the routes found on navigation are patched in (app/router.tsx) */
  root: 'root',
  session: 'session',
  individual: 'individual',
  business: 'business',
  aggregator: 'aggregator',
} as const;
