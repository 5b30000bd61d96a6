/** The query keys of the integrations screens; a mutation invalidates the company's whole integrations key. */
export const integrationKeys = {
  all: (workspaceId: string) => ['company-integrations', workspaceId] as const,
  company: (workspaceId: string) => ['admin-integrations-company', workspaceId] as const,
  /** the keys and the audit log change together (making or revoking a key is logged) */
  apiKeysAll: (workspaceId: string) => ['company-api-keys', workspaceId] as const,
  apiKeys: (workspaceId: string) => ['company-api-keys', workspaceId, 'keys'] as const,
  auditLog: (workspaceId: string) => ['company-api-keys', workspaceId, 'audit-log'] as const,
  webhooks: (workspaceId: string) => ['company-webhooks', workspaceId] as const,
};
