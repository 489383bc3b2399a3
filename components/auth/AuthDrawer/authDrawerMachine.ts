/**
 * The auth drawer's transitions (docs/spec.md#2-screens-and-routes Auth drawer, #3-entities-and-their-fields Auth
 * state, #4-states-and-transitions Login by code), as a pure reducer. The drawer component runs the calls and reports
 * their outcome here as events; what the drawer shows next, and which phone awaits a code, is decided only here.
 */

/** The seven forms of docs/spec.md#2-screens-and-routes. */
export type AuthForm =
  'registration' | 'auth' | 'confirm' | 'recoverPassword' | 'savePassword' | 'setMessage' | 'setNewPassword'

/** Why a code was sent: to sign in (or register), or to reset a forgotten password. */
export type CodePurpose = 'signIn' | 'recovery'

export interface AuthDrawerState {
  open: boolean
  form: AuthForm
  /**
   * docs/spec.md#3-entities-and-their-fields Auth state: the phone awaiting a code, 11 digits. Cleared once the user
   * has loaded.
   */
  phone: string | null
  purpose: CodePurpose
  /** When the pending code was sent (ms since epoch): the confirm form counts down to a resend. */
  codeSentAt: number | null
  /**
   * The consent to the processing of personal data ticked on the code sign-in form: the code's
   * sign-in sends it, and the CMS needs it to register a new phone. Recovery codes carry none.
   */
  consent: boolean
  /** The text of the set message screen. */
  message: string | null
  /** A drawer-level error, shown above the current form. */
  error: string | null
}

export type AuthDrawerEvent =
  /** The profile button, while signed out. */
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  /** The links between forms. */
  | { type: 'GO'; form: 'registration' | 'auth' | 'confirm' | 'recoverPassword' }
  /**
   * sendCode or requestPasswordRecovery succeeded (docs/spec.md#4-states-and-transitions step 1: the phone is stored).
   */
  | { type: 'CODE_REQUESTED'; phone: string; purpose: CodePurpose; at: number; consent?: boolean }
  /** The token was saved and `me` answered (docs/spec.md#4-states-and-transitions step 3). */
  | { type: 'USER_LOADED'; hasPassword: boolean }
  /** The token was saved, but `me` did not answer (docs/spec.md#4-states-and-transitions step 4). */
  | { type: 'USER_LOAD_FAILED' }
  | { type: 'PASSWORD_SAVED' }

/** The rules of Login by code (docs/spec.md#5-validation-rules). */
export const PHONE_NOT_GIVEN = 'Номер телефона не был указан'
/** docs/spec.md#4-states-and-transitions step 4, #8-error-catalogue. */
export const AUTH_FAILED = 'Ошибка авторизации'
export const PASSWORD_SAVED_MESSAGE = 'Пароль сохранён'

/** The drawer opens on password sign-in, which links to the code, recovery and registration forms. */
export const ENTRY_FORM: AuthForm = 'auth'

export const initialAuthDrawerState: AuthDrawerState = {
  open: false,
  form: ENTRY_FORM,
  phone: null,
  purpose: 'signIn',
  codeSentAt: null,
  consent: false,
  message: null,
  error: null,
}

/** The drawer's own close after success: back to the entry form, nothing left pending. */
const finished = (): AuthDrawerState => ({ ...initialAuthDrawerState })

/** docs/spec.md#5-validation-rules: the confirm form cannot work without a stored phone, and says so. */
function withConfirmCheck(state: AuthDrawerState): AuthDrawerState {
  return state.form === 'confirm' && !state.phone ? { ...state, error: PHONE_NOT_GIVEN } : state
}

export function authDrawerReducer(state: AuthDrawerState, event: AuthDrawerEvent): AuthDrawerState {
  switch (event.type) {
    case 'OPEN': {
      if (state.open) return state
      // A code on its way is worth coming back to; anything else starts over.
      const awaitingCode = state.form === 'confirm' && state.phone !== null
      return {
        ...state,
        open: true,
        form: awaitingCode ? 'confirm' : ENTRY_FORM,
        purpose: awaitingCode ? state.purpose : 'signIn',
        // A box ticked for an abandoned code is not ticked for the next visitor of the form.
        consent: awaitingCode ? state.consent : false,
        message: null,
        error: null,
      }
    }
    case 'CLOSE':
      return state.open ? { ...state, open: false } : state
    case 'GO':
      return withConfirmCheck({
        ...state,
        form: event.form,
        // Leaving the code screen for another form abandons a recovery in progress.
        purpose: event.form === 'confirm' ? state.purpose : 'signIn',
        message: null,
        error: null,
      })
    case 'CODE_REQUESTED':
      return withConfirmCheck({
        ...state,
        form: 'confirm',
        phone: event.phone || null,
        purpose: event.purpose,
        codeSentAt: event.at,
        consent: event.consent === true,
        error: null,
      })
    case 'USER_LOADED': {
      const signedIn = { ...state, phone: null, codeSentAt: null, consent: false, error: null }
      if (state.form === 'confirm' && state.purpose === 'recovery')
        return { ...signedIn, form: 'setNewPassword', purpose: 'signIn' }
      // A code sign-in without a password yet offers to create one (the form can be skipped).
      if (state.form === 'confirm' && !event.hasPassword) return { ...signedIn, form: 'savePassword' }
      return finished()
    }
    case 'USER_LOAD_FAILED':
      return { ...state, error: AUTH_FAILED }
    case 'PASSWORD_SAVED':
      if (state.form === 'savePassword') {
        return { ...state, form: 'setMessage', message: PASSWORD_SAVED_MESSAGE, error: null }
      }
      // After recovery the drawer closes and a success toast says it (docs/spec.md#4-states-and-transitions).
      if (state.form === 'setNewPassword') return finished()
      return state
  }
}
