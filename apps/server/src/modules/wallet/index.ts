// The wallet module's public surface (issue 14).
export { registerWalletHttp } from './sandbox-pay.routes.ts';
export { walletJobs } from './wallet.jobs.ts';
export { walletRoutes } from './wallet.routes.ts';
