import { certificatesApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import {
  certificateCredential,
  certificateIssuer,
  certificateKey,
  certificatePdf,
  getCertificate,
  listMyCertificates,
} from './certificates.service.ts';

export const certificatesRoutes = [
  route(certificatesApi.listMyCertificates, ({ deps, session }) => listMyCertificates(deps, session.user.id)),
  route(certificatesApi.getCertificate, ({ deps, params }) => getCertificate(deps, params.code)),
  route(certificatesApi.getCertificatePdf, async ({ deps, params, reply }) => {
    const { fileName, pdf } = await certificatePdf(deps, params.code);
    reply.header('content-disposition', `inline; filename="${fileName}"`).type('application/pdf').send(pdf);
    return undefined;
  }),
  route(certificatesApi.getCertificateCredential, async ({ deps, params, reply }) => {
    reply.type('application/ld+json; charset=utf-8');
    return certificateCredential(deps, params.code);
  }),
  route(certificatesApi.getCertificateIssuer, ({ deps, params }) => certificateIssuer(deps, params.id)),
  route(certificatesApi.getCertificateKey, ({ deps, params }) => certificateKey(deps, params.id, params.keyId)),
];
