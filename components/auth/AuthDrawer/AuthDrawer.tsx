import { useEffect, useReducer, useRef, type ComponentType } from 'react'

import { SidePanel } from '@/components/ui/SidePanel'
import { signInReason } from '@/lib/returnPath'
import { SIGN_IN_REASONS, type SignInReason } from './reasons'
import {
  authDrawerReducer,
  initialAuthDrawerState,
  type AuthDrawerState,
  type AuthForm as AuthFormName,
} from './authDrawerMachine'
import { AuthForm } from './forms/AuthForm'
import { ConfirmForm } from './forms/ConfirmForm'
import { RecoverPasswordForm } from './forms/RecoverPasswordForm'
import { RegistrationForm } from './forms/RegistrationForm'
import { SavePasswordForm } from './forms/SavePasswordForm'
import { SetMessage } from './forms/SetMessage'
import { SetNewPasswordForm } from './forms/SetNewPasswordForm'
import type { AuthFormProps } from './forms/types'
import styles from './forms/forms.module.css'

/** The seven forms of docs/spec.md#2-screens-and-routes and the drawer's title on each. */
const FORMS: Record<AuthFormName, { title: string; Component: ComponentType<AuthFormProps> }> = {
  auth: { title: 'Вход', Component: AuthForm },
  registration: { title: 'Вход по коду и регистрация', Component: RegistrationForm },
  confirm: { title: 'Введите код', Component: ConfirmForm },
  recoverPassword: { title: 'Восстановление пароля', Component: RecoverPasswordForm },
  savePassword: { title: 'Создайте пароль', Component: SavePasswordForm },
  setMessage: { title: 'Готово', Component: SetMessage },
  setNewPassword: { title: 'Новый пароль', Component: SetNewPasswordForm },
}

const titleOf = (state: AuthDrawerState) =>
  state.form === 'setMessage' && state.message ? state.message : FORMS[state.form].title

export interface AuthDrawerProps {
  /** Whether the profile button has it open. */
  open: boolean
  /** Closes the drawer: the close button, Escape, the backdrop, or the machine after a success. */
  onClose: () => void
  /**
   * Why it opened, when a signed-in-only action opened it («Войдите, чтобы добавить в избранное»):
   * shown under the title on every form.
   */
  reason?: SignInReason | null
  /** Where the sign-in leads; without a `reason`, the drawer names that page (lib/returnPath.ts). */
  returnTo?: string | null
}

/**
 * The auth drawer (docs/spec.md#2-screens-and-routes): a side panel holding the seven sign-in forms. Which form shows,
 * and which phone awaits a code, is authDrawerMachine's business; the forms run the calls and report back.
 * It stays mounted between openings, so a code on its way survives a closed drawer.
 * It needs an Apollo client above it (AuthDrawerHost gives the browser's one).
 */
export function AuthDrawer({ open, onClose, reason, returnTo }: AuthDrawerProps) {
  const [state, send] = useReducer(authDrawerReducer, open, (isOpen) =>
    authDrawerReducer(initialAuthDrawerState, { type: isOpen ? 'OPEN' : 'CLOSE' }),
  )

  // The opener tells the machine…
  useEffect(() => {
    send({ type: open ? 'OPEN' : 'CLOSE' })
  }, [open])

  // …and the machine tells the opener when it has finished by itself.
  const wasOpen = useRef(state.open)
  useEffect(() => {
    if (wasOpen.current && !state.open && open) onClose()
    wasOpen.current = state.open
  }, [state.open, open, onClose])

  if (!open || !state.open) return null

  const { Component } = FORMS[state.form]
  const why = reason ? SIGN_IN_REASONS[reason] : returnTo ? signInReason(returnTo) : null
  return (
    <SidePanel title={titleOf(state)} onClose={onClose} contentKey={state.form} description={why} backCloses={false}>
      {state.error && (
        <p role="alert" className={styles.alert}>
          {state.error}
        </p>
      )}
      <Component key={state.form} state={state} send={send} onClose={onClose} />
    </SidePanel>
  )
}
