/**
 * The resident's page of one appeal (docs/spec.md#2-screens-and-routes): the CMS links its
 * notifications there and the cabinet links a duplicate to its original.
 */
export const appealPath = (id: string | number) => `/moi-obrashcheniya/appeal-${encodeURIComponent(String(id))}`
