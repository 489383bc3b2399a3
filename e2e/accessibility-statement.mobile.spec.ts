import { acceptCookies, expect, test } from './fixtures'
import { serveEmptyTiles } from './fixtures/network'

/**
 * The accessibility statement at 375 px (docs/testing/accessibility.md): reached from the footer, it
 * names the standard and the known gaps, and «Сообщить о барьере» opens the appeal form on the
 * «Доступная среда» topic, which a resident then files.
 */
test.use({ viewport: { width: 375, height: 812 } })

test('a resident reports a barrier from the statement, on its own topic', async ({ page, resident: _resident }) => {
  await serveEmptyTiles(page)
  await acceptCookies(page)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Доступность сайта' }).click()
  await expect(page).toHaveURL(/\/dostupnost$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доступность сайта')
  await expect(page.getByText(/WCAG 2\.2/).first()).toBeVisible()
  await expect(page.getByText(/Последняя проверка: \d{2}\.\d{2}\.\d{4}/)).toBeVisible()

  await page.getByRole('link', { name: 'Сообщить о барьере' }).click()
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/novoe-obrashchenie\?tema=\d+$/)
  const topic = page.getByLabel('Тема')
  await expect(topic.locator('option:checked')).toHaveText('Доступная среда')
  const text = `Нет пандуса у входа в поликлинику на ул. Шевченко ${Date.now()}`
  await page.getByLabel('Опишите проблему').fill(text)
  await page.getByRole('textbox', { name: 'Адрес' }).fill('ул. Шевченко, 4')
  await page.getByRole('checkbox', { name: /Я даю согласие на обработку персональных данных/ }).check()
  await page.getByRole('button', { name: 'Отправить обращение' }).click()
  await expect(page).toHaveURL(/\/moi-obrashcheniya\/appeal-\d+\?otpravleno=1$/)
  await expect(page.getByText('Доступная среда', { exact: true })).toBeVisible()
  await expect(page.getByText(text)).toBeVisible()
})

test('a topic in the address that is not a topic id chooses nothing', async ({ page, resident: _resident }) => {
  await acceptCookies(page)
  await page.goto('/moi-obrashcheniya/novoe-obrashchenie?tema=abc')
  const topic = page.getByLabel('Тема')
  await expect(topic).toBeEnabled()
  await expect(topic).toHaveValue('')
})
