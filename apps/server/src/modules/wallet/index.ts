// The wallet module's public surface (issue 14).
export { walletRoutes } from './wallet.routes.ts';
