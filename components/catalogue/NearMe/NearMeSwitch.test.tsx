import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { NearMeSwitch } from './NearMeSwitch'

// The panel's chunk fails to arrive (a dropped connection on the beach).
jest.mock('./NearMePanel', () => {
  throw new Error('Loading chunk failed')
})

describe('NearMeSwitch when the panel cannot be loaded', () => {
  it('says so in Russian instead of the list, and «Сбросить» brings the list back', async () => {
    render(
      <NearMeSwitch kind="BEACH" renderCards={() => null}>
        <p>Обычный список</p>
      </NearMeSwitch>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Рядом со мной' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить список. Проверьте подключение и попробуйте ещё раз.',
    )
    expect(screen.queryByText('Обычный список')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }))
    expect(screen.getByText('Обычный список')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
