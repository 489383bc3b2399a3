import {
  AUTH_FAILED,
  authDrawerReducer,
  initialAuthDrawerState,
  PASSWORD_SAVED_MESSAGE,
  PHONE_NOT_GIVEN,
  type AuthDrawerEvent,
  type AuthDrawerState,
} from './authDrawerMachine'

const PHONE = '79181234567'
const SENT_AT = Date.UTC(2026, 6, 1, 9, 0, 0)
const at = (patch: Partial<AuthDrawerState>): AuthDrawerState => ({ ...initialAuthDrawerState, open: true, ...patch })

describe('authDrawerReducer', () => {
  it('uses the spec texts', () => {
    expect(PHONE_NOT_GIVEN).toBe('Номер телефона не был указан')
    expect(AUTH_FAILED).toBe('Ошибка авторизации')
  })

  it.each<[string, AuthDrawerState, AuthDrawerEvent, AuthDrawerState]>([
    // Opening and closing
    ['opens on the password sign-in form', initialAuthDrawerState, { type: 'OPEN' }, at({ form: 'auth' })],
    ['opening twice changes nothing', at({ form: 'registration' }), { type: 'OPEN' }, at({ form: 'registration' })],
    [
      'closing keeps a pending code',
      at({ form: 'confirm', phone: PHONE }),
      { type: 'CLOSE' },
      { ...at({ form: 'confirm', phone: PHONE }), open: false },
    ],
    [
      'reopening returns to the code a phone is waiting for',
      { ...at({ form: 'confirm', phone: PHONE, purpose: 'recovery' }), open: false },
      { type: 'OPEN' },
      at({ form: 'confirm', phone: PHONE, purpose: 'recovery' }),
    ],
    [
      'reopening anywhere else starts over, errors and messages gone',
      { ...at({ form: 'recoverPassword', error: AUTH_FAILED, message: 'x', purpose: 'recovery' }), open: false },
      { type: 'OPEN' },
      at({ form: 'auth' }),
    ],
    ['closing a closed drawer changes nothing', initialAuthDrawerState, { type: 'CLOSE' }, initialAuthDrawerState],

    // Links between forms
    ['auth → registration', at({}), { type: 'GO', form: 'registration' }, at({ form: 'registration' })],
    ['auth → recover password', at({}), { type: 'GO', form: 'recoverPassword' }, at({ form: 'recoverPassword' })],
    [
      'changing the number keeps it for the phone field but drops a recovery',
      at({ form: 'confirm', phone: PHONE, purpose: 'recovery' }),
      { type: 'GO', form: 'registration' },
      at({ form: 'registration', phone: PHONE }),
    ],
    [
      'confirm with no stored phone says so (docs/spec.md#5-validation-rules)',
      at({ form: 'registration' }),
      { type: 'GO', form: 'confirm' },
      at({ form: 'confirm', error: PHONE_NOT_GIVEN }),
    ],

    // Login by code (docs/spec.md#4-states-and-transitions)
    [
      'requesting a code stores the phone',
      at({ form: 'registration' }),
      { type: 'CODE_REQUESTED', phone: PHONE, purpose: 'signIn', at: SENT_AT },
      at({ form: 'confirm', phone: PHONE, codeSentAt: SENT_AT }),
    ],
    [
      'a recovery code stores the phone and the purpose',
      at({ form: 'recoverPassword' }),
      { type: 'CODE_REQUESTED', phone: PHONE, purpose: 'recovery', at: SENT_AT },
      at({ form: 'confirm', phone: PHONE, purpose: 'recovery', codeSentAt: SENT_AT }),
    ],
    [
      'requesting again replaces the phone and restarts the resend countdown',
      at({ form: 'confirm', phone: '79000000000', codeSentAt: SENT_AT - 90_000 }),
      { type: 'CODE_REQUESTED', phone: PHONE, purpose: 'signIn', at: SENT_AT },
      at({ form: 'confirm', phone: PHONE, codeSentAt: SENT_AT }),
    ],
    [
      'an empty phone is no phone',
      at({ form: 'registration' }),
      { type: 'CODE_REQUESTED', phone: '', purpose: 'signIn', at: SENT_AT },
      at({ form: 'confirm', codeSentAt: SENT_AT, error: PHONE_NOT_GIVEN }),
    ],
    [
      'the user loads: phone and countdown cleared, drawer closed',
      at({ form: 'confirm', phone: PHONE, codeSentAt: SENT_AT }),
      { type: 'USER_LOADED', hasPassword: true },
      initialAuthDrawerState,
    ],
    [
      'the user loads without a password: offer to save one, phone cleared',
      at({ form: 'confirm', phone: PHONE }),
      { type: 'USER_LOADED', hasPassword: false },
      at({ form: 'savePassword' }),
    ],
    [
      'recovery: the user loads, then sets a new password',
      at({ form: 'confirm', phone: PHONE, purpose: 'recovery' }),
      { type: 'USER_LOADED', hasPassword: true },
      at({ form: 'setNewPassword' }),
    ],
    [
      'the user cannot be loaded: "Ошибка авторизации", phone kept to try again',
      at({ form: 'confirm', phone: PHONE }),
      { type: 'USER_LOAD_FAILED' },
      at({ form: 'confirm', phone: PHONE, error: AUTH_FAILED }),
    ],

    // Password login (docs/spec.md#4-states-and-transitions)
    ['password login closes the drawer', at({}), { type: 'USER_LOADED', hasPassword: true }, initialAuthDrawerState],
    ['password login whose user cannot be loaded', at({}), { type: 'USER_LOAD_FAILED' }, at({ error: AUTH_FAILED })],

    // Passwords
    [
      'a saved password shows the message screen',
      at({ form: 'savePassword' }),
      { type: 'PASSWORD_SAVED' },
      at({ form: 'setMessage', message: PASSWORD_SAVED_MESSAGE }),
    ],
    [
      'a new password after recovery closes the drawer (the toast says it)',
      at({ form: 'setNewPassword' }),
      { type: 'PASSWORD_SAVED' },
      initialAuthDrawerState,
    ],
    ['a stray PASSWORD_SAVED is ignored', at({ form: 'auth' }), { type: 'PASSWORD_SAVED' }, at({ form: 'auth' })],

    // Consent to the processing of personal data, from the phone step to the code's sign-in
    ['nobody has consented at first', initialAuthDrawerState, { type: 'OPEN' }, at({ form: 'auth', consent: false })],
    [
      'a code requested with the box ticked carries the consent',
      at({ form: 'registration' }),
      { type: 'CODE_REQUESTED', phone: PHONE, purpose: 'signIn', at: SENT_AT, consent: true },
      at({ form: 'confirm', phone: PHONE, codeSentAt: SENT_AT, consent: true }),
    ],
    [
      'reopening for the pending code keeps the consent given for it',
      { ...at({ form: 'confirm', phone: PHONE, consent: true }), open: false },
      { type: 'OPEN' },
      at({ form: 'confirm', phone: PHONE, consent: true }),
    ],
    [
      'reopening anywhere else starts with the box unticked',
      { ...at({ form: 'registration', phone: PHONE, consent: true }), open: false },
      { type: 'OPEN' },
      at({ form: 'auth', phone: PHONE, consent: false }),
    ],
    [
      'the user loads: the consent is not kept for the next sign-in',
      at({ form: 'confirm', phone: PHONE, consent: true }),
      { type: 'USER_LOADED', hasPassword: false },
      at({ form: 'savePassword', consent: false }),
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(authDrawerReducer(state, event)).toEqual(expected)
  })

  it('never mutates the state it is given', () => {
    const state = Object.freeze(at({ form: 'confirm', phone: PHONE }))
    expect(() => authDrawerReducer(state, { type: 'USER_LOADED', hasPassword: true })).not.toThrow()
    expect(state.phone).toBe(PHONE)
  })

  it('walks the whole code flow', () => {
    const events: AuthDrawerEvent[] = [
      { type: 'OPEN' },
      { type: 'GO', form: 'registration' },
      { type: 'CODE_REQUESTED', phone: PHONE, purpose: 'signIn', at: SENT_AT },
      { type: 'USER_LOADED', hasPassword: false },
      { type: 'PASSWORD_SAVED' },
      { type: 'CLOSE' },
    ]
    const forms = [] as string[]
    let state = initialAuthDrawerState
    for (const event of events) {
      state = authDrawerReducer(state, event)
      forms.push(`${state.form}${state.open ? '' : ' (closed)'}${state.phone ? ` ${state.phone}` : ''}`)
    }
    expect(forms).toEqual([
      'auth',
      'registration',
      `confirm ${PHONE}`,
      'savePassword',
      'setMessage',
      'setMessage (closed)',
    ])
  })
})
