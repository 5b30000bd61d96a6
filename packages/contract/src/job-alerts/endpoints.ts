import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { itemsOf } from '../lookups/schemas.ts';
import { jobAlert, jobAlertBody, jobAlertUnsubscribe } from './schemas.ts';

const tag = 'job-alerts';
const params = z.object({ id: z.string().min(1).max(200) });

export const listJobAlerts = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/job-alerts',
  summary: 'The caller’s job alerts, newest first (at most 10)',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: itemsOf(jobAlert) },
});

export const createJobAlert = defineEndpoint({
  method: 'POST',
  path: '/v1/myself/job-alerts',
  summary:
    'Saves a job search as an alert (its text as `query`, its filters as the job search takes them): new matching positions are e-mailed once each, in the e-mail summary’s rhythm or at once; at most 10 per person',
  tag,
  access: 'session',
  scope: 'user',
  body: jobAlertBody,
  responses: { 201: jobAlert },
});

export const updateJobAlert = defineEndpoint({
  method: 'PUT',
  path: '/v1/myself/job-alerts/:id',
  summary: 'Changes an alert’s text, filters or frequency (positions already e-mailed are not sent again)',
  tag,
  access: 'session',
  scope: 'user',
  params,
  body: jobAlertBody,
  responses: { 200: jobAlert },
});

export const deleteJobAlert = defineEndpoint({
  method: 'DELETE',
  path: '/v1/myself/job-alerts/:id',
  summary: 'Deletes one of the caller’s alerts',
  tag,
  access: 'session',
  scope: 'user',
  params,
  responses: { 204: z.null() },
});

export const unsubscribeJobAlert = defineEndpoint({
  method: 'POST',
  path: '/v1/job-alerts/unsubscribe',
  summary: 'Deletes the alert an e-mail’s link names, without signing in: the link is signed for that alert and that purpose only',
  tag,
  access: 'public',
  scope: 'public',
  body: jobAlertUnsubscribe,
  responses: { 204: z.null() },
});

/**
 * Test data for the browser journeys (like platform's dev tools): runs the job alerts task now instead of at its
 * next minute. Dev tools: 404 in production and to anyone not local.
 */
export const runDevJobAlerts = defineEndpoint({
  method: 'POST',
  path: '/v1/dev/job-alerts/run',
  summary: 'Runs the job alerts task at once: new matches found, due e-mails put in the outbox (not in production)',
  tag: 'dev',
  access: 'public',
  scope: 'public',
  responses: { 200: z.object({ sent: z.number() }) },
});
