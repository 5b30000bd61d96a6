import { INTEGRATION_KIND_INFO, type TokenIntegrationKind } from '@trilha/contract';

/** What a provider answers about a token. */
export type TokenVerdict = 'ok' | 'invalid' | 'unauthorized' | 'unreachable';

/** One integration provider: checks that a token has its shape and that the provider accepts it. */
export interface IntegrationProvider {
  /** whether the token has the provider's shape, checked before any call */
  hasTokenShape(token: string): boolean;
  /** the provider's answer about the token ('invalid' too when it has the wrong shape) */
  validateToken(token: string): Promise<TokenVerdict>;
}

/**
 * The local sandbox of a provider (the default adapter; a real one calls the provider's API behind the same
 * interface). A token is `<prefix><24 to 64 letters, digits or hyphens>`, the prefix being the kind's
 * (`adm_` Admitta, `pz_` PapelZero, `plb_` Perfilab); any other shape is invalid before any call. Test tokens:
 * - `adm_sandbox-0000000000000001` (any body not below): accepted;
 * - `adm_revoked-0000000000000001` (body starting with `revoked-`): refused by the provider (token unauthorized);
 * - `adm_offline-0000000000000001` (body starting with `offline-`): the provider cannot be reached.
 */
function sandboxProvider(prefix: string): IntegrationProvider {
  const shape = new RegExp(`^${prefix}[A-Za-z0-9-]{24,64}$`);
  return {
    hasTokenShape: (token) => shape.test(token),
    async validateToken(token) {
      if (!shape.test(token)) return 'invalid';
      const body = token.slice(prefix.length);
      if (body.startsWith('revoked-')) return 'unauthorized';
      if (body.startsWith('offline-')) return 'unreachable';
      return 'ok';
    },
  };
}

const prefixOf = (kind: TokenIntegrationKind) => INTEGRATION_KIND_INFO[kind].tokenPrefix ?? `${kind}_`;

/** The adapter of each kind installed with a token. */
export const integrationProviders: Record<TokenIntegrationKind, IntegrationProvider> = {
  admitta: sandboxProvider(prefixOf('admitta')),
  papelzero: sandboxProvider(prefixOf('papelzero')),
  perfilab: sandboxProvider(prefixOf('perfilab')),
};
