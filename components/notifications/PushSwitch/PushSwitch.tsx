import { useId } from 'react'

import { Button } from '@/components/ui/Button'
import { usePushSwitch } from '@/components/notifications/usePushSwitch'
import styles from './PushSwitch.module.css'

export const PUSH_SWITCH_LABEL = 'Получать предупреждения МЧС'
/** Said before the browser's own prompt, which only a click on the switch or the offer can bring up. */
export const PUSH_EXPLANATION =
  'Штормовые предупреждения и запреты на купание придут на это устройство, даже когда сайт закрыт. ' +
  'Ответы на ваши заявки и обращения — тоже. Браузер спросит разрешение на уведомления; выключить их можно в любой момент.'
const UNSUPPORTED =
  'Этот браузер не поддерживает push-уведомления. На телефоне установите сайт на главный экран или откройте его в Chrome.'
const DENIED =
  'Уведомления для этого сайта запрещены в настройках браузера. Разрешите их там, и переключатель заработает.'

export interface PushSwitchProps {
  /**
   * `setting`: the switch of profile management, always shown with its state.
   * `offer`: a short invitation in the bell's panel, shown only while push is off.
   */
  variant: 'setting' | 'offer'
}

/** The storm-alert web push setting. Nothing here asks for permission until clicked. */
export function PushSwitch({ variant }: PushSwitchProps) {
  const { state, busy, turnOn, turnOff } = usePushSwitch()
  const hintId = useId()

  if (variant === 'offer') {
    if (state !== 'off') return null
    return (
      <aside className={styles.offer} aria-labelledby={`${hintId}-title`}>
        <p id={`${hintId}-title`} className={styles.offerTitle}>
          Предупреждения МЧС на телефон
        </p>
        <p className={styles.hint}>{PUSH_EXPLANATION}</p>
        <Button size="md" loading={busy} onClick={() => void turnOn()}>
          Включить уведомления
        </Button>
      </aside>
    )
  }

  const on = state === 'on'
  const unavailable = state === 'unsupported' || state === 'denied'
  return (
    <div className={styles.setting}>
      <label className={styles.row}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          disabled={busy || unavailable || state === 'unknown'}
          aria-describedby={hintId}
          aria-busy={busy || undefined}
          onChange={() => void (on ? turnOff() : turnOn())}
        />
        <span>{PUSH_SWITCH_LABEL}</span>
      </label>
      <p id={hintId} className={styles.hint}>
        {state === 'unsupported' ? UNSUPPORTED : state === 'denied' ? DENIED : PUSH_EXPLANATION}
      </p>
    </div>
  )
}
