import { platformApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { addDevPortalMember, createDevVerifiedConclusion, createDevVoucher } from './fixtures.service.ts';

export const devFixturesRoutes = [
  route(platformApi.createDevVoucher, ({ deps, body }) => createDevVoucher(deps, body)),
  route(platformApi.addDevPortalMember, ({ deps, body }) => addDevPortalMember(deps, body)),
  route(platformApi.createDevVerifiedConclusion, ({ deps, body }) => createDevVerifiedConclusion(deps, body)),
];
