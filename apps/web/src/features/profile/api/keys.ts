/** The query keys of the profile: the form (GET /v1/profile), the public cards and a resume import under way. */
export const profileKeys = {
  mine: () => ['profile'] as const,
  card: (userId: string) => ['profile-card', userId] as const,
  resumeImport: (id: string) => ['resume-import', id] as const,
};
