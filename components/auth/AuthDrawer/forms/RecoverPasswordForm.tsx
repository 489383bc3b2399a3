import { makeValidate } from '@/lib/validation/makeValidate'
import { recoverPasswordSchema } from '@/lib/validation/schemas'
import { PhoneField } from '@/components/ui/Field'
import { useRequestRecoveryMutation } from '@/components/auth/hooks/useRequestRecoveryMutation'
import { DrawerForm } from './DrawerForm'
import { LinkButton } from './LinkButton'
import { toApiPhone, toFieldPhone } from './phoneInput'
import type { AuthFormProps } from './types'
import styles from './forms.module.css'

type Values = { phone: string }

const validate = makeValidate(recoverPasswordSchema)

/** docs/spec.md#2-screens-and-routes "recover password": a recovery code to the phone, then the confirm form. */
export function RecoverPasswordForm({ state, send }: AuthFormProps) {
  const { requestRecovery } = useRequestRecoveryMutation()

  const onSubmit = async ({ phone }: Values) => {
    const apiPhone = toApiPhone(phone)
    const outcome = await requestRecovery(apiPhone)
    if (!outcome.ok) return outcome.errors
    send({ type: 'CODE_REQUESTED', phone: apiPhone, purpose: 'recovery', at: Date.now() })
    return undefined
  }

  return (
    <DrawerForm<Values>
      validate={validate}
      onSubmit={onSubmit}
      initialValues={{ phone: toFieldPhone(state.phone) }}
      submitLabel="Получить код"
      footer={
        <div className={styles.links}>
          <LinkButton onClick={() => send({ type: 'GO', form: 'auth' })}>Вспомнили пароль? Войти</LinkButton>
        </div>
      }
    >
      <p className={styles.lead}>Пришлём код в СМС, после входа по нему вы зададите новый пароль.</p>
      <PhoneField name="phone" />
    </DrawerForm>
  )
}
