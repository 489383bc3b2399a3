import { useCallback, useId, useState } from 'react'

import { applyMask } from '@/lib/format/mask'
import { formatPhone } from '@anapa/shared/text/phone'
import { makeValidate } from '@/lib/validation/makeValidate'
import { CODE_LENGTH } from '@/lib/validation/rules'
import { loginByCodeSchema } from '@/lib/validation/schemas'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import { useLoginByCodeMutation } from '@/components/auth/hooks/useLoginByCodeMutation'
import { formatCountdown, useResendCountdown } from '@/components/auth/hooks/useResendCountdown'
import { useRequestRecoveryMutation } from '@/components/auth/hooks/useRequestRecoveryMutation'
import { useSendCodeMutation } from '@/components/auth/hooks/useSendCodeMutation'
import { DrawerForm } from './DrawerForm'
import { LinkButton } from './LinkButton'
import type { AuthFormProps } from './types'
import styles from './forms.module.css'

type Values = { code: string; phone: string }

const validateCode = makeValidate(loginByCodeSchema)
const CODE_MASK = '#'.repeat(CODE_LENGTH)
const onlyCodeDigits = (value: string) => applyMask(value, CODE_MASK)

/**
 * docs/spec.md#2-screens-and-routes "confirm": the code sent to the stored phone (docs/spec.md#4-states-and-transitions
 * Login by code, steps 2–4).
 */
export function ConfirmForm({ state, send }: AuthFormProps) {
  const { phone, purpose, codeSentAt, consent } = state
  const { loginByCode } = useLoginByCodeMutation()
  const { sendCode, loading: sendingCode } = useSendCodeMutation()
  const { requestRecovery, loading: requestingRecovery } = useRequestRecoveryMutation()
  const [resent, setResent] = useState(false)
  const waitSeconds = useResendCountdown(codeSentAt)
  const waitId = useId()
  const changeNumber = () => send({ type: 'GO', form: purpose === 'recovery' ? 'recoverPassword' : 'registration' })
  // The phone is the stored one, not a field, but the schema (docs/spec.md#5-validation-rules) checks it all
  // the same.
  const validate = useCallback((values: Partial<Values>) => validateCode({ ...values, phone: phone ?? '' }), [phone])

  // docs/spec.md#5-validation-rules: without a stored phone there is nothing to confirm; the drawer shows 'Номер
  // телефона не был указан'.
  if (!phone) return <Button onClick={changeNumber}>Указать номер</Button>

  const onSubmit = async ({ code }: Values) => {
    const outcome = await loginByCode({ phone, code, consent })
    if (outcome.status === 'failed') return outcome.errors
    if (outcome.status === 'userLoadFailed') send({ type: 'USER_LOAD_FAILED' })
    else send({ type: 'USER_LOADED', hasPassword: outcome.user.hasPassword })
    return undefined
  }

  const resend = async () => {
    setResent(false)
    const outcome = purpose === 'recovery' ? await requestRecovery(phone) : await sendCode(phone)
    if (outcome.ok) {
      send({ type: 'CODE_REQUESTED', phone, purpose, at: Date.now(), consent })
      setResent(true)
    }
  }

  return (
    <DrawerForm<Values>
      validate={validate}
      onSubmit={onSubmit}
      submitLabel="Подтвердить"
      footer={
        <>
          <p className={styles.status} role="status">
            {resent ? 'Код отправлен повторно' : ''}
          </p>
          <div className={styles.links}>
            <span className={styles.resend}>
              <LinkButton
                onClick={resend}
                disabled={waitSeconds > 0 || sendingCode || requestingRecovery}
                aria-describedby={waitSeconds > 0 ? waitId : undefined}
              >
                Отправить код ещё раз
              </LinkButton>
              {waitSeconds > 0 ? (
                <span id={waitId} className={styles.wait}>
                  через {formatCountdown(waitSeconds)}
                </span>
              ) : null}
            </span>
            <LinkButton onClick={changeNumber}>Изменить номер</LinkButton>
          </div>
        </>
      }
    >
      <p className={styles.lead}>
        Отправили код на номер <span className={styles.phone}>{formatPhone(phone)}</span>
      </p>
      <TextField
        name="code"
        label="Код из СМС"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        parse={onlyCodeDigits}
      />
    </DrawerForm>
  )
}
