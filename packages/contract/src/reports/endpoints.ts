import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { careerHistory, companyReport, hiringReport, periodQuery, reportQuery } from './schemas.ts';

/**
 * Career and reports (/my/career; /c/:companyDomain/career and /reports share one screen;
 * /p/:companyDomain/reports). Periods start no earlier than 2015-01-01 and default to the last 12 months.
 */
const tag = 'reports';
const company = { from: 'company-header' } as const;

export const getCareer = defineEndpoint({
  method: 'GET',
  path: '/v1/career',
  summary: 'The caller’s history: applications by month and outcome, the timeline of their applications and their learning',
  tag,
  access: 'session',
  scope: 'user',
  query: periodQuery,
  responses: { 200: careerHistory },
});

export const getCompanyReport = defineEndpoint({
  method: 'GET',
  path: '/v1/-/reports',
  summary:
    'The company’s pipeline over a period: applications per month, per stage and per position, time to answer, hires, learning completions. Recruiters without access to every position see only the positions they are linked to',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  apiScope: 'reports:read',
  query: reportQuery,
  responses: { 200: companyReport },
});

export const exportCompanyReport = defineEndpoint({
  method: 'GET',
  path: '/v1/-/reports.csv',
  summary: 'The monthly series of the company report as CSV (text/csv, UTF-8 with BOM, header row in pt-BR)',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  apiScope: 'reports:read',
  query: reportQuery,
  responses: { 200: z.string() },
});

export const getHiringReport = defineEndpoint({
  method: 'GET',
  path: '/v1/-/reports/hiring',
  summary:
    'Hiring analytics over a period: the funnel of stages with each one’s conversion, time to hire (median, 75th percentile, by month), the median time in each stage, applications and hires per source, and how many candidates started and finished each step of applying. Recruiters without access to every position see only the positions they are linked to',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  apiScope: 'reports:read',
  query: reportQuery,
  responses: { 200: hiringReport },
});

export const exportHiringReport = defineEndpoint({
  method: 'GET',
  path: '/v1/-/reports/hiring.csv',
  summary:
    'The hiring analytics as CSV (text/csv, UTF-8 with BOM): one table per part (funnel, time to hire, by month, time in stage, sources, steps), each under a pt-BR header row',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  apiScope: 'reports:read',
  query: reportQuery,
  responses: { 200: z.string() },
});
