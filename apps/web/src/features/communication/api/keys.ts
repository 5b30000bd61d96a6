/** The query key of the e-mail summary settings; a save writes the answer into it. */
export const communicationKeys = {
  settings: ['communication'] as const,
};
