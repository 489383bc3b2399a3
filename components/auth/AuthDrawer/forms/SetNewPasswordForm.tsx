import { makeValidate } from '@/lib/validation/makeValidate'
import { createPasswordSchema } from '@/lib/validation/schemas'
import { useSetPasswordMutation } from '@/components/auth/hooks/useSetPasswordMutation'
import { DrawerForm } from './DrawerForm'
import { PasswordFields } from './PasswordFields'
import type { AuthFormProps } from './types'
import styles from './forms.module.css'

type Values = { password: string; confirmPassword: string }

const validate = makeValidate(createPasswordSchema)

/**
 * docs/spec.md#2-screens-and-routes "set new password": after a recovery code, then the 4-second success toast
 * (docs/spec.md#4-states-and-transitions).
 */
export function SetNewPasswordForm({ send }: AuthFormProps) {
  const { setPassword } = useSetPasswordMutation()

  const onSubmit = async (values: Values) => {
    const outcome = await setPassword(values, { successToast: true })
    if (!outcome.ok) return outcome.errors
    send({ type: 'PASSWORD_SAVED' })
    return undefined
  }

  return (
    <DrawerForm<Values> validate={validate} onSubmit={onSubmit} submitLabel="Сохранить пароль">
      <p className={styles.lead}>Придумайте новый пароль для входа.</p>
      <PasswordFields />
    </DrawerForm>
  )
}
