import { makeValidate } from '@/lib/validation/makeValidate'
import { registrationSchema } from '@/lib/validation/schemas'
import { ConsentField, PhoneField } from '@/components/ui/Field'
import { useSendCodeMutation } from '@/components/auth/hooks/useSendCodeMutation'
import { DrawerForm } from './DrawerForm'
import { LinkButton } from './LinkButton'
import { toApiPhone, toFieldPhone } from './phoneInput'
import type { AuthFormProps } from './types'
import styles from './forms.module.css'

type Values = { phone: string; consent?: boolean }

const validate = makeValidate(registrationSchema)

/**
 * docs/spec.md#2-screens-and-routes "registration": the phone gets a one-time code; the same code signs a known
 * resident in. The code may create the account, so the unticked consent to the processing of personal data is
 * asked here, before the phone is sent anywhere, and travels with the code (authDrawerMachine).
 */
export function RegistrationForm({ state, send }: AuthFormProps) {
  const { sendCode } = useSendCodeMutation()

  const onSubmit = async ({ phone, consent }: Values) => {
    const apiPhone = toApiPhone(phone)
    const outcome = await sendCode(apiPhone)
    if (!outcome.ok) return outcome.errors
    send({ type: 'CODE_REQUESTED', phone: apiPhone, purpose: 'signIn', at: Date.now(), consent: consent === true })
    return undefined
  }

  return (
    <DrawerForm<Values>
      validate={validate}
      onSubmit={onSubmit}
      initialValues={{ phone: toFieldPhone(state.phone), consent: state.consent }}
      submitLabel="Получить код"
      footer={
        <div className={styles.links}>
          <LinkButton onClick={() => send({ type: 'GO', form: 'auth' })}>Войти с паролем</LinkButton>
        </div>
      }
    >
      <p className={styles.lead}>Пришлём код в СМС. Если аккаунта с этим номером ещё нет, мы его создадим.</p>
      <PhoneField name="phone" />
      <ConsentField />
    </DrawerForm>
  )
}
