import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'

import { SITE_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'
import { dropOperation, errorToast, expectDroppedRequests, NETWORK_ERROR, serveEmptyTiles } from './fixtures/network'
import { createResident, gateway } from './fixtures/resident'

/**
 * Duplicates found before filing, supporters and the resident's say on «Решено», at 375 px
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md): a second resident whose point is 30 m
 * from an open public appeal of the same topic is offered «Поддержать» instead of a new appeal, and
 * follows it; the author disputes «Решено» and the appeal goes back into work; a supporter confirms.
 */
test.use({ viewport: { width: 375, height: 812 } })

/** A point in Anapa no other spec files at, moved a few metres per test run so runs do not meet. */
const BASE = { lat: 44.9003 + (Date.now() % 1000) / 1e6, lon: 37.3301 }
/** 30 m north of `point`: a degree of latitude is about 111.32 km. */
const northBy = (point: { lat: number; lon: number }, metres: number) => ({
  lat: point.lat + metres / 111_320,
  lon: point.lon,
})

/** A JPEG the dispute shows as what is left. */
const PHOTO = 'e2e/fixtures/scans/passport-first.jpg'

type Filed = { id: string; number: string }

/** Files a public appeal as the context's signed-in resident, through the site's gateway. */
async function fileByApi(context: BrowserContext, text: string, point: { lat: number; lon: number }): Promise<Filed> {
  const { appealTopics } = await gateway<{ appealTopics: { id: string; name: string }[] }>(
    context.request,
    '{ appealTopics { id name } }',
    {},
  )
  const topic = appealTopics.find((t) => t.name === 'Благоустройство')!
  const { createAppeal } = await gateway<{ createAppeal: Filed }>(
    context.request,
    'mutation ($input: AppealInput!) { createAppeal(input: $input) { id number } }',
    {
      input: {
        topic_id: topic.id,
        text,
        location: point,
        request_id: crypto.randomUUID(),
        consent: true,
        is_public: true,
      },
    },
  )
  return createAppeal
}

/** A second resident in a context of their own, standing at `point` for «Где я». */
async function secondResident(browser: Browser, cms: APIRequestContext, point: { lat: number; lon: number }) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    geolocation: { latitude: point.lat, longitude: point.lon },
    permissions: ['geolocation'],
  })
  await createResident(context.request, cms)
  const page = await context.newPage()
  await serveEmptyTiles(page)
  await acceptCookies(page)
  return { context, page }
}

async function startAppealHere(page: Page) {
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie')
  await page.getByLabel('Тема').selectOption({ label: 'Благоустройство' })
  await page.getByRole('button', { name: 'Где я' }).click()
}

test('a resident 30 m from an open public appeal of the same topic supports it instead of filing', async ({
  page,
  context,
  browser,
  request,
  resident: _resident,
}) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  const original = await fileByApi(context, `Разбита плитка на набережной у фонтана ${Date.now()}`, BASE)

  const second = await secondResident(browser, request, northBy(BASE, 30))
  await startAppealHere(second.page)
  const nearby = second.page.getByRole('region', { name: 'Похоже, об этом уже сообщили' })
  await expect(nearby).toBeVisible()
  const item = nearby.getByRole('listitem').filter({ hasText: original.number })
  await expect(item).toContainText(/(29|30|31) м от вашей точки/)
  await expect(item).toContainText('Поддержали: 0')
  await item.getByRole('button', { name: `Поддержать обращение ${original.number}` }).click()
  await expect(item.getByText('Вы поддерживаете это обращение: новости о нём придут в уведомления.')).toBeVisible()

  // Listed under «Вы поддерживаете», linked to the public page, which counts the supporter.
  await second.page.goto('/moi-obrashcheniya')
  const followed = second.page.getByRole('list', { name: 'Обращения, которые вы поддерживаете' })
  await expect(followed.getByRole('link', { name: `Обращение ${original.number}` })).toHaveAttribute(
    'href',
    `/obrashcheniya/${original.number}`,
  )
  await second.page.goto(`/obrashcheniya/${original.number}`)
  await expect(second.page.getByText('Поддержали: 1')).toBeVisible()

  // Undo: «Не поддерживать» in the list takes it off; a try the network drops leaves it there.
  await second.page.goto('/moi-obrashcheniya')
  const restore = await dropOperation(second.page, 'UnfollowAppealMutation')
  await followed.getByRole('button', { name: `Не поддерживать обращение ${original.number}` }).click()
  await expect(errorToast(second.page)).toContainText(NETWORK_ERROR)
  await expect(followed.getByRole('link', { name: `Обращение ${original.number}` })).toBeVisible()
  await restore()
  await followed.getByRole('button', { name: `Не поддерживать обращение ${original.number}` }).click()
  await expect(followed).toHaveCount(0)
  await second.context.close()

  // The author is offered their own appeal too, and supporting it is refused in words.
  await page.context().setGeolocation({ latitude: BASE.lat, longitude: BASE.lon })
  await page.context().grantPermissions(['geolocation'], { origin: SITE_URL })
  await startAppealHere(page)
  const own = page.getByRole('region', { name: 'Похоже, об этом уже сообщили' }).getByRole('listitem').filter({
    hasText: original.number,
  })
  await own.getByRole('button', { name: `Поддержать обращение ${original.number}` }).click()
  await expect(page.getByText('Это ваше обращение')).toBeVisible()
})

test('the author disputes «Решено» and the appeal goes back into work; a supporter confirms', async ({
  page,
  context,
  browser,
  editor,
  request,
  consoleErrors,
  resident: _resident,
}) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  const point = northBy(BASE, 500)
  const appeal = await fileByApi(context, `Не горит фонарь у детской площадки ${Date.now()}`, point)
  const second = await secondResident(browser, request, northBy(point, 20))
  await startAppealHere(second.page)
  await second.page
    .getByRole('region', { name: 'Похоже, об этом уже сообщили' })
    .getByRole('button', { name: `Поддержать обращение ${appeal.number}` })
    .click()
  await expect(
    second.page.getByText('Вы поддерживаете это обращение: новости о нём придут в уведомления.'),
  ).toBeVisible()

  // The care service resolves it.
  await editor.updateAppeal(appeal.id, { status: 'in_progress' })
  await editor.updateAppeal(appeal.id, { status: 'resolved', answer_text: 'Лампу заменили, фонарь горит.' })

  // The supporter confirms from «Мои обращения».
  await second.page.goto('/moi-obrashcheniya')
  const followed = second.page.getByRole('list', { name: 'Обращения, которые вы поддерживаете' })
  await expect(followed.getByRole('heading', { name: 'Проблема решена?' })).toBeVisible()
  await followed.getByRole('button', { name: 'Да, решена' }).click()
  await expect(followed.getByText('Вы подтвердили, что проблема решена. Спасибо!')).toBeVisible()
  await second.context.close()

  // The author disputes: the note is required, then the appeal is «В работе» with their words.
  await page.goto(`/moi-obrashcheniya/appeal-${appeal.id}`)
  await expect(page.getByText('Решено', { exact: true }).first()).toBeVisible()
  const verdict = page.getByRole('region', { name: 'Проблема решена?' })
  await verdict.getByRole('button', { name: 'Нет, не решена' }).click()
  await verdict.getByRole('button', { name: 'Отправить и вернуть в работу' }).click()
  await expect(verdict.getByText('Напишите, что осталось не так')).toBeVisible()
  await expect(verdict.getByLabel('Что осталось не так')).toBeFocused()
  const words = 'Фонарь снова не горит уже третий вечер'
  await verdict.getByLabel('Что осталось не так').fill(words)
  // The network drops the first try: the toast says so, the words stay, and a retry goes through.
  const restore = await dropOperation(page, 'GiveAppealVerdictMutation')
  await verdict.getByRole('button', { name: 'Отправить и вернуть в работу' }).click()
  await expect(errorToast(page)).toContainText(NETWORK_ERROR)
  await expectDroppedRequests(consoleErrors, 1)
  await expect(verdict.getByLabel('Что осталось не так')).toHaveValue(words)
  await restore()
  // A photo of what is left goes with the dispute; sending waits until it is uploaded.
  await verdict.locator('input[type="file"]').setInputFiles(PHOTO)
  await expect(verdict.getByRole('button', { name: 'Удалить фото passport-first.jpg' })).toBeVisible()
  await expect(verdict.getByRole('progressbar')).toHaveCount(0)
  await verdict.getByRole('button', { name: 'Отправить и вернуть в работу' }).click()
  const history = page.getByRole('region', { name: 'История' })
  await expect(history.getByText(words, { exact: false })).toBeVisible()
  await expect(page.locator('[data-status]').first()).toHaveText('В работе')
  // The care service sees both ratings, the dispute with its words and its photo.
  const ratings = await editor.verdictsOf(appeal.id)
  expect(ratings.map((r) => r.verdict)).toEqual(['confirmed', 'disputed'])
  expect(ratings[1]).toMatchObject({ note: words })
  expect(ratings[1]!.photos).toHaveLength(1)
})
