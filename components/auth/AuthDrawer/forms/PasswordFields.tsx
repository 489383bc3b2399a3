import { TextField } from '@/components/ui/Field'

/** docs/spec.md#3-entities-and-their-fields Password payloads, Create: a new password, typed twice. */
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
