import { acceptCookies, expect, test, waitForHydration } from './fixtures'

test.use({ viewport: { width: 375, height: 812 } })

// docs/decisions/0058-phone-mask-caret.md: an edit mid-number keeps the caret where it was.
test('the phone mask keeps the caret when a digit in the middle is erased or typed', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('button', { name: 'Профиль' }).click()
  const phone = page.getByRole('dialog', { name: 'Вход' }).getByLabel('Номер телефона')

  await phone.pressSequentially('9181234567')
  await expect(phone).toHaveValue('+7 (918) 123-45-67')

  // From the end, left over «7», «6», «-», «5», «4», «-», «3», «2»: «+7 (918) 1|23-45-67».
  for (let i = 0; i < 8; i += 1) await phone.press('ArrowLeft')
  await expect(phone).toHaveJSProperty('selectionStart', 10)

  await phone.press('Backspace')
  await expect(phone).toHaveValue('+7 (918) 234-56-7')
  await expect(phone).toHaveJSProperty('selectionStart', 9)
  await expect(phone).toHaveJSProperty('selectionEnd', 9)

  // The digit typed back lands where it was erased, and the caret follows it.
  await phone.press('1')
  await expect(phone).toHaveValue('+7 (918) 123-45-67')
  await expect(phone).toHaveJSProperty('selectionStart', 10)
})
