/**
 * Shapes of the city REST contract (docs/api/openapi.yaml) as the gateway receives them.
 * Only the data source and the mappers see these; the schema is domain-shaped.
 */
export type RestEnvelope<T> = { data: T }
export type RestList<T> = { data: T[]; meta: { count: number } }
export type RestErrorBody = { data?: { message?: string; fields?: Record<string, string> } }

export type RestImage = { url: string; width: number | null; height: number | null; alt: string }
export type RestMagazineCategory = { id: number; name: string; slug: string }

export type RestMagazineListItem = {
  id: number
  name: string
  slug: string
  type: string
  preview_picture: RestImage | null
  category: RestMagazineCategory | null
  created_at: string
}

export type RestMagazineDetail = RestMagazineListItem & {
  description: string | null
  seo: { title: string | null; description: string | null }
  text: string
  updated_at?: string | null
  gallery: RestImage[]
  location: { coordinates: { lat: number; lon: number } } | null
  videos: { title: string | null; url: string }[]
  blocks: { title: string | null; description: string | null; picture: RestImage | null; items: { item: string }[] }[]
}

export type RestUser = {
  id: number
  name: string | null
  lastname: string | null
  email: string | null
  phone: string
  sex: 'male' | 'female' | null
  has_password: boolean
}

export type RestToken = { token: string }
export type RestSuccess = { success: boolean }

/** GET /v1/sitemap: an item with a page; `key` is a slug, an id, or 'type/slug' for magazines. */
export type RestSitemapEntity = 'event' | 'tour' | 'urban' | 'place' | 'route' | 'beach' | 'beach-group' | 'magazine'
export type RestSitemapEntry = { entity: RestSitemapEntity; key: string; updated_at: string | null }
