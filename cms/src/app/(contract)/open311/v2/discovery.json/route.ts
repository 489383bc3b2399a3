import { env } from '@/env'
import { OPEN311_AGENCY } from '@/open311/georeport'
import { open311Json, open311Route } from '@/open311/http'

/** When the endpoints below last changed in a way clients should notice. */
const CHANGESET = '2026-11-29T00:00:00+03:00'

/** GET /open311/v2/discovery.json: where the GeoReport v2 endpoints are and what they speak. */
export const GET = open311Route(async () =>
  open311Json({
    changeset: CHANGESET,
    contact: `${OPEN311_AGENCY}, портал города-курорта Анапа`,
    key_service: 'Ключ api_key для отправки обращений выдаёт редакция портала по запросу партнёра.',
    endpoints: [
      {
        specification: 'http://wiki.open311.org/GeoReport_v2',
        url: `${env.apiBaseUrl}/open311/v2`,
        changeset: CHANGESET,
        type: 'production',
        formats: ['application/json'],
      },
    ],
  }),
)
