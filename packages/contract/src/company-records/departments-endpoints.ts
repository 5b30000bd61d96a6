import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { itemsOf } from '../lookups/schemas.ts';
import { departmentBody, departmentItem, departmentMembersBody } from './schemas.ts';

/** The company's departments (admin center records; positions name them). The company is the X-Company header's. */
const tag = 'departments';
const company = { from: 'company-header' } as const;
const idParams = z.object({ id: z.string().min(1).max(200) });

export const listDepartments = defineEndpoint({
  method: 'GET',
  path: '/v1/-/departments',
  summary: 'The company’s departments, active or removed, by name, with how many positions each holds',
  tag,
  access: 'session',
  scope: company,
  // everyone in the company reads its departments (positions name them); so does support staff in the admin center
  permission: 'workspace.view',
  query: z.object({ removed: z.preprocess((value) => value === 'true' || value === true, z.boolean()).default(false) }),
  responses: { 200: itemsOf(departmentItem) },
});

export const getDepartment = defineEndpoint({
  method: 'GET',
  path: '/v1/-/departments/:id',
  summary: 'One department with its position counts',
  tag,
  access: 'session',
  scope: company,
  // everyone in the company reads its departments (positions name them); so does support staff in the admin center
  permission: 'workspace.view',
  params: idParams,
  responses: { 200: departmentItem },
});

export const createDepartment = defineEndpoint({
  method: 'POST',
  path: '/v1/-/departments',
  summary: 'Creates a department; a name in use (case ignored) is refused with department.exists',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.departments.manage',
  body: departmentBody,
  responses: { 201: departmentItem },
});

export const removeDepartment = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/departments/:id',
  summary: 'Removes a department (its positions keep it; it may be reactivated)',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.departments.manage',
  params: idParams,
  responses: { 200: departmentItem },
});

export const reactivateDepartment = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/departments/:id',
  summary: 'Reactivates a removed department',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.departments.manage',
  params: idParams,
  responses: { 200: departmentItem },
});

export const setDepartmentMembers = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/departments/:id/members',
  summary:
    'Places members of the company in an active department (a person works in one department: one in another moves here). Training later assigned to the department reaches them',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.departments.manage',
  params: idParams,
  body: departmentMembersBody,
  responses: { 200: z.object({ members: z.number() }) },
});
