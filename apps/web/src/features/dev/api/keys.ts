/** The query keys of the dev tools. */
export const devKeys = {
  outbox: (to: string) => ['dev-outbox', to] as const,
};
