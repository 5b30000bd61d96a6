/** Ids of the layout routes whose loader data screens read (useRouteLoaderData). */
export const ROUTE_IDS = {
  session: 'session',
  individual: 'individual',
  business: 'business',
  aggregator: 'aggregator',
} as const;
