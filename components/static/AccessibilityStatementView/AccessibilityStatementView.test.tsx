import { render, screen } from '@testing-library/react'

import { AccessibilityStatementView } from './AccessibilityStatementView'

describe('AccessibilityStatementView', () => {
  it('names the standard, the known gaps and the date of the last check', () => {
    render(<AccessibilityStatementView barrierTopicId="8" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Доступность сайта' })).toBeInTheDocument()
    expect(screen.getByText(/уровню AA рекомендаций WCAG 2\.2 и ГОСТ Р 52872-2019/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Что пока не соответствует' })).toBeInTheDocument()
    expect(screen.getByText(/Последняя проверка/)).toHaveTextContent('Последняя проверка: 29.11.2026.')
  })

  it('opens the appeal form on the barrier topic, or on none when editors removed it', () => {
    const { rerender } = render(<AccessibilityStatementView barrierTopicId="8" />)
    expect(screen.getByRole('link', { name: 'Сообщить о барьере' })).toHaveAttribute(
      'href',
      '/moi-obrashcheniya/novoe-obrashchenie?tema=8',
    )
    rerender(<AccessibilityStatementView barrierTopicId={null} />)
    expect(screen.getByRole('link', { name: 'Сообщить о барьере' })).toHaveAttribute(
      'href',
      '/moi-obrashcheniya/novoe-obrashchenie',
    )
  })
})
