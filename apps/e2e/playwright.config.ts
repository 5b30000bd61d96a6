import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium.ts';

// E2E_PORT lets two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  testDir: './tests',
  // One folder per port: Playwright empties its outputDir at start, which would delete a concurrent run's traces.
  outputDir: `./test-results/${PORT}`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // A journey on 2 shared cores (server, PostgreSQL and two browsers) takes twice its time alone. The bounds follow the
  // CI machine: it now runs the 124 journeys in 1,650-1,760 s where it took 653 s when they were 45 s and 10 s, and a
  // first load of a screen's code measured just over 10 s there. 90 s still bounds a stuck journey; a step that waits
  // on the server gets 20 s before it fails.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
    // The theme honours reduced motion: dialogs and menus open without a transition, so a check never catches one
    // half-faded (axe would measure the contrast of text at partial opacity).
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The real server (scripts/start.mjs, which rebuilds the web app only if stale) on a fresh temp DATA_DIR.
    command: 'node apps/e2e/support/web-server.mjs',
    cwd: repoRoot,
    url: `http://localhost:${PORT}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // development, not test: the journeys read e-mails through /v1/dev/outbox.
    // Empty DATABASE_URL and SMTP_URL: a developer's external database and mail server stay out of the journeys.
    env: {
      PORT: String(PORT),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATABASE_URL: '',
      SMTP_URL: '',
      // no load balancer to drain for: stop at once
      SHUTDOWN_DRAIN_MS: '0',
      // every journey that writes registers its own people (support/fresh-data.ts), all from this one address: more
      // than the 50 sign-ups an hour an address gets by default
      REGISTRATIONS_PER_HOUR_PER_ADDRESS: '1000',
    },
    // SIGTERM (not Playwright's default SIGKILL) so the server stops its embedded PostgreSQL and the dir is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
