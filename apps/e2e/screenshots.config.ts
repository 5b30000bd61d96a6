import { defineConfig } from '@playwright/test';
import journeys from './playwright.config.ts';

// `npm run screenshots`: the built app on the embedded database with the demo data, started exactly as the journeys
// start it (the same webServer), photographed by screenshots/screens.spec.ts into docs/screenshots/. Its own test
// folder, so `npm test` and the journeys' config never run it.
const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  ...journeys,
  testDir: './screenshots',
  outputDir: `./test-results/screenshots-${PORT}`,
  // one browser at a time: the pictures wait for every screen to settle, and the machine's cores are shared
  workers: 1,
  timeout: 90_000,
});
