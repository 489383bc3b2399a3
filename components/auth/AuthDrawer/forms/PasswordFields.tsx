import { TextField } from '@/components/ui/Field'

/** Spec §3 Password payloads, Create: a new password, typed twice. */
export function PasswordFields() {
  return (
    <>
      <TextField
        name="password"
        label="Пароль"
        type="password"
        autoComplete="new-password"
        hint="Не короче 6 символов"
      />
      <TextField name="confirmPassword" label="Повторите пароль" type="password" autoComplete="new-password" />
    </>
  )
}
