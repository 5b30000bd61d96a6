// The certificates module's public surface: what a verified conclusion earns, and where anyone checks it.
import type { ServerModule } from '../module.ts';
import { certificatesRoutes } from './certificates.routes.ts';

export { issueCertificatesFor } from './certificates.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const certificatesModule: ServerModule = {
  name: 'certificates',
  routes: certificatesRoutes,
};
