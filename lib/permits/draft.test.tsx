import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'

import { SessionProvider, useSession, type SessionUser } from '@/components/session'
import { residentFixture } from '@/lib/test/mockApollo'
import { emptyDraft, loadAppealDraft, saveAppealDraft } from '@/lib/appeals/draft'
import { clearDraft, loadDraft, saveDraft, type PermitDraft } from './draft'

const draft: PermitDraft = {
  code: 'RP-2026-000004',
  plate: 'А123ВС93',
  step: 'passport',
  values: { surname: 'Иванова' },
}

beforeEach(() => window.sessionStorage.clear())

describe('the permit application draft (sessionStorage)', () => {
  it('is found again by its code and as the current one', () => {
    saveDraft(draft)
    expect(loadDraft('RP-2026-000004')).toEqual(draft)
    expect(loadDraft()).toEqual(draft)
  })

  it('ignores what is not a draft of ours', () => {
    window.sessionStorage.setItem('anapa:permit-draft:current', 'X')
    window.sessionStorage.setItem('anapa:permit-draft:X', '{"code":"X","plate":"А123ВС93","step":"hack"}')
    expect(loadDraft()).toBeNull()
    window.sessionStorage.setItem('anapa:permit-draft:X', 'not json')
    expect(loadDraft()).toBeNull()
  })

  it('goes on submit (clearDraft) and keeps other keys of the tab', () => {
    window.sessionStorage.setItem('other', 'stays')
    saveDraft(draft)
    clearDraft(draft.code)
    expect(loadDraft()).toBeNull()
    expect(window.sessionStorage.getItem('other')).toBe('stays')
  })

  it('goes with the session: logout, account deletion and expiry clear every draft', () => {
    saveDraft(draft)
    saveDraft({ ...draft, code: 'RP-2026-000005' })
    saveAppealDraft({ ...emptyDraft(), text: 'Не вывезли мусор' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider serverUser={residentFixture() as SessionUser}>{children}</SessionProvider>
    )
    const { result } = renderHook(() => useSession(), { wrapper })
    act(() => result.current.clear())
    expect(loadDraft('RP-2026-000004')).toBeNull()
    expect(loadDraft('RP-2026-000005')).toBeNull()
    expect(loadAppealDraft()).toBeNull()
    expect(Object.keys(window.sessionStorage)).toEqual([])
  })

  it('going with the session is safe with nothing stored', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionProvider serverUser={null}>{children}</SessionProvider>
    )
    const { result } = renderHook(() => useSession(), { wrapper })
    expect(() => act(() => result.current.clear())).not.toThrow()
  })
})
