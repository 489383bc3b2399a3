import { acceptCookies, expect, test } from './fixtures'

test.beforeEach(async ({ page }) => acceptCookies(page))

/** From the narrowest phone through both of the home grid's breakpoints (768 and 1024 px) to a wide screen. */
const WIDTHS = [320, 412, 767, 768, 1023, 1024, 1280]

/**
 * The home page's sections below the first screen are laid out only when they come near it
 * (content-visibility, components/home/HomeView/HomeView.module.css). Until then each takes its
 * estimated size, and content taller than that overlapped the next section: Lighthouse's
 * target-size audit found one section's heart under the next one's, and the page grew as the
 * sections were drawn. Every estimate must hold its section's real content.
 */
for (const width of WIDTHS) {
  test(`at ${width} px no home section is taller than its estimated size before it is drawn`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main section[aria-labelledby]')]
        .filter((section) => getComputedStyle(section).contentVisibility === 'auto')
        .map((section) => {
          const estimated = section.getBoundingClientRect().height
          section.style.contentVisibility = 'visible'
          const real = section.getBoundingClientRect().height
          return { name: section.getAttribute('aria-labelledby'), estimated, real }
        }),
    )
    // The catalogue teasers and the journal's.
    expect(sections.length).toBeGreaterThanOrEqual(4)
    for (const { name, estimated, real } of sections) {
      expect.soft(estimated, `${name}: estimated ${estimated} px, drawn ${real} px`).toBeGreaterThanOrEqual(real)
    }
  })
}
