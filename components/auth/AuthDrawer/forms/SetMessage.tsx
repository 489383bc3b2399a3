import { PASSWORD_SAVED_MESSAGE } from '@/components/auth/AuthDrawer/authDrawerMachine'
import { Button } from '@/components/ui/Button'
import type { AuthFormProps } from './types'
import styles from './forms.module.css'

/** What each message (the drawer's title on this screen) means for the resident. */
const DETAILS: Record<string, string> = {
  [PASSWORD_SAVED_MESSAGE]: 'Теперь можно входить по номеру телефона и паролю.',
}

/** docs/spec.md#2-screens-and-routes "set message": the outcome in words, and the way out. */
export function SetMessage({ state, onClose }: AuthFormProps) {
  const details = state.message ? DETAILS[state.message] : undefined
  return (
    <>
      {details && <p className={styles.lead}>{details}</p>}
      <Button size="lg" className={styles.submit} onClick={onClose}>
        Готово
      </Button>
    </>
  )
}
