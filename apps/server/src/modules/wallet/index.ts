// The wallet module's public surface (issue 14).
export { registerWalletHttp } from './sandbox-pay.routes.ts';
export { walletRoutes } from './wallet.routes.ts';
export { walletTasks } from './wallet.tasks.ts';
