/** The wizard's steps in order: resume, profile, skills, areas of interest. */
export const WIZARD_STEPS = ['welcome', 'profiles', 'skills', 'categories'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const stepPath = (step: WizardStep) => `/newaccount/${step}`;

/** The step a path shows; the first one for anything else. */
export function stepOf(pathname: string): WizardStep {
  return WIZARD_STEPS.find((step) => pathname.startsWith(stepPath(step))) ?? 'welcome';
}
