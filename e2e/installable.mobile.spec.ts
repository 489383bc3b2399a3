import { expect, test } from './fixtures'
import { controlledByWorker, whileOffline } from './fixtures/network'

/**
 * The site as an app on a phone, by Chromium's own judgement (what Lighthouse's PWA category checked
 * until Lighthouse 12 removed it): the manifest parses without errors, nothing stands in the way of
 * installing it, and the start page opens from the device without a connection.
 */
test.use({ viewport: { width: 375, height: 812 } })

test('Chromium finds the site installable, and its start page opens offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/')
  await controlledByWorker(page)
  const devtools = await context.newCDPSession(page)

  const manifest = (await devtools.send('Page.getAppManifest')) as { url: string; errors: unknown[] }
  expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest')
  expect(manifest.errors).toEqual([])
  const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // Playwright's contexts are incognito profiles, where Chromium never offers to install anything;
  // any other reason would be the site's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito'])

  // The manifest's start_url, opened as an installed app would open it, without a network.
  await page.goto('/plyazhi')
  await whileOffline(context, consoleErrors, async () => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })
})
