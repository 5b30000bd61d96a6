/** The query keys of the integrations screens; a mutation invalidates the company's whole integrations key. */
export const integrationKeys = {
  all: (workspaceId: string) => ['company-integrations', workspaceId] as const,
  company: (workspaceId: string) => ['admin-integrations-company', workspaceId] as const,
};
