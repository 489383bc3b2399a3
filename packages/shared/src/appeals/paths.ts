/**
 * The resident's page of one appeal (docs/spec.md#2-screens-and-routes): the CMS links its
 * notifications there and the cabinet links a duplicate to its original.
 */
export const appealPath = (id: string | number) => `/moi-obrashcheniya/appeal-${encodeURIComponent(String(id))}`

/** The public appeals: the list and map of docs/decisions/0051-public-appeals-and-open311.md. */
export const PUBLIC_APPEALS_PATH = '/obrashcheniya'

/**
 * One public appeal's page, by its number: anyone may open it, and the notifications of residents
 * who support an appeal they did not file lead there, since the author's cabinet page is the
 * author's alone (docs/decisions/0053-duplicates-followers-and-verdicts.md).
 */
export const publicAppealPath = (number: string) => `${PUBLIC_APPEALS_PATH}/${encodeURIComponent(number)}`

/** The query key that names an appeal topic by its id: the public list's filter and the new appeal's preset topic. */
export const APPEAL_TOPIC_PARAM = 'tema'

/** The new-appeal form, with a topic chosen in advance (the accessibility statement's «report a barrier»). */
export const newAppealHref = (topicId: string | null = null) =>
  `/moi-obrashcheniya/novoe-obrashchenie${topicId ? `?${APPEAL_TOPIC_PARAM}=${encodeURIComponent(topicId)}` : ''}`
