import { GraphQLError } from 'graphql'

import { readAppealDraft } from '@anapa/shared/appeals/draftValues'
import type { CityApi } from '@/graphql/datasources/CityApi'
import type { AppealDraft, MutationResolvers, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { appealPhotoUrl } from './appeals'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

type RestAppealDraft = Awaited<ReturnType<CityApi['appealDraft']>>

export const toAppealDraft = (d: RestAppealDraft): AppealDraft => ({
  requestId: d.request_id,
  topicId: d.topic_id,
  text: d.text,
  address: d.address,
  location: d.location ? { lat: d.location.lat, lon: d.location.lon } : null,
  photos: d.photos.map((p) => ({ id: p.id, name: p.name, url: appealPhotoUrl(p.id) })),
  isPublic: d.is_public ?? null,
  updatedAt: d.updated_at,
  expiresAt: d.expires_at,
})

export const appealDraftQueries: Pick<QueryResolvers, 'appealDrafts' | 'appealDraft'> = {
  async appealDrafts(_parent, _args, context) {
    requireSignedIn(context)
    return (await context.api.appealDrafts()).map(toAppealDraft)
  },
  async appealDraft(_parent, { requestId }, context) {
    requireSignedIn(context)
    // The CMS reads it with the resident's own access: another resident's is a 404 there, NOT_FOUND here.
    return toAppealDraft(await context.api.appealDraft(requestId))
  },
}

export const appealDraftMutations: Pick<MutationResolvers, 'saveAppealDraft' | 'deleteAppealDraft'> = {
  async saveAppealDraft(_parent, { input }, context) {
    requireSignedIn(context)
    // The same bounds as the CMS (@anapa/shared/appeals/draftValues): nothing sent that it would refuse.
    const result = readAppealDraft(input)
    if (!result.ok) {
      throw new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields: result.fields } })
    }
    return toAppealDraft(await context.api.saveAppealDraft(result.value))
  },
  async deleteAppealDraft(_parent, { requestId }, context) {
    requireSignedIn(context)
    await context.api.deleteAppealDraft(requestId)
    return true
  },
}
