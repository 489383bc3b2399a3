import type { Page } from '@playwright/test'
import { CMS_URL } from '@/playwright.config'
import { stormWarning } from '@/scripts/lib/alerts.mjs'
import { expect, test } from './fixtures'
import { DEVICE_COPY, whileOffline } from './fixtures/network'

/**
 * The beach's status and the official alerts, offline, at 375 px (lib/pwa/worker/conditions.ts):
 * a beach page opened before a ban is refreshed behind the visitor's back once they use the site
 * online again, so without a connection it shows the ban, the alert banner shows the alert, and the
 * page says as of when. Waits are generous: the worker refreshes at most every 15 seconds.
 */
test.use({ viewport: { width: 375, height: 812 } })

const REFRESH_TIMEOUT_MS = 60_000
const keptText = (page: Page, path: string) =>
  page.evaluate(async (url) => (await (await caches.match(url))?.text()) ?? '', path)

test('a kept beach page and the alerts are refreshed while online, and read offline', async ({
  page,
  context,
  editor,
  consoleErrors,
}) => {
  await page.goto('/plyazhi')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  const beach = page.getByRole('main').getByRole('link', { name: 'Центральный пляж' }).first()
  const beachPath = new URL((await beach.getAttribute('href'))!, page.url()).pathname
  const beachId = Number(beachPath.split('/').at(-1))
  // Kept as it is now, before the ban.
  await page.goto(beachPath)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const document = `Запрет купания для проверки офлайн ${Date.now()}`
  const headline = `Штормовое предупреждение офлайн ${Date.now()}`
  const change = (body: Record<string, unknown>) =>
    fetch(`${CMS_URL}/api/beach-condition-changes`, {
      method: 'POST',
      headers: editor.headers,
      body: JSON.stringify({ target: 'beaches', beaches: [beachId], source: 'mchs', raiseAlert: false, ...body }),
    }).then((response) => expect(response.status).toBe(201))
  await change({ bathing: 'banned', reasons: ['storm'], flag: 'red', document })
  const alert = await editor.issueAlert(stormWarning(headline))
  try {
    // The visitor goes on using the site online; the worker refreshes the kept beach page and the alerts.
    await expect(async () => {
      await page.goto('/afisha')
      expect(await keptText(page, beachPath)).toContain(document)
      expect(await keptText(page, '/cap/alerts.json')).toContain(headline)
    }).toPass({ timeout: REFRESH_TIMEOUT_MS, intervals: [2_000] })

    await whileOffline(context, consoleErrors, async () => {
      await page.goto(beachPath)
      await expect(page.getByRole('status').filter({ hasText: 'Купание запрещено' })).toBeVisible()
      await expect(page.getByText(document)).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: DEVICE_COPY })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Официальные оповещения' }).getByText(headline)).toBeVisible()
    })
  } finally {
    await editor.issueAlert(stormWarning(headline, { cancels: alert.id }))
    await change({ bathing: 'allowed', flag: 'green', document: `Отмена запрета ${Date.now()}` })
  }
})
