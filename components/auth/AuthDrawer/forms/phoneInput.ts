import { maskPhone } from '@/lib/format/mask'
import { normalisePhone } from '@anapa/shared/text/phone'

/** The phone as the gateway takes it: 11 digits; an incomplete number goes as typed, for the server to refuse. */
export const toApiPhone = (shown: string) => normalisePhone(shown) ?? shown.replace(/\D/g, '')

/** A stored phone shown in the masked field again. */
export const toFieldPhone = (phone: string | null) => (phone ? maskPhone(phone) : '')
