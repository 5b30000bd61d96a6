import { z } from 'zod';
import { INVITE_ROLES, RECRUITMENT_ROLES, WORKSPACE_ROLES } from '../permissions/roles.ts';
import { isVisibleName } from '../platform/names.ts';

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
  /** role in the company's recruitment module (managers and evaluators); administrators hold it through their role */
  recruitmentRole: z.enum(RECRUITMENT_ROLES).nullable().optional(),
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
  /**
   * false for a company opened at sign-up until its owner confirms their e-mail address: until then it may not
   * publish positions open to the public nor e-mail anyone (company.email_unconfirmed)
   */
  ownerEmailConfirmed: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;

export const inviteRole = z.enum(INVITE_ROLES);

export const INVITE_STATUSES = ['PENDING', 'EXPIRED', 'COMPLETED', 'REFUSED', 'CANCELED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** A workspace name has 3 to 255 characters; an empty one is the global `required`. */
export const workspaceName = z
  .string()
  .trim()
  .min(3, { error: (issue) => (issue.input === '' ? undefined : 'workspace.name_length') })
  .max(255, { error: 'workspace.name_length' })
  .refine(isVisibleName, { error: 'name.invisible' });

/** A multipart field or a JSON boolean: 'true'/'false' arrive as text in forms. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid' });

/** The text fields of POST /v1/workspaces/:id (setup wizard and settings); files travel as image and coverImage. */
export const workspaceUpdateFields = z.object({
  name: workspaceName.optional(),
  /** one of the sample assets (GET /v1/assets), chosen instead of an upload */
  imageUrl: z.string().max(500).optional(),
  coverImageUrl: z.string().max(500).optional(),
  removeImage: flag.optional(),
  removeCoverImage: flag.optional(),
  isCompleted: flag.optional(),
  primaryColor: colour.optional(),
  secondaryColor: colour.optional(),
  menuColor: colour.optional(),
  menuTextColor: colour.optional(),
  darkMenu: flag.optional(),
});
export type WorkspaceUpdateFields = z.input<typeof workspaceUpdateFields>;

/** The public page of a workspace (/workspace/{id}); `membership` is the caller's own view when a member. */
export const publicWorkspace = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(WORKSPACE_TYPES),
  subdomain: z.string().nullable(),
  imageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  customStyle: customStyle.nullable(),
  languages: z.array(z.string()),
  isCompleted: z.boolean(),
  hits: z.number(),
  membership: workspaceSummary.nullable(),
});
export type PublicWorkspace = z.infer<typeof publicWorkspace>;

/** A workspace in another user's public list. */
export const workspaceCard = z.object({ id: z.string(), name: z.string(), type: z.enum(WORKSPACE_TYPES), imageUrl: z.string().nullable() });

/** A company whose admin center support staff may enter (it allows support). */
export const supportedWorkspace = z.object({ id: z.string(), name: z.string(), subdomain: z.string(), imageUrl: z.string().nullable() });
export type SupportedWorkspace = z.infer<typeof supportedWorkspace>;

export const workspaceMember = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  userRole: z.enum(['admin', 'user']),
  imageUrl: z.string().nullable(),
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMember>;

export const memberSuggestion = z.object({ userId: z.string(), name: z.string(), lastName: z.string(), email: z.string() });

/** An invite as the workspace's admins list it; a PENDING invite past expiresAt is shown as EXPIRED. */
export const inviteItem = z.object({
  id: z.string(),
  email: z.string(),
  role: inviteRole,
  status: z.enum(INVITE_STATUSES),
  lastSentAt: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InviteItem = z.infer<typeof inviteItem>;

/** What the invite page (/invite/:inviteId) shows before the invitee accepts or refuses. */
export const inviteDetails = z.object({
  id: z.string(),
  email: z.string(),
  role: inviteRole,
  status: z.enum(INVITE_STATUSES),
  workspace: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(WORKSPACE_TYPES),
    subdomain: z.string().nullable(),
    imageUrl: z.string().nullable(),
    customStyle: customStyle.nullable(),
  }),
  inviter: z.object({ name: z.string() }).nullable(),
  /** true when an account with the invite e-mail exists: the page offers login instead of registration */
  userExists: z.boolean(),
});
export type InviteDetails = z.infer<typeof inviteDetails>;

export const inviteEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, { error: 'email.invalid' })
  .pipe(z.email({ error: 'email.invalid' }));

export const ASSET_PREFIXES = ['workspace-setup/profile-samples', 'workspace-setup/cover-samples'] as const;

export const locationItem = z.object({ city: z.string(), state: z.string(), country: z.string(), countryCode: z.string() });
export type LocationItem = z.infer<typeof locationItem>;
