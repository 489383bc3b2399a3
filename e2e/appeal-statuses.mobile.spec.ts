import type { Page } from '@playwright/test'

import { CMS_URL } from '@/playwright.config'
import { acceptCookies, expect, test } from './fixtures'
import { signInAdmin } from './fixtures/admin'

/**
 * An appeal's statuses as the resident reads them at 375 px (docs/decisions/0050-appeal-statuses.md):
 * an editor schedules the work for a day with a note in the admin (saved without the day, it is
 * refused in Russian, naming the field), the resident is notified under «Обращения» and
 * the notification opens the appeal, which shows the note and the day; marked a duplicate of the
 * resident's other appeal, it links to the original.
 */
test.use({ viewport: { width: 375, height: 812 } })

/** Files an appeal through the gateway, as the form does; answers its id and number. */
async function fileAppeal(page: Page, text: string) {
  const call = async <T>(query: string, variables?: Record<string, unknown>) => {
    const answer = await page.request.post('/api/graphql', { data: { query, variables } })
    return ((await answer.json()) as { data: T }).data
  }
  const { appealTopics } = await call<{ appealTopics: { id: string; name: string }[] }>('{ appealTopics { id name } }')
  const topic = appealTopics.find((t) => t.name === 'Благоустройство')!
  const { createAppeal } = await call<{ createAppeal: { id: string; number: string } }>(
    'mutation ($input: AppealInput!) { createAppeal(input: $input) { id number } }',
    {
      input: { topic_id: topic.id, text, address: 'ул. Крымская, 12', request_id: crypto.randomUUID(), consent: true },
    },
  )
  return createAppeal
}

/** Tomorrow in Anapa (UTC+3), as the admin's day picker writes it, and as the site shows it. */
function tomorrow() {
  const day = new Date(Date.now() + 3 * 3600_000 + 24 * 3600_000)
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()]
  return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`
}

async function scheduleInAdmin(admin: Page, number: string, day: string, note: string) {
  await signInAdmin(admin)
  await admin.goto(`${CMS_URL}/admin/collections/appeals`)
  await admin.getByRole('link', { name: number }).first().click()
  await admin.locator('#field-status').click()
  await admin.getByRole('option', { name: 'Запланировано', exact: true }).click()
  await admin.locator('#field-status_note').fill(note)
  await admin.getByRole('button', { name: 'Сохранить' }).click()
  await expect(admin.getByText('Проверьте поле: Дата работ')).toBeVisible()
  await admin.locator('#field-scheduled_for input').fill(day)
  await admin.locator('#field-scheduled_for input').press('Enter')
  await admin.getByRole('button', { name: 'Сохранить' }).click()
  await expect(admin.getByText('Изменения сохранены.')).toBeVisible()
}

test('an editor schedules the work with a note: the resident is notified under «Обращения», and the appeal shows the day and the note; a duplicate links to the original', async ({
  page,
  browser,
  editor,
  resident: _resident,
}) => {
  await acceptCookies(page)
  await page.goto('/')
  const original = await fileAppeal(page, `Не работает фонтан в сквере ${Date.now()}`)
  const appeal = await fileAppeal(page, `Фонтан в сквере у Крымской снова не работает ${Date.now()}`)

  const day = tomorrow()
  const note = 'Бригада приедет утром, подача воды будет отключена на два часа'
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await scheduleInAdmin(admin, appeal.number, day, note)
  await admin.close()

  // The bell: the news sits under «Обращения» and opens the appeal.
  await page.reload()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Уведомления/ })
    .click()
  const panel = page.getByRole('dialog', { name: 'Уведомления' })
  await panel.getByRole('group', { name: 'Тема уведомлений' }).getByRole('button', { name: 'Обращения' }).click()
  const news = panel.getByRole('listitem').filter({ hasText: `Обращение ${appeal.number}: Запланировано` })
  await expect(news).toContainText(note)
  await news.getByRole('link', { name: 'Подробнее' }).click()
  await expect(page).toHaveURL(new RegExp(`/moi-obrashcheniya/appeal-${appeal.id}$`))

  // The page: the status with its day, and the history entry with the editor's note.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Обращение ${appeal.number}`)
  await expect(page.getByText('Запланировано', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(`Дата работ: ${day}`).first()).toBeVisible()
  const timeline = page.getByRole('heading', { name: 'История' }).locator('xpath=following-sibling::ol')
  await expect(timeline.getByRole('listitem').last()).toContainText('Запланировано')
  await expect(timeline.getByRole('listitem').last()).toContainText(note)

  // Marked a duplicate of the resident's own earlier appeal: the page links to the original.
  await editor.updateAppeal(appeal.id, {
    status: 'duplicate',
    duplicate_of: Number(original.id),
    answer_text: 'Об этой проблеме вы уже сообщили, ответим в первом обращении',
    status_note: 'Объединено с первым обращением',
  })
  await page.reload()
  await expect(page.getByText('Дубликат', { exact: true }).first()).toBeVisible()
  await page.getByRole('link', { name: original.number }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Обращение ${original.number}`)
})
