import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { certificateDetails, certificateList } from './schemas.ts';

const tag = 'certificates';
const codeParams = z.object({ code: z.string().min(1).max(100) });

export const listMyCertificates = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/certificates',
  summary: "The caller's certificates, newest first",
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: certificateList },
});

export const getCertificate = defineEndpoint({
  method: 'GET',
  path: '/v1/certificates/:code',
  summary: 'A certificate by its public code: who, what, hours, issuer and date (no session needed)',
  tag,
  access: 'public',
  scope: 'public',
  params: codeParams,
  responses: { 200: certificateDetails },
});

export const getCertificatePdf = defineEndpoint({
  method: 'GET',
  path: '/v1/certificates/:code.pdf',
  summary: 'The printable certificate (application/pdf)',
  tag,
  access: 'public',
  scope: 'public',
  params: codeParams,
  responses: { 200: z.string() },
});

export const getCertificateCredential = defineEndpoint({
  method: 'GET',
  path: '/v1/certificates/:code/credential.json',
  summary: 'The certificate as an Open Badges 3.0 credential (a W3C Verifiable Credential signed with eddsa-rdfc-2022)',
  tag,
  access: 'public',
  scope: 'public',
  params: codeParams,
  responses: { 200: z.record(z.string(), z.unknown()) },
});

export const getCertificateIssuer = defineEndpoint({
  method: 'GET',
  path: '/v1/certificates/issuers/:id',
  summary: 'A workspace as the issuer of its certificates: its name and the key that signs them',
  tag,
  access: 'public',
  scope: 'public',
  params: z.object({ id: z.uuid() }),
  responses: { 200: z.record(z.string(), z.unknown()) },
});

export const getCertificateKey = defineEndpoint({
  method: 'GET',
  path: '/v1/certificates/issuers/:id/keys/:keyId',
  summary: "A workspace's public signing key as a Multikey document",
  tag,
  access: 'public',
  scope: 'public',
  params: z.object({ id: z.uuid(), keyId: z.string().min(1).max(100) }),
  responses: { 200: z.record(z.string(), z.unknown()) },
});
