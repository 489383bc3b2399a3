// @ts-check
/**
 * Debian's Chromium with the flags this network-less machine needs
 * (docs/architecture.md#7-runtime-conventions-commands-ports-data): Playwright's e2e projects
 * (playwright.config.ts) and the resilience suite's browser checks launch it with these.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
