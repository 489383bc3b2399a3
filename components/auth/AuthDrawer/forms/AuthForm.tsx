import { makeValidate } from '@/lib/validation/makeValidate'
import { passwordLoginSchema } from '@/lib/validation/schemas'
import { PhoneField, TextField } from '@/components/ui/Field'
import { useLoginMutation } from '@/components/auth/hooks/useLoginMutation'
import { DrawerForm } from './DrawerForm'
import { LinkButton } from './LinkButton'
import { toApiPhone, toFieldPhone } from './phoneInput'
import type { AuthFormProps } from './types'
import styles from './forms.module.css'

type Values = { phone: string; password: string }

const validate = makeValidate(passwordLoginSchema)

/**
 * docs/spec.md#2-screens-and-routes "auth": phone and password (docs/spec.md#4-states-and-transitions Password login).
 */
export function AuthForm({ state, send }: AuthFormProps) {
  const { login } = useLoginMutation()

  const onSubmit = async ({ phone, password }: Values) => {
    const outcome = await login({ phone: toApiPhone(phone), password })
    if (outcome.status === 'failed') return outcome.errors
    if (outcome.status === 'userLoadFailed') send({ type: 'USER_LOAD_FAILED' })
    else send({ type: 'USER_LOADED', hasPassword: outcome.user.hasPassword })
    return undefined
  }

  return (
    <DrawerForm<Values>
      validate={validate}
      onSubmit={onSubmit}
      initialValues={{ phone: toFieldPhone(state.phone) }}
      submitLabel="Войти"
      footer={
        <div className={styles.links}>
          <LinkButton onClick={() => send({ type: 'GO', form: 'registration' })}>Войти по коду</LinkButton>
          <LinkButton onClick={() => send({ type: 'GO', form: 'recoverPassword' })}>Забыли пароль?</LinkButton>
          <LinkButton onClick={() => send({ type: 'GO', form: 'registration' })}>Регистрация</LinkButton>
        </div>
      }
    >
      <PhoneField name="phone" />
      <TextField name="password" label="Пароль" type="password" autoComplete="current-password" />
    </DrawerForm>
  )
}
