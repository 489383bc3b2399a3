import { SITE_URL } from '@/playwright.config'
import { stormWarning } from '@/scripts/lib/alerts.mjs'
import { expect, test } from './fixtures'

/**
 * An official alert on every page, ISR pages included, at 375 px
 * (docs/decisions/0040-official-alerts-as-cap.md): the banner reads the alerts in force itself, so a
 * page rendered before the alert shows it without being rendered again; the visitor can hide it;
 * a Cancel («Отбой») takes it away. Waits are generous: the bench measures how fast.
 */
const PROPAGATION_TIMEOUT_MS = 30_000

test('an alert shows as the banner on an ISR page, can be hidden, and leaves with its Cancel', async ({
  page,
  editor,
  browser,
}) => {
  // The page is rendered (and cached) before the alert exists.
  await page.goto('/plyazhi')
  const headline = `Штормовое предупреждение ${Date.now()}`
  const alert = await editor.issueAlert(stormWarning(headline))
  const banner = page.getByRole('region', { name: 'Официальные оповещения' })
  await expect(async () => {
    await page.reload()
    await expect(banner.getByText(headline)).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: PROPAGATION_TIMEOUT_MS })
  await expect(banner).toContainText('Не заходите в воду до отбоя.')
  // «Подробнее» opens the alert's own page.
  await banner.getByRole('paragraph').filter({ hasText: headline }).getByRole('link', { name: 'Подробнее' }).click()
  await expect(page).toHaveURL(new RegExp(`/opoveshcheniya/${alert.identifier}$`))
  await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible()
  await expect(page.getByRole('main').getByText('Что делать: Не заходите в воду до отбоя.')).toBeVisible()
  await page.goBack()

  // Hidden for the visit, on this page and the next.
  await banner.getByRole('button', { name: 'Скрыть' }).click()
  await expect(page.getByText(headline)).toHaveCount(0)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(headline)).toHaveCount(0)

  // In a fresh visit it shows again, until the Cancel.
  const visit = await browser.newContext({ baseURL: SITE_URL, viewport: { width: 375, height: 740 }, locale: 'ru-RU' })
  const fresh = await visit.newPage()
  try {
    await fresh.goto('/zhurnal-kurorta')
    await expect(fresh.getByRole('region', { name: 'Официальные оповещения' }).getByText(headline)).toBeVisible()
    await editor.issueAlert(stormWarning(headline, { cancels: alert.id }))
    await expect(async () => {
      await fresh.reload()
      await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(fresh.getByText(headline, { exact: true })).toHaveCount(0, { timeout: 2000 })
    }).toPass({ timeout: PROPAGATION_TIMEOUT_MS })
  } finally {
    await visit.close()
  }
})
