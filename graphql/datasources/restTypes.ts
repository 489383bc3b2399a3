/**
 * Shapes of the city REST contract as the gateway receives them, named for the mappers. They are
 * aliases of the types generated from docs/api/openapi.yaml (`npm run codegen`), so the document
 * is the one source; only the data source and the mappers see them, the schema is domain-shaped.
 */
import type { components } from '@/graphql/__generated__/cityApi'

type Schemas = components['schemas']

/**
 * The document's error body, read defensively: a failing upstream (a proxy's 502, a crash) may
 * send anything, so errorFromResponse checks each part before use.
 */
export type RestErrorBody = { data?: Partial<Schemas['ErrorBody']['data']> }

export type RestImage = Schemas['Image']
export type RestMagazineCategory = Schemas['MagazineCategory']
export type RestMagazineListItem = Schemas['MagazineListItem']
export type RestMagazineDetail = Schemas['MagazineDetail']

export type RestUser = Schemas['User']

/** GET /v1/alerts: one official alert, an OASIS CAP 1.2 message with one `info` and one `area`. */
export type RestAlert = Schemas['Alert']

/** GET /v1/sitemap: an item with a page; `key` is a slug, an id, or 'type/slug' for magazines. */
export type RestSitemapEntity = Schemas['SitemapEntity']
export type RestSitemapEntry = Schemas['SitemapEntry']

export type RestCar = Schemas['Car']
export type RestCarCheck = Schemas['CarCheckResult']
export type RestStatement = Schemas['Statement']
/** The data call's body: the application fields and the statement code; the scans are already on the draft. */
export type RestResidentPermitData = Schemas['ResidentPermitData']
/** The draft call's body: the statement code and any application fields typed so far. */
export type RestResidentPermitDraftData = Schemas['ResidentPermitDraftData']
