import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'

import { createMockClient, gatewayError, MockApollo, type MockHandlers } from '@/lib/test/mockApollo'
import { sendFile } from '@/lib/uploads/sendScan'
import { AppealVerdict } from './AppealVerdict'

jest.mock('@/lib/uploads/sendScan', () => ({ __esModule: true, sendFile: jest.fn() }))
const send = sendFile as jest.MockedFunction<typeof sendFile>

beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:preview', configurable: true })
})

const RESULT = (verdict: 'confirmed' | 'disputed') => ({
  data: {
    giveAppealVerdict: {
      __typename: 'AppealVerdictResult',
      number: 'A-2026-000031',
      verdict,
      status: verdict === 'disputed' ? 'in_progress' : 'resolved',
      statusLabel: verdict === 'disputed' ? 'В работе' : 'Решено',
    },
  },
})

function renderVerdict(handlers: MockHandlers, given: 'confirmed' | 'disputed' | null = null) {
  const mock = createMockClient(handlers)
  const onGiven = jest.fn()
  render(
    <MockApollo client={mock.client}>
      <AppealVerdict number="A-2026-000031" dueUntil="2026-12-14T20:59:59.999Z" given={given} onGiven={onGiven} />
      <Toaster />
    </MockApollo>,
  )
  return { ...mock, onGiven }
}

describe('AppealVerdict', () => {
  it('confirms the fix in one tap and says thank you', async () => {
    const mock = renderVerdict({ GiveAppealVerdictMutation: () => RESULT('confirmed') })
    expect(screen.getByText(/Ответьте до 14\.12\.2026/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Да, решена' }))
    expect(await screen.findByText('Вы подтвердили, что проблема решена. Спасибо!')).toBeInTheDocument()
    expect(mock.callsOf('GiveAppealVerdictMutation')[0]!.variables).toEqual({
      number: 'A-2026-000031',
      verdict: 'confirmed',
      note: null,
      photoIds: [],
    })
    expect(mock.onGiven).toHaveBeenCalledWith('confirmed')
  })

  it('a dispute needs the resident’s words, sends them, and can be called off', async () => {
    const mock = renderVerdict({ GiveAppealVerdictMutation: () => RESULT('disputed') })
    await userEvent.click(screen.getByRole('button', { name: 'Нет, не решена' }))
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }))
    expect(screen.getByRole('button', { name: 'Да, решена' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Нет, не решена' }))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить и вернуть в работу' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Напишите, что осталось не так')
    expect(screen.getByLabelText('Что осталось не так')).toHaveFocus()
    expect(mock.callsOf('GiveAppealVerdictMutation')).toHaveLength(0)

    await userEvent.type(screen.getByLabelText('Что осталось не так'), '  Яма снова открылась  ')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить и вернуть в работу' }))
    expect(await screen.findByText(/обращение снова в работе/)).toBeInTheDocument()
    expect(mock.callsOf('GiveAppealVerdictMutation')[0]!.variables.note).toBe('Яма снова открылась')
  })

  it('sends a dispute with the photo of what is left, once it has uploaded', async () => {
    send.mockResolvedValue({ ok: true, status: 200, data: { id: 'photo-9' } } as Awaited<ReturnType<typeof sendFile>>)
    const mock = renderVerdict({ GiveAppealVerdictMutation: () => RESULT('disputed') })
    await userEvent.click(screen.getByRole('button', { name: 'Нет, не решена' }))
    await userEvent.type(screen.getByLabelText('Что осталось не так'), 'Яма снова открылась')
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1])], 'yama.png', {
      type: 'image/png',
    })
    await userEvent.upload(screen.getByLabelText('Добавить фото'), png)
    expect(await screen.findByRole('img', { name: 'Фото yama.png' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить и вернуть в работу' }))
    expect(await screen.findByText(/обращение снова в работе/)).toBeInTheDocument()
    expect(mock.callsOf('GiveAppealVerdictMutation')[0]!.variables.photoIds).toEqual(['photo-9'])
  })

  it('keeps the choice on screen and says the gateway’s refusal', async () => {
    renderVerdict({ GiveAppealVerdictMutation: () => gatewayError('Срок для оценки истёк', 'CONFLICT') })
    await userEvent.click(screen.getByRole('button', { name: 'Да, решена' }))
    expect(await screen.findByText('Срок для оценки истёк')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Да, решена' })).toBeInTheDocument()
  })

  it('shows a verdict already given, and nothing when there is nothing to rate', () => {
    renderVerdict({}, 'disputed')
    expect(screen.getByText(/обращение снова в работе/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Да, решена' })).toBeNull()
  })
})
