import { GraphQLError } from 'graphql'

import { formatPlate } from '@anapa/shared/cars/plate'
import {
  APPLICATION_FIELDS,
  contactPhoneForTransport,
  validateApplication,
} from '@anapa/shared/statements/applicationSchema'
import { readDraftValues } from '@anapa/shared/statements/draftValues'
import { CONSENT_FIELD, consentError } from '@anapa/shared/privacy/consent'
import { isScanKind } from '@anapa/shared/statements/scans'
import { STATEMENT_STATUS_LABELS } from '@anapa/shared/statements/status'
import type { GatewayContext } from '@/graphql/context'
import type { RestStatement } from '@/graphql/datasources/restTypes'
import type {
  MutationResolvers,
  QueryResolvers,
  ResidentPermitApplication,
} from '@/graphql/__generated__/resolvers-types'
import { ownCar, plateOf } from './cars'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

export const STATEMENT_NOT_FOUND_MESSAGE = 'Заявление не найдено'

export const toApplication = (s: RestStatement): ResidentPermitApplication => ({
  id: String(s.id),
  code: s.statement_code,
  plate: s.state_registration_plate,
  plateDisplay: formatPlate(s.state_registration_plate),
  carName: s.car_name ?? null,
  status: s.status,
  statusLabel: s.status_label || STATEMENT_STATUS_LABELS[s.status],
  comment: s.comment ?? null,
  permitEndDate: s.permit_end_date ?? null,
  createdAt: s.created_at,
  updatedAt: s.updated_at,
  history: s.history.map((h) => ({
    status: h.status,
    statusLabel: h.status_label || STATEMENT_STATUS_LABELS[h.status],
    at: h.at,
    comment: h.comment ?? null,
  })),
  // A kind this gateway does not know is not shown rather than failing the whole list.
  files: s.files.flatMap((f) =>
    isScanKind(f.kind) ? [{ id: String(f.id), kind: f.kind, mimeType: f.mime_type, size: f.size }] : [],
  ),
  submittedAt: s.submitted_at ?? null,
  decisionDue: s.decision_due ?? null,
  draft: s.draft ? { values: { ...s.draft.values }, expiresAt: s.draft.expires_at } : null,
})

const statementNotFound = () =>
  new GraphQLError(STATEMENT_NOT_FOUND_MESSAGE, { extensions: { code: 'NOT_FOUND', status: 404 } })

/**
 * docs/architecture.md#4-session-and-security-rules: a statement code outside the resident's own list is NOT_FOUND,
 * checked here too.
 */
export async function ownStatement({ api }: GatewayContext, code: string): Promise<RestStatement> {
  const statement = (await api.statements()).find((s) => s.statement_code === code)
  if (!statement) throw statementNotFound()
  return statement
}

export const permitQueries: Pick<QueryResolvers, 'residentPermitApplications' | 'residentPermitApplication'> = {
  async residentPermitApplications(_parent, _args, context) {
    requireSignedIn(context)
    return (await context.api.statements()).map(toApplication)
  },

  async residentPermitApplication(_parent, { code }, context) {
    requireSignedIn(context)
    return toApplication(await ownStatement(context, code))
  },
}

export const permitMutations: Pick<
  MutationResolvers,
  'createStatement' | 'submitResidentPermitApplication' | 'saveResidentPermitDraft' | 'deleteResidentPermitDraft'
> = {
  async createStatement(_parent, { plate }, context) {
    requireSignedIn(context)
    const own = await ownCar(context, plateOf(plate, 'state_registration_plate'))
    return toApplication(await context.api.createStatement(own.state_registration_plate))
  },

  async submitResidentPermitApplication(_parent, { input }, context) {
    requireSignedIn(context)
    const { statement_code: code, consent, ...fields } = input
    // The same shared schema as the form and the CMS: the first failing rule per field;
    // and the consent box, as the form and the CMS check it.
    const result = validateApplication(fields)
    const consentMissing = consentError(consent)
    if (!result.ok || consentMissing) {
      const errors = {
        ...(result.ok ? {} : result.fields),
        ...(consentMissing ? { [CONSENT_FIELD]: consentMissing } : {}),
      }
      throw new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields: errors } })
    }
    const own = await ownStatement(context, code)
    const data = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f, result.value[f]])) as typeof result.value
    return toApplication(
      await context.api.submitResidentPermitData({
        ...data,
        // The schema has checked it is one of the two.
        sex: data.sex as 'male' | 'female',
        contact_phone: contactPhoneForTransport(data.contact_phone),
        statement_code: own.statement_code,
        consent: true,
      }),
    )
  },

  async saveResidentPermitDraft(_parent, { input }, context) {
    requireSignedIn(context)
    const { statement_code: code, ...fields } = input
    // The same bounds as the CMS: strings of the application fields only, nothing checked that a draft may lack.
    const result = readDraftValues(fields)
    if (!result.ok) {
      throw new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields: result.fields } })
    }
    const own = await ownStatement(context, code)
    return toApplication(
      await context.api.saveResidentPermitDraft({ ...result.values, statement_code: own.statement_code }),
    )
  },

  async deleteResidentPermitDraft(_parent, { code }, context) {
    requireSignedIn(context)
    const own = await ownStatement(context, code)
    await context.api.removeStatementDraft(own.statement_code)
    return true
  },
}
