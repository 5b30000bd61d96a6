// What the positions domain offers the other features (the only file of it they may import).

/** A company's position as its recruiters read it (the pipeline's header). */
export { companyPositionQuery } from './api/get-company-position.ts';
/** The home's positions for the candidate, first on a person's and a portal's home (workspaces' home). */
export { HomePositions } from './home/home-positions.tsx';
/** The recruitment module's paths in a company or a portal (the pipeline links back to the position and the list). */
export { recruitmentPaths } from './recruitment/recruitment-paths.ts';
/** A match explained requirement by requirement (the recruiter's candidate page reads it as the candidate does). */
export { MatchRequirementsList, type RequirementWords } from './shared/match-requirements-list.tsx';
