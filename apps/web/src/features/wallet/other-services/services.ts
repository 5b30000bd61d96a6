/** What credits buy (fictional product prices, in credits): the other-services tab lists them. */
export const CREDIT_SERVICES = [
  { key: 'sponsoredPosition', credits: 30 },
  { key: 'partnerPortals', credits: 15 },
  { key: 'sponsoredContent', credits: 20 },
  { key: 'personalityTest', credits: 5 },
  { key: 'resumeAnalysis', credits: 2 },
] as const;
