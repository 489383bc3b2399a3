import type { Payload } from 'payload'

import { CAMERAS } from '@/seed/data/cameras'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems } from './catalogue'

/**
 * Creates the missing online cameras, matched by title (the site addresses them by id). The
 * painted preview is the camera's required poster, shown until (or instead of) the stream.
 */
export async function ensureCameras(payload: Payload, report: SeedReport): Promise<void> {
  await ensureCatalogueItems(payload, report.media, {
    collection: 'cameras',
    matchBy: 'title',
    filePrefix: 'camera',
    items: CAMERAS,
    counts: report.cameras,
    toData: (camera, pictures) => ({
      title: camera.title,
      summary: camera.summary,
      streamUrl: camera.streamUrl,
      poster: pictures.preview,
      address: camera.address,
      location: { lat: camera.location.lat, lon: camera.location.lon },
      sort: camera.sort,
      _status: 'published',
    }),
  })
}
