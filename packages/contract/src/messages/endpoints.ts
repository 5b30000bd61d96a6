import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { conversationDetails, conversationMessage, conversationPage, conversationRead, messageBody } from './schemas.ts';

/**
 * Messages between a candidate and the company about one application: the conversation is
 * the application. The candidate's side is scoped to the caller's own applications; the company's to the
 * applications of its positions the recruiter may see (managers, participants and evaluators: linked ones only).
 */
const tag = 'messages';
const idParams = z.object({ id: z.string().min(1).max(200) });
const applicationId = z.string().trim().min(1).max(200);
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
};

export const listConversations = defineEndpoint({
  method: 'GET',
  path: '/v1/messages',
  summary:
    'The caller’s conversations with companies (one per application with messages), last message first, with the unread count of each and of all (the header’s); only those of applications made through a portal (aggregator)',
  tag,
  access: 'session',
  scope: 'user',
  query: z.object({ aggregator: z.string().trim().min(1).max(200).optional(), ...paging }),
  responses: { 200: conversationPage },
});

export const getConversation = defineEndpoint({
  method: 'GET',
  path: '/v1/messages/:id',
  summary: 'One of the caller’s conversations (:id is the application), its messages oldest first',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: conversationDetails },
});

export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/v1/messages',
  summary: 'The candidate writes to the company about one of their applications',
  tag,
  access: 'session',
  scope: 'user',
  body: messageBody.extend({ applicationId }),
  responses: { 201: conversationMessage },
});

export const sendAnswerReminder = defineEndpoint({
  method: 'POST',
  path: '/v1/messages/reminder',
  summary:
    'Once per application, after the company’s promised answer date passed without a decision: a message asking for news, in the application’s conversation',
  tag,
  access: 'session',
  scope: 'user',
  body: z.object({ applicationId }),
  responses: { 201: conversationMessage },
});

export const readConversation = defineEndpoint({
  method: 'PUT',
  path: '/v1/messages',
  summary: 'Marks the company’s messages of one of the caller’s conversations read',
  tag,
  access: 'session',
  scope: 'user',
  body: z.object({ applicationId }),
  responses: { 200: conversationRead },
});

const company = { from: 'company-header' } as const;
const application = { from: 'resource', resource: 'application', param: 'id' } as const;

export const listCompanyConversations = defineEndpoint({
  method: 'GET',
  path: '/v1/-/messages',
  summary:
    'The company’s conversations with candidates, last message first, with the candidates’ unread messages; managers, participants and evaluators see those of their linked positions',
  tag,
  access: 'session',
  scope: company,
  permission: 'recruitment.positions.view',
  query: z.object(paging),
  responses: { 200: conversationPage },
});

export const getCandidateConversation = defineEndpoint({
  method: 'GET',
  path: '/v1/-/applications/:id/messages',
  summary: 'The conversation with the candidate of one application, its messages oldest first',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.view',
  params: idParams,
  responses: { 200: conversationDetails },
});

export const sendCandidateMessage = defineEndpoint({
  method: 'POST',
  path: '/v1/-/applications/:id/messages',
  summary: 'A recruiter writes to the candidate of one application; the candidate is told by e-mail',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.view',
  params: idParams,
  body: messageBody,
  responses: { 201: conversationMessage },
});

export const readCandidateConversation = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/applications/:id/messages',
  summary: 'Marks the candidate’s messages of one application read',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.view',
  params: idParams,
  responses: { 200: conversationRead },
});
