import { e } from '../errors/define.ts';

/** Errors of the certificate endpoints. */
export const CERTIFICATES_ERRORS = {
  'certificate.not_found': e(404, 'Certificado não encontrado', 'Certificate not found', 'Certificado no encontrado'),
  'certificate.key_not_found': e(404, 'Chave de assinatura não encontrada', 'Signing key not found', 'Clave de firma no encontrada'),
};
