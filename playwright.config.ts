import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './tests/e2e/support/ports';

const desktop = { ...devices['Desktop Chrome'] };
const SITE_WIDE = [
  'booking-knows-the-job.spec.ts',
  'request-then-confirm.spec.ts',
  'booking-rules.spec.ts',
];

// Browser tests drive the system Chromium (no browser download at install) against the built
// site, started by global-setup with its own SQLite database and a real SMTP catcher.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Whole journeys (admin, then customer, then e-mail) run 20-40 s on a quiet two-core machine;
  // the margin is for a busy one. Each expectation still waits only expect.timeout.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    timezoneId: 'America/New_York',
    // The site's styles turn transitions off for reduced motion: an accessibility check then never
    // measures a button that turns hovered under the resting mouse halfway through its colour change.
    reducedMotion: 'reduce',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Journeys that change a setting for the whole site (service areas, the office confirming
  // bookings, the notice before a visit) would change what a journey in the other worker sees: each runs alone, one after
  // the other, once every other journey is done.
  projects: [
    { name: 'chromium', use: desktop, testIgnore: SITE_WIDE },
    ...SITE_WIDE.map((file, i) => ({
      name: `site-wide ${i + 1}`,
      use: desktop,
      testMatch: file,
      dependencies: [i === 0 ? 'chromium' : `site-wide ${i}`],
    })),
  ],
});
