/**
 * What the process tells a load balancer about itself: once draining (SIGTERM), readiness answers 503 while
 * requests in flight, and those that still arrive during the drain period, are served.
 */
export interface Lifecycle {
  draining: boolean;
}

export const newLifecycle = (): Lifecycle => ({ draining: false });
