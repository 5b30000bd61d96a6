// What the profile domain offers the other features (the only file of it they may import).

/** GET and PUT /v1/profile: the signed-in user's profile form (the first-access wizard reads and saves it). */
export { profileQuery } from './api/get-profile.ts';
export { useSaveProfile } from './api/save-profile.ts';
/** The resume import: a PDF read into a draft the user checks before it fills the profile (the wizard's welcome). */
export { ResumeImport } from './resume/resume-import.tsx';
/** Country, state and city of the profile form. */
export { LocationSection } from './shared/location-section.tsx';
/** The profile form's rules and input helpers. */
export { nullableDate, nullableText, validateProfile } from './shared/profile-form.ts';
