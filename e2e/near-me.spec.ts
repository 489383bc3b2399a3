import type { Locator, Page } from '@playwright/test'

import { acceptCookies, expect, test } from './fixtures'

/**
 * "Рядом со мной" and directions against the real stack and the seeded beaches
 * (cms/src/seed/data/beaches.ts): Сукко stands at 44.7965, 37.4085; from the default user
 * coordinates of docs/spec.md#9-business-constants-and-limits (44.8857, 37.31992) the nearest is Малая бухта at 1.29
 * km, then Пляж Высокого берега at 1.32 km and Центральный пляж at 1.81 km.
 */
const NEAR_SUKKO = { latitude: 44.797, longitude: 37.407 }
const SUKKO = { lat: 44.7965, lon: 37.4085 }

test.beforeEach(async ({ page }) => acceptCookies(page))

/** The near-me list once it has cards: its status line and its cards' titles and distance lines. */
async function nearbyList(page: Page) {
  const region = page.getByRole('region', { name: 'Сначала ближайшие' })
  const cards = region.getByRole('article')
  await expect(cards.first()).toBeVisible({ timeout: 20_000 })
  return { region, cards, status: region.getByRole('status') }
}

const titleOf = (card: Locator) => card.getByRole('heading', { level: 2 }).innerText()

/** '131 м от вас' → 131, '1,3 км от вас' → 1300: what each card says, in metres. */
async function distancesShown(cards: Locator) {
  const texts = await cards.getByText(/от вас$/).allInnerTexts()
  return texts.map((text) => {
    const [, value, unit] = /^([\d\s,]+)\s*(м|км) от вас$/.exec(text.replace(/\u00a0|\u202f/g, ' '))!
    const number = Number(value!.replace(/\s/g, '').replace(',', '.'))
    return unit === 'км' ? number * 1000 : number
  })
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('with the position granted, the beaches list puts the nearest beach first with its distance', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(NEAR_SUKKO)
  const gateway: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql')) gateway.push(request.method())
  })
  await page.goto('/plyazhi')
  const button = page.getByRole('button', { name: 'Рядом со мной' })
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  // Nothing near-me happens on load: no gateway call (the position is asked for on the click only).
  await page.waitForLoadState('networkidle')
  expect(gateway).toEqual([])

  await button.click()
  const { cards, status } = await nearbyList(page)
  await expect(status).toHaveText('Расстояние считаем от того места, где вы сейчас.')
  expect(await titleOf(cards.first())).toBe('Пляж Сукко')
  const distances = await distancesShown(cards)
  expect(distances[0]).toBeGreaterThan(100)
  expect(distances[0]).toBeLessThan(200)
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
  expect(gateway).toEqual(['POST'])
  // The list's own pages are hidden while the nearby list shows.
  await expect(page.getByRole('navigation', { name: 'Страницы' })).toHaveCount(0)

  // At the narrowest width the product supports, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 })
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)

  await page.getByRole('button', { name: 'Сбросить' }).click()
  await expect(page.getByRole('region', { name: 'Сначала ближайшие' })).toHaveCount(0)
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
})

test('with the position denied, the list is sorted from the default coordinates and says so', async ({ page }) => {
  // No permission granted: Chromium refuses (or never answers, and the panel's own clock falls back).
  await page.goto('/plyazhi')
  await page.getByRole('button', { name: 'Рядом со мной' }).click()
  const { cards, status } = await nearbyList(page)
  await expect(status).toContainText('поэтому расстояние считаем от центра Анапы', { timeout: 20_000 })
  expect((await cards.getByRole('heading', { level: 2 }).allInnerTexts()).slice(0, 3)).toEqual([
    'Малая бухта',
    'Пляж Высокого берега',
    'Центральный пляж',
  ])
  const distances = await distancesShown(cards)
  expect(distances.slice(0, 3)).toEqual([1300, 1300, 1800])
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
})

test('a beach detail page offers directions in Яндекс Карты and 2ГИС, in a new tab', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(NEAR_SUKKO)
  await page.goto('/plyazhi')
  await page.getByRole('button', { name: 'Рядом со мной' }).click()
  const { cards } = await nearbyList(page)
  // The nearby card links where the section's own card does: the beach's page.
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/plyazhi\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пляж Сукко')

  const yandex = page.getByRole('link', { name: 'Яндекс Карты (откроется в новой вкладке)' })
  const gis = page.getByRole('link', { name: '2ГИС (откроется в новой вкладке)' })
  await expect(yandex).toHaveAttribute('href', `https://yandex.ru/maps/?rtext=~${SUKKO.lat},${SUKKO.lon}&rtt=auto`)
  await expect(gis).toHaveAttribute('href', `https://2gis.ru/routeSearch/rsType/car/to/${SUKKO.lon},${SUKKO.lat}`)
  for (const link of [yandex, gis]) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

test('beach cards say whether the beach is open now, in the browser only', async ({ page, request }) => {
  // The ISR HTML carries no status (it would go stale); the browser adds it after hydration.
  const html = await (await request.get('/plyazhi')).text()
  expect(html).not.toMatch(/Открыто сейчас|>Закрыто</)
  await page.goto('/plyazhi')
  const states = page.getByRole('main').getByText(/^(Открыто сейчас|Закрыто)$/)
  await expect(states.first()).toBeVisible()
  // Seeded beaches with hours are 08:00–20:00 or so; the page's clock decides which, not the test's.
  expect(await states.count()).toBeGreaterThan(3)
})
