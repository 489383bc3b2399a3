import { makeValidate } from '@/lib/validation/makeValidate'
import { createPasswordSchema } from '@/lib/validation/schemas'
import { useSetPasswordMutation } from '@/components/auth/hooks/useSetPasswordMutation'
import { DrawerForm } from './DrawerForm'
import { LinkButton } from './LinkButton'
import { PasswordFields } from './PasswordFields'
import type { AuthFormProps } from './types'
import styles from './forms.module.css'

type Values = { password: string; confirmPassword: string }

const validate = makeValidate(createPasswordSchema)

/** docs/spec.md#2-screens-and-routes "save password": after a code sign-in, a password for next time (it can wait). */
export function SavePasswordForm({ send, onClose }: AuthFormProps) {
  const { setPassword } = useSetPasswordMutation()

  const onSubmit = async (values: Values) => {
    const outcome = await setPassword(values)
    if (!outcome.ok) return outcome.errors
    send({ type: 'PASSWORD_SAVED' })
    return undefined
  }

  return (
    <DrawerForm<Values>
      validate={validate}
      onSubmit={onSubmit}
      submitLabel="Сохранить пароль"
      footer={
        <div className={styles.links}>
          <LinkButton onClick={onClose}>Не сейчас</LinkButton>
        </div>
      }
    >
      <p className={styles.lead}>Вы вошли. С паролем в следующий раз можно будет входить без кода.</p>
      <PasswordFields />
    </DrawerForm>
  )
}
