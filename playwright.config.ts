import { defineConfig, devices } from '@playwright/test'
import { randomBytes } from 'node:crypto'

import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium.mjs'

// The e2e stack seeds its editor with this per-run password (scripts/e2e-stack.mjs); Playwright's
// workers and its webServer inherit this process's environment, so tests sign in with the same one.
process.env.SEED_EDITOR_PASSWORD ||= randomBytes(12).toString('base64url')

export const SITE_URL = 'http://localhost:3200'
export const CMS_URL = 'http://127.0.0.1:3201'

/** Debian's Chromium with this machine's flags (scripts/lib/chromium.mjs, shared with the resilience suite). */
const chromium = CHROMIUM_LAUNCH_OPTIONS

export default defineConfig({
  testDir: 'e2e',
  // One worker: two cores already carry the CMS, the site and the browser.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: SITE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    // Panels slide in for 250 ms. On a loaded CI machine a click aimed at a drawer's link landed
    // while the panel was still moving and missed it; motion is not what these tests assert.
    reducedMotion: 'reduce',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-stack.mjs',
    url: 'http://127.0.0.1:3200/api/release',
    timeout: 20 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
