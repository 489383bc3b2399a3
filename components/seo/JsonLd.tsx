import { type JsonLdNode, serializeJsonLd } from '@/lib/seo/jsonLd'

/**
 * One JSON-LD block. The JSON is escaped by serializeJsonLd, so text from the CMS cannot end the
 * script early; it is inert data for crawlers, and React never runs it on the client.
 */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
