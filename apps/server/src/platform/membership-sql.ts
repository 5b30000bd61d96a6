/**
 * Membership as visibility sees it, in SQL. A business member is one, for what only members see or do (private
 * contents and pathways, internal positions), once they have accepted the company's terms; until
 * then they see what anyone else sees. Other kinds of workspace have no terms to accept. Every query that lets the
 * caller's membership open something uses these two, so no route skips the terms; the calls that name their
 * workspace are refused earlier by the pipeline (platform/http/account-state.ts), with the same rule.
 */

/** Whether the membership row `alias` (of workspace_members) counts: its terms accepted, or none to accept. */
export const termsAccepted = (alias: string): string =>
  `(${alias}.tos_accepted_at is not null or (select tw.type from workspaces tw where tw.id = ${alias}.workspace_id) <> 'business')`;

/** Whether `user` is a member of `workspace` (SQL expressions), terms accepted. */
export const memberOf = (workspace: string, user: string): string =>
  `exists (select 1 from workspace_members vm where vm.workspace_id = ${workspace} and vm.user_id = ${user} and ${termsAccepted('vm')})`;
