import { APPEAL_MESSAGES, validateAppeal, type AppealLocation } from '@anapa/shared/appeals/appealSchema'
import { normalisePhone } from '@anapa/shared/text/phone'
import { OPEN311_MESSAGES, type Open311Error } from './georeport'

/** What a partner app files (POST requests.json), checked; the key is checked apart, against the database. */
export type Submission = {
  serviceCode: number
  text: string
  address: string
  location: AppealLocation | null
  submitter: { first_name: string | null; last_name: string | null; phone: string | null; email: string | null }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const NUMBER = /^-?\d{1,3}(\.\d{1,15})?$/

const LIMITS = { first_name: 100, last_name: 100, email: 200 } as const

/** The standard's names mapped to the shared appeal schema's, whose messages are the form's. */
const STANDARD_NAME: Record<string, string> = {
  text: 'description',
  address: 'address_string',
  location: 'lat, long',
  topic_id: 'service_code',
}

/**
 * Checks the standard's fields: `service_code`, a place (`lat` and `long`, or `address_string`),
 * `description` by the rules of the site's appeal form, and what the app says of the submitter
 * (`first_name`, `last_name`, `phone`, `email`), kept for editors only. `media_url` and
 * `attribute[…]` are ignored: we fetch no files from other servers and define no attributes.
 * Every failing field is one error, in the standard's array.
 */
export function parseSubmission(
  fields: Readonly<Record<string, string>>,
): { ok: true; value: Submission } | { ok: false; errors: Open311Error[] } {
  const errors: Open311Error[] = []
  const fail = (description: string) => errors.push({ code: 400, description })
  const code = fields.service_code?.trim() ?? ''
  if (code === '') fail(OPEN311_MESSAGES.serviceRequired)
  else if (!/^[1-9]\d{0,8}$/.test(code)) errors.push({ code: 404, description: OPEN311_MESSAGES.serviceUnknown })

  const lat = fields.lat?.trim() ?? ''
  const long = fields.long?.trim() ?? ''
  let location: AppealLocation | null = null
  if (lat !== '' || long !== '') {
    if (!NUMBER.test(lat)) fail(OPEN311_MESSAGES.badNumber('lat'))
    else if (!NUMBER.test(long)) fail(OPEN311_MESSAGES.badNumber('long'))
    else location = { lat: Number(lat), lon: Number(long) }
  }
  const address = fields.address_string?.trim() ?? ''
  if (!location && address === '' && lat === '' && long === '') fail(OPEN311_MESSAGES.location)

  const checked = validateAppeal({
    topic_id: code || '0',
    text: fields.description ?? '',
    address,
    location,
    photo_ids: [],
    request_id: crypto.randomUUID(),
  })
  if (!checked.ok) {
    for (const [field, message] of Object.entries(checked.fields)) {
      // A missing place is said once, above, in the standard's words.
      if (field === 'location' && message === APPEAL_MESSAGES.place) continue
      fail(`${STANDARD_NAME[field] ?? field}: ${message}`)
    }
  }

  const optional = (name: keyof typeof LIMITS) => {
    const value = fields[name]?.trim() ?? ''
    if (value.length > LIMITS[name]) fail(OPEN311_MESSAGES.tooLong(name, LIMITS[name]))
    return value || null
  }
  const first_name = optional('first_name')
  const last_name = optional('last_name')
  const email = optional('email')
  if (email && !EMAIL.test(email)) fail(OPEN311_MESSAGES.badEmail)
  const rawPhone = fields.phone?.trim() ?? ''
  const phone = rawPhone ? normalisePhone(rawPhone) : null
  if (rawPhone && !phone) fail(OPEN311_MESSAGES.badPhone)

  if (errors.length > 0 || !checked.ok) return { ok: false, errors }
  return {
    ok: true,
    value: {
      serviceCode: Number(code),
      text: checked.value.text,
      address: checked.value.address,
      location: checked.value.location,
      submitter: { first_name, last_name, phone, email },
    },
  }
}
