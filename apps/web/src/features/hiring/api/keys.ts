/** Query keys of the candidate's interview and offer pages. */
export const hiringKeys = {
  interview: (id: string) => ['hiring', 'interview', id] as const,
  offerByHash: (hash: string) => ['hiring', 'offer', 'hash', hash] as const,
  pendingOffers: ['hiring', 'offers', 'pending'] as const,
};
