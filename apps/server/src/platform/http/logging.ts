import type { FastifyServerOptions } from 'fastify';

/** Secret-bearing path segments (recovery codes, invite tokens) are masked before a URL reaches the log. */
export const maskUrl = (url: string) =>
  url
    .replace(/(\/resetpassw\/)[^/?#]+/i, '$1***')
    .replace(/(\/changepassword\/[^/]+\/)[^/?#]+/i, '$1***')
    .replace(/([?&](?:token|code)=)[^&#]+/gi, '$1***');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: ['req.headers.authorization', '*.password', '*.confirmPassword', '*.currentPassword', '*.token'], censor: '***' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: maskUrl(req.url), ip: req.ip }),
    },
  };
}
