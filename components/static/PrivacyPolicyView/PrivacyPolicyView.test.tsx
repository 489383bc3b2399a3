import { render, screen, within } from '@testing-library/react'

import { PRIVACY_POLICY_VERSION, policyEditionText } from '@anapa/shared/privacy/policy'
import { SUPPORT_EMAIL } from '@/lib/routes'
import { PRIVACY_POLICY_EDITION, PrivacyPolicyView } from './PrivacyPolicyView'

describe('PrivacyPolicyView', () => {
  it('has a heading, its edition date and crumbs', () => {
    render(<PrivacyPolicyView />)
    expect(screen.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeInTheDocument()
    expect(screen.getByText(`Редакция от ${PRIVACY_POLICY_EDITION}`)).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', { name: 'Хлебные крошки' })).getAllByRole('listitem')
    expect(crumbs.map((c) => c.textContent)).toEqual(['Главная', 'Политика конфиденциальности'])
  })

  it('shows the edition every stored consent refers to, and where consent is given', () => {
    render(<PrivacyPolicyView />)
    expect(screen.getByText(`Редакция от ${policyEditionText(PRIVACY_POLICY_VERSION)}`)).toBeInTheDocument()
    expect(
      screen.getByText(/при регистрации, при отправке заявки на резидентское разрешение и при\s+отправке обращения/),
    ).toBeInTheDocument()
  })

  it('has a table of contents whose every link reaches its section', () => {
    const { container } = render(<PrivacyPolicyView />)
    const toc = screen.getByRole('navigation', { name: 'Содержание' })
    const links = within(toc).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(8)
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? ''
      const section = container.querySelector(`[id="${id}"]`) as HTMLElement
      expect(section).not.toBeNull()
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '')
    }
  })

  it('covers the data the portal handles, the law, cookies, rights and a contact', () => {
    render(<PrivacyPolicyView />)
    expect(screen.getByText(/№ 152-ФЗ «О персональных данных»/)).toBeInTheDocument()
    for (const datum of [
      /номер телефона, который служит логином/,
      /сканы или фотографии паспорта/,
      /регистрационный номер/,
    ]) {
      expect(screen.getByText(datum)).toBeInTheDocument()
    }
    expect(screen.getByRole('region', { name: /Файлы cookie/ })).toHaveTextContent('token')
    expect(screen.getByRole('region', { name: /Ваши права/ })).toHaveTextContent('Роскомнадзор')
    expect(screen.getByRole('link', { name: 'Управление профилем' })).toHaveAttribute('href', '/upravleniye-profilem')
    for (const link of screen.getAllByRole('link', { name: SUPPORT_EMAIL })) {
      expect(link).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`)
    }
  })

  it('names the analytics counter, that it waits for consent, and what it collects', () => {
    render(<PrivacyPolicyView />)
    const cookies = screen.getByRole('region', { name: /Файлы cookie/ })
    expect(cookies).toHaveTextContent(/«Яндекс Метрика».*только когда вы нажали «Принять»/)
    for (const collected of [
      'адреса просмотренных страниц',
      'страницы, с которой вы пришли',
      'IP-адрес',
      'тип устройства и браузера',
      'размер экрана',
      '_ym_uid',
    ]) {
      expect(cookies).toHaveTextContent(collected)
    }
    expect(cookies).toHaveTextContent(/Вебвизор.*выключены/)
    expect(screen.getByRole('region', { name: /Кому мы передаём/ })).toHaveTextContent('ООО «Яндекс»')
  })
})
