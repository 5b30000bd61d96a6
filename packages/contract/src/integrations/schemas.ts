import { z } from 'zod';
import { isStorableText, unlessEmpty } from '../identity/text.ts';

/**
 * The integrations a company can have. Names and descriptions of the fictional
 * products are the web's translations (admin-integrations namespace); here: what each kind is and how it installs.
 * - admission systems and the personality test provider install with a provider token (`tokenPrefix`);
 * - the hiring notification (deprecated) holds one e-mail only: a new one replaces the old;
 * - native integrations come with the product, one per company, and cannot be uninstalled.
 */
export const INTEGRATION_KINDS = ['admitta', 'papelzero', 'perfilab', 'hiringnotification', 'trilhafeed'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** Kinds installed with a provider token through POST /v1/-/automations/install/:title. */
export const TOKEN_INTEGRATION_KINDS = ['admitta', 'papelzero', 'perfilab'] as const;
export type TokenIntegrationKind = (typeof TOKEN_INTEGRATION_KINDS)[number];

export const INTEGRATION_CATEGORIES = ['admission', 'personality', 'notification', 'jobBoard'] as const;

export interface IntegrationKindInfo {
  category: (typeof INTEGRATION_CATEGORIES)[number];
  /** how the company installs it: a provider token, an e-mail, or nothing (native) */
  install: 'token' | 'email' | 'native';
  /** every token of the provider starts with this (the sandbox's tokens too) */
  tokenPrefix: string | null;
  deprecated: boolean;
}

export const INTEGRATION_KIND_INFO: Record<IntegrationKind, IntegrationKindInfo> = {
  admitta: { category: 'admission', install: 'token', tokenPrefix: 'adm_', deprecated: false },
  papelzero: { category: 'admission', install: 'token', tokenPrefix: 'pz_', deprecated: false },
  perfilab: { category: 'personality', install: 'token', tokenPrefix: 'plb_', deprecated: false },
  hiringnotification: { category: 'notification', install: 'email', tokenPrefix: null, deprecated: true },
  trilhafeed: { category: 'jobBoard', install: 'native', tokenPrefix: null, deprecated: false },
};

export const INTEGRATION_STATUSES = ['connected', 'disconnected'] as const;

/** The name a company gives an installed integration: unique among its installed ones, whatever the case. */
export const integrationName = z
  .string()
  .trim()
  .min(2, { error: unlessEmpty('integration.name_length') })
  .max(60, { error: 'integration.name_length' })
  .refine(isStorableText, { error: 'invalid', abort: true });

/** The token as the provider issued it; its shape is checked by the provider's adapter on the server. */
export const integrationToken = z
  .string()
  .trim()
  .min(1)
  .max(200, { error: 'integration.token_invalid' })
  .refine(isStorableText, { error: 'integration.token_invalid', abort: true });

export const integrationInstallBody = z.object({ name: integrationName, token: integrationToken });
export type IntegrationInstallBody = z.input<typeof integrationInstallBody>;

export const hiringNotificationBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320, { error: 'email.invalid' })
    .pipe(z.email({ error: 'email.invalid' })),
});
export type HiringNotificationBody = z.input<typeof hiringNotificationBody>;

/** An installed integration as the admin center shows it: never the token, only '••••' and its last four characters. */
export const installedIntegration = z.object({
  id: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  name: z.string(),
  native: z.boolean(),
  status: z.enum(INTEGRATION_STATUSES),
  /** '••••' + the token's last four characters; null for kinds without a token */
  maskedToken: z.string().nullable(),
  /** the hiring notification's e-mail */
  email: z.string().nullable(),
  installedAt: z.string(),
});
export type InstalledIntegration = z.infer<typeof installedIntegration>;

/** GET /v1/-/integrations: every kind (available or not) and one page of what the company installed, oldest first. */
export const integrationsOverview = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(INTEGRATION_KINDS),
      category: z.enum(INTEGRATION_CATEGORIES),
      install: z.enum(['token', 'email', 'native']),
      deprecated: z.boolean(),
      installed: z.number(),
    }),
  ),
  items: z.array(installedIntegration),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type IntegrationsOverview = z.infer<typeof integrationsOverview>;

/** GET /v1/-/automations/get_token/:integration/:id: the masked token, checked again with the provider. */
export const integrationTokenCheck = z.object({
  id: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  maskedToken: z.string(),
  valid: z.boolean(),
  status: z.enum(INTEGRATION_STATUSES),
  checkedAt: z.string(),
});
