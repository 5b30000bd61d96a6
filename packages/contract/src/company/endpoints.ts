import { defineEndpoint } from '../http/endpoint.ts';
import {
  companyDetailsForm,
  companyDetailsResponse,
  companyDetailsUsForm,
  companyDetailsUsResponse,
  companyInfo,
  companyLinkedinBody,
  companyQuery,
} from './schemas.ts';

/**
 * The company data of the admin center (prefix -/): the company is the X-Company header's.
 * Reads need the admin center (support staff read while the company allows support); writes need
 * 'workspace.manage': the company data is the workspace's own registration, like its name and images, which the
 * same people manage (docs/product.md, Roles and permissions); support staff never hold it.
 */
const tag = 'company admin';
const company = { from: 'company-header' } as const;

export const getCompany = defineEndpoint({
  method: 'GET',
  path: '/v1/-/company',
  summary:
    'The company of the admin center: region, status, payment exemption, support mode, LinkedIn id and whether promotion tools apply',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  query: companyQuery,
  responses: { 200: companyInfo },
});

export const updateCompany = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/company',
  summary: 'Sets (or, empty, clears) the LinkedIn company id: one only, digits',
  tag,
  access: 'session',
  scope: company,
  permission: 'workspace.manage',
  body: companyLinkedinBody,
  responses: { 200: companyInfo },
});

export const getCompanyDetails = defineEndpoint({
  method: 'GET',
  path: '/v1/-/company/details',
  summary: 'The Brazilian company data form (legal and trade name, CNPJ, registrations, contact, address); null before the first save',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  responses: { 200: companyDetailsResponse },
});

export const updateCompanyDetails = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/company/details',
  summary: 'Saves the Brazilian company data form (CNPJ with check digits)',
  tag,
  access: 'session',
  scope: company,
  permission: 'workspace.manage',
  body: companyDetailsForm,
  responses: { 200: companyDetailsResponse },
});

export const getCompanyDetailsUs = defineEndpoint({
  method: 'GET',
  path: '/v1/-/company/details_us',
  summary: 'The company data form of a US company (EIN, ZIP code, state); null before the first save',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  responses: { 200: companyDetailsUsResponse },
});

export const updateCompanyDetailsUs = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/company/details_us',
  summary: 'Saves the company data form of a US company',
  tag,
  access: 'session',
  scope: company,
  permission: 'workspace.manage',
  body: companyDetailsUsForm,
  responses: { 200: companyDetailsUsResponse },
});
