import type { RouteObject } from 'react-router';
import { page } from '../../lib/routing/route-helpers.ts';

/** Identity's public screens (signed out, menu hidden): in the first page's route table, the rest is found later. */
const publicRoutes: RouteObject[] = [
  { path: 'login', ...page(() => import('./login/login-page.tsx')) },
  { path: 'register', ...page(() => import('./register/register-page.tsx')) },
  { path: 'register/:type', ...page(() => import('./register/register-page.tsx')) },
  { path: 'recovery', ...page(() => import('./recovery/recovery-page.tsx')) },
  { path: 'access/changepassword/:language/:code', ...page(() => import('./recovery/change-password-page.tsx')) },
];

export default publicRoutes;
