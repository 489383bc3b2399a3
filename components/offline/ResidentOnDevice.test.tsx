import { render } from '@testing-library/react'

import { recallUser } from '@/components/session/rememberedUser'
import type { SessionUser } from '@/lib/pageProps'
import { residentFixture } from '@/lib/test/mockApollo'
import { ResidentOnDevice } from './ResidentOnDevice'

// The copy keeper and the outbox have their own tests; here only who the device remembers.
jest.mock('./ResidentCopyKeeper', () => ({ ResidentCopyKeeper: () => null }))
jest.mock('./OutboxSender', () => ({ OutboxSender: () => null }))

describe('ResidentOnDevice', () => {
  beforeEach(() => window.localStorage.clear())

  it('remembers the signed-in resident for a page without a connection, on any page, cabinet pages included', () => {
    const resident = residentFixture({ name: 'Анна' }) as SessionUser
    expect(recallUser()).toBeNull()
    render(<ResidentOnDevice resident={resident} />)
    expect(recallUser()).toMatchObject({ id: resident.id, name: 'Анна', phone: resident.phone })
  })

  it('remembers the newer record when the resident changes their name', () => {
    const resident = residentFixture({ name: 'Анна' }) as SessionUser
    const { rerender } = render(<ResidentOnDevice resident={resident} />)
    rerender(<ResidentOnDevice resident={{ ...resident, name: 'Мария' }} />)
    expect(recallUser()).toMatchObject({ id: resident.id, name: 'Мария' })
  })
})
