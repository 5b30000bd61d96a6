import { defineEndpoint } from '../http/endpoint.ts';
import { communicationDetails, communicationSettings } from './schemas.ts';

const tag = 'communication';

export const getCommunication = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/communication',
  summary: "The caller's e-mail summary schedule (the profile form's notification period)",
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: communicationDetails },
});

export const saveCommunication = defineEndpoint({
  method: 'PUT',
  path: '/v1/myself/communication',
  summary: 'Sets the e-mail summary: daily, weekly (weekday), monthly (day of month) or never, at an hour of the day',
  tag,
  access: 'session',
  scope: 'user',
  body: communicationSettings,
  responses: { 200: communicationDetails },
});
