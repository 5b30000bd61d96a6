import { z } from 'zod';
import { INVITE_ROLES, WORKSPACE_ROLES } from '../permissions/roles.ts';

export const WORKSPACE_TYPES = ['individual', 'business', 'aggregator', 'agro'] as const;
export type WorkspaceType = (typeof WORKSPACE_TYPES)[number];

export const customStyle = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  menuColor: z.string(),
  menuTextColor: z.string(),
  darkMenu: z.boolean(),
  logo: z.object({ src: z.string(), height: z.number(), width: z.number() }).nullable(),
});
export type CustomStyle = z.infer<typeof customStyle>;

/** A workspace as its member sees it (the user's `companies`). */
export const workspaceSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(WORKSPACE_TYPES),
  subdomain: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
  userRole: z.enum(['admin', 'user']),
  imageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  isCompleted: z.boolean(),
  language: z.string(),
  languages: z.array(z.string()),
  region: z.string(),
  status: z.string(),
  paymentExemption: z.boolean(),
  allowSupport: z.boolean(),
  customStyle: customStyle.nullable(),
  userTosAcceptedAt: z.string().nullable(),
  deletionRequest: z.object({ status: z.enum(['PENDING', 'CANCELED', 'COMPLETED']), requestedAt: z.string() }).nullable(),
  archived: z.boolean(),
  homepageBannerLink: z.string().nullable(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;

export const inviteRole = z.enum(INVITE_ROLES);
