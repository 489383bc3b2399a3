/**
 * Where an official alert lives on the site (docs/decisions/0040-official-alerts-as-cap.md): its
 * page, which the bell and a push notification open. The CMS names it in the notifications it
 * writes; the site's page is pages/opoveshcheniya/[identifier].tsx.
 */
export const ALERTS_PATH = '/opoveshcheniya'

export const alertPath = (identifier: string) => `${ALERTS_PATH}/${encodeURIComponent(identifier)}`
