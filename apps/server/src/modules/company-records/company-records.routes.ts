import { companyRecordsApi as api } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import type { RouteTable } from '../../platform/http/register.ts';
import {
  createBookmark,
  createDependent,
  getBookmark,
  getDependent,
  listBookmarks,
  listDependents,
  removeBookmark,
  removeDependent,
  updateBookmark,
  updateDependent,
} from './company-records.service.ts';
import { createDepartment, getDepartment, listDepartments, setDepartmentMembers, setDepartmentRemoved } from './departments.service.ts';

export const companyRecordsRoutes: RouteTable['routes'] = [
  route(api.listBookmarks, ({ deps, access, query }) => listBookmarks(deps, access.workspace.id, query)),
  route(api.getBookmark, ({ deps, access, params }) => getBookmark(deps, access.workspace.id, params.id)),
  route(api.createBookmark, async ({ deps, access, body, reply }) => {
    const created = await createBookmark(deps, access.workspace.id, body);
    reply.status(201);
    return created;
  }),
  route(api.updateBookmark, ({ deps, access, params, body }) => updateBookmark(deps, access.workspace.id, params.id, body)),
  route(api.removeBookmark, ({ deps, access, params }) => removeBookmark(deps, access.workspace.id, params.id)),
  route(api.listDependents, ({ deps, access, query }) => listDependents(deps, access.workspace.id, query)),
  route(api.getDependent, ({ deps, access, params }) => getDependent(deps, access.workspace.id, params.id)),
  route(api.createDependent, async ({ deps, access, body, reply }) => {
    const created = await createDependent(deps, access.workspace.id, body.data);
    reply.status(201);
    return created;
  }),
  route(api.updateDependent, ({ deps, access, params, body }) => updateDependent(deps, access.workspace.id, params.id, body.data)),
  route(api.removeDependent, ({ deps, access, params }) => removeDependent(deps, access.workspace.id, params.id)),
  route(api.listDepartments, ({ deps, access, query }) => listDepartments(deps, access.workspace.id, query.removed)),
  route(api.getDepartment, ({ deps, access, params }) => getDepartment(deps, access.workspace.id, params.id)),
  route(api.createDepartment, async ({ deps, access, body, reply }) => {
    const created = await createDepartment(deps, access.workspace.id, body.name);
    reply.status(201);
    return created;
  }),
  route(api.removeDepartment, ({ deps, access, params }) => setDepartmentRemoved(deps, access.workspace.id, params.id, true)),
  route(api.reactivateDepartment, ({ deps, access, params }) => setDepartmentRemoved(deps, access.workspace.id, params.id, false)),
  route(api.setDepartmentMembers, ({ deps, access, params, body }) =>
    setDepartmentMembers(deps, access.workspace.id, params.id, body.userIds),
  ),
];
