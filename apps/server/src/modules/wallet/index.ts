// The wallet module's public surface.
import type { ServerModule } from '../module.ts';
import { walletRoutes } from './wallet.routes.ts';
import { walletTasks } from './wallet.tasks.ts';

export { registerWalletHttp } from './sandbox-pay.routes.ts';
export { insertVoucher } from './wallet.data.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const walletModule: ServerModule = {
  name: 'wallet',
  routes: walletRoutes,
  tasks: walletTasks,
};
