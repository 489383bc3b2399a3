import { maskPhone, PHONE_MASK, phoneCaret } from '@/lib/format/mask'
import { TextField, type TextFieldProps } from './TextField'

const PLACEHOLDER = PHONE_MASK.replace(/#/g, '_')

/**
 * A phone number under the mask +7 (###) ###-##-##; the form holds what the visitor sees. An edit mid-number keeps
 * the caret in place (docs/decisions/0058-phone-mask-caret.md).
 */
export function PhoneField({
  label = 'Номер телефона',
  ...props
}: Omit<TextFieldProps, 'type' | 'parse' | 'caret' | 'label'> & {
  label?: string
}) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PLACEHOLDER}
      {...props}
      parse={maskPhone}
      caret={phoneCaret}
    />
  )
}
