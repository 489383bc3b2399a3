import { acceptCookies, expect, test } from './fixtures'

test.beforeEach(async ({ page }) => acceptCookies(page))

/**
 * Every catalogue section: its list, the crumb label of the route table and its detail URLs
 * (docs/spec.md#2-screens-and-routes).
 */
const SECTIONS = [
  { list: '/afisha', title: 'Афиша', detail: /\/afisha\/[a-z0-9-]+$/ },
  { list: '/ekskursii-i-tury', title: 'Экскурсии и туры', detail: /\/ekskursii-i-tury\/[a-z0-9-]+$/ },
  { list: '/infrastruktura', title: 'Инфраструктура', detail: /\/infrastruktura\/[a-z0-9-]+$/ },
  { list: '/interesnye-mesta', title: 'Интересные места', detail: /\/interesnye-mesta\/\d+$/ },
  { list: '/peshie-marshruty', title: 'Пешие маршруты', detail: /\/peshie-marshruty\/\d+$/ },
  { list: '/plyazhi', title: 'Пляжи', detail: /\/plyazhi\/\d+$/ },
] as const

test.describe('visitor catalogue', () => {
  for (const section of SECTIONS) {
    test(`${section.title}: list → detail → back`, async ({ page }) => {
      const response = await page.goto(section.list)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: section.title })).toBeVisible()
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards.first()).toBeVisible()
      const link = cards.first().getByRole('link')
      const title = (await link.textContent())!.trim()
      await link.click()
      await expect(page).toHaveURL(section.detail)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' })
      await expect(crumbs.getByRole('link', { name: section.title })).toHaveAttribute('href', section.list)
      await expect(crumbs.getByText(title)).toHaveAttribute('aria-current', 'page')
      await page.getByRole('link', { name: `← ${section.title}` }).click()
      await expect(page).toHaveURL(new RegExp(`${section.list}$`))
    })
  }

  test('the afisha filters by date with chips, each state its own URL', async ({ page }) => {
    await page.goto('/afisha')
    const chips = page.getByRole('navigation', { name: 'Когда' })
    await expect(chips.getByRole('link', { name: 'Скоро' })).toHaveAttribute('aria-current', 'page')
    await chips.getByRole('link', { name: 'Прошедшие' }).click()
    await expect(page).toHaveURL(/\/afisha\?date=past$/)
    await expect(chips.getByRole('link', { name: 'Прошедшие' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  })

  test('excursions filter by tag; the tag shows on the chosen excursion', async ({ page }) => {
    await page.goto('/ekskursii-i-tury')
    const chips = page.getByRole('navigation', { name: 'Теги' })
    const tag = chips.getByRole('link').nth(1)
    const tagName = (await tag.textContent())!.trim()
    await tag.click()
    await expect(page).toHaveURL(/\/ekskursii-i-tury\?tag=[a-zA-Z]+$/)
    await expect(chips.getByRole('link', { name: tagName })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    await expect(page.getByRole('navigation', { name: 'Теги' }).getByRole('link', { name: tagName })).toBeVisible()
  })

  test('the «Экскурсия» chip finds exactly the cards labelled «Экскурсия»', async ({ page }) => {
    /** Cards labelled «Экскурсия» on every page of a list, following its page links. */
    async function excursionCards(url: string) {
      let count = 0
      await page.goto(url)
      for (let n = 2; ; n++) {
        const cards = page.getByRole('main').getByRole('article')
        await expect(cards.first()).toBeVisible()
        count += await cards.filter({ has: page.getByText('Экскурсия', { exact: true }) }).count()
        const next = page.getByRole('navigation', { name: /Страниц/ }).getByRole('link', { name: `Страница ${n}` })
        if ((await next.count()) === 0) return { count, all: await cards.count(), pages: n - 1 }
        await next.click()
        await expect(page).toHaveURL(new RegExp(`page=${n}`))
      }
    }
    const everything = await excursionCards('/ekskursii-i-tury')
    const filtered = await excursionCards('/ekskursii-i-tury?tag=excursion')
    expect(everything.count).toBeGreaterThan(2)
    expect(filtered.count).toBe(everything.count)
  })

  test('cards of a row are equally tall, and four home cards never leave one alone', async ({ page }) => {
    /** The boxes of each grid's items, grouped into rows by their top edge. */
    const rowsOf = (selector: string) =>
      page.locator(selector).evaluateAll((lists) =>
        lists.map((list) => {
          const rows = new Map<number, number[]>()
          for (const item of list.children) {
            const box = (item.firstElementChild ?? item).getBoundingClientRect()
            const top = Math.round(box.top)
            rows.set(top, [...(rows.get(top) ?? []), Math.round(box.height)])
          }
          return [...rows.values()]
        }),
      )
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/plyazhi')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    for (const rows of await rowsOf('main ul:has(> li > article)')) {
      for (const heights of rows) expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1)
    }
    for (const width of [800, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const grids = (await rowsOf('main ul:has(> li > article)')).filter((rows) => rows.flat().length === 4)
      expect(grids.length).toBeGreaterThan(0)
      for (const rows of grids) expect(new Set(rows.map((heights) => heights.length)).size).toBe(1)
    }
  })

  test("the home page's parking card links the city parking site, as the header's menu does", async ({ page }) => {
    await page.goto('/')
    const parking = page
      .getByRole('navigation', { name: 'Разделы путеводителя' })
      .getByRole('region', { name: 'Парковки' })
    const external = parking.getByRole('link', { name: /Городские парковки/ })
    await expect(external).toHaveAttribute('href', 'https://parking.anapa-official.ru')
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(parking.getByRole('link', { name: 'Резидентское разрешение' })).toHaveAttribute(
      'href',
      '/rezidentskoe-razreshenie',
    )
  })

  test('the tour groups page and a beach group list their members', async ({ page }) => {
    expect((await page.goto('/ekskursii-i-tury/ekskursii-i-tury-group'))?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()

    await page.goto('/plyazhi')
    const groups = page.getByRole('navigation', { name: 'Группы пляжей' })
    const group = groups.getByRole('link').first()
    await group.click()
    await expect(page).toHaveURL(/\/plyazhi\/group-\d+$/)
    // The URL changes a moment before the group page renders, so wait for its crumb
    // before reading the heading (reading at once once caught the list's «Пляжи»).
    const currentCrumb = page.getByRole('navigation', { name: 'Хлебные крошки' }).locator('[aria-current="page"]')
    await expect(currentCrumb).toHaveText(/^Группа пляжей «.+»$/)
    const groupName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await expect(currentCrumb).toHaveText(`Группа пляжей «${groupName}»`)
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  })

  test('a gallery opens the lightbox, driven by keys and clicks', async ({ page }) => {
    await page.goto('/plyazhi')
    await page.getByRole('main').getByRole('article').first().getByRole('link').click()
    const thumbs = page.getByRole('button', { name: /^Открыть фото 1 из \d+$/ })
    // Read before opening: the modal hides the page behind it from the accessibility tree.
    const total = Number(/из (\d+)/.exec((await thumbs.getAttribute('aria-label'))!)![1])
    await thumbs.click()
    const dialog = page.getByRole('dialog', { name: 'Просмотр фото' })
    await expect(dialog).toBeVisible()
    const current = () => dialog.locator('[role="group"]:not([inert])')
    await expect(current()).toHaveAccessibleName(`Фото 1 из ${total}`)

    await page.keyboard.press('ArrowRight')
    await expect(current()).toHaveAccessibleName(`Фото 2 из ${total}`)
    await dialog.getByRole('button', { name: 'Предыдущее фото' }).click()
    await expect(current()).toHaveAccessibleName(`Фото 1 из ${total}`)

    const image = current().getByRole('img')
    const before = await image.evaluate((el) => (el as HTMLElement).style.transform)
    await dialog.getByRole('button', { name: 'Увеличить' }).click()
    await expect.poll(() => image.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe(before)
    await dialog.getByRole('button', { name: 'Повернуть' }).click()
    await expect.poll(() => image.evaluate((el) => (el as HTMLElement).style.transform)).toContain('rotate(90deg)')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(thumbs).toBeFocused()
  })

  test('cameras show their posters; a camera without a stream says so', async ({ page }) => {
    expect((await page.goto('/onlayn-kamery'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Онлайн-камеры' })).toBeVisible()
    const posters = page.getByRole('main').getByRole('listitem').getByRole('img')
    await expect(posters.first()).toBeVisible()
    expect(await posters.count()).toBeGreaterThanOrEqual(4)
    await expect(page.getByRole('status').filter({ hasText: 'Трансляция временно недоступна' }).first()).toBeVisible()
  })

  test('static pages and the icon sprite page answer 200', async ({ page }) => {
    for (const path of [
      '/biznesu/registraciya',
      '/rezidentskoe-razreshenie',
      '/prilozhenie',
      '/politika-konfidencialnosti',
      '/_icons',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await page.goto('/prilozhenie')
    await expect(page.getByRole('main').getByRole('link', { name: /App Store|Google Play|RuStore/ })).toHaveCount(3)
  })

  test('unknown slugs, ids and filters give the 404 page', async ({ page }) => {
    for (const path of [
      '/afisha/net-takogo-sobytiya',
      '/ekskursii-i-tury/net-takoy',
      '/infrastruktura/net-takogo',
      '/interesnye-mesta/999999',
      '/peshie-marshruty/abc',
      '/plyazhi/999999',
      '/plyazhi/group-999999',
      '/ekskursii-i-tury?tag=noSuchTag',
      '/afisha?date=tomorrow',
      '/plyazhi?page=999',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404)
    }
    await expect(page.getByRole('heading', { name: 'Извините, страница не найдена' })).toBeVisible()
  })
})

test.describe('editors and the catalogue', () => {
  test('a place deleted in the CMS turns 404 after revalidation', async ({ page, editor }) => {
    const title = `Смотровая площадка e2e ${Date.now()}`
    const id = await editor.createPublished('places', { title, category: 'viewpoint', summary: 'Проверка удаления' })
    const path = `/interesnye-mesta/${id}`
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await editor.deleteDoc('places', id)
    // A generous wait, not the 5 s publish budget: the bench measures budgets
    // (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests).
    await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 30_000 }).toBe(404)
  })
})
