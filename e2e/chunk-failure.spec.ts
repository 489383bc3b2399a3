import { acceptCookies, expect, test, waitForHydration } from './fixtures'

/**
 * docs/spec.md#8-error-catalogue "A failure to load a route chunk triggers a full reload to the target route". The
 * realistic failure is a deploy between two clicks: the old page's chunk names are gone and the server answers
 * 404 for them. The Pages Router then navigates by `location.href`, so the server renders the target.
 */
// The offline worker (lib/pwa/worker) fetches scripts itself, where page.route cannot see them; the
// browser's own failure path is the same with or without it.
test.use({ serviceWorkers: 'block' })

test('a route chunk that fails to load during a client-side navigation reloads the target route in full', async ({
  page,
}) => {
  await acceptCookies(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(new URL(request.url()).pathname)
  })
  let blocked = 0
  // The beaches list's page chunks (webpack: /_next/static/chunks/pages/plyazhi/spisok/…-<hash>.js,
  // the list's ISR page behind the /plyazhi rewrite) are gone
  // for as long as the visitor is on the old page (a hover's prefetch included); the fresh document
  // the reload asks for is the new deploy, whose chunks load.
  await page.route(/\/_next\/static\/chunks\/pages\/plyazhi[-/][^?]*\.js$/, async (route) => {
    if (documents.includes('/plyazhi')) return route.continue()
    blocked += 1
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' })
  })

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A marker on the window survives a client-side navigation and is gone after a full load.
  await page.evaluate(() => ((window as unknown as { __beforeNavigation?: boolean }).__beforeNavigation = true))

  const beaches = page.getByRole('link', { name: 'Все пляжи' })
  await beaches.scrollIntoViewIfNeeded()
  await beaches.click()

  await expect(page).toHaveURL(/\/plyazhi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Пляжи' })).toBeVisible()
  expect(blocked).toBeGreaterThan(0)
  expect(documents).toEqual(['/', '/plyazhi'])
  expect(await page.evaluate(() => (window as unknown as { __beforeNavigation?: boolean }).__beforeNavigation)).toBe(
    undefined,
  )
  // The reloaded page hydrated: the app works again (a client-side navigation needs no reload). The
  // app reloaded it itself, not the test's goto, so the test waits for the hydration here.
  await waitForHydration(page)
  await page.evaluate(() => ((window as unknown as { __beforeNavigation?: boolean }).__beforeNavigation = true))
  await page.getByRole('link', { name: 'Главная', exact: true }).filter({ visible: true }).first().click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => (window as unknown as { __beforeNavigation?: boolean }).__beforeNavigation)).toBe(
    true,
  )
})
