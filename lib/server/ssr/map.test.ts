import { serveFakeCityApi } from '@/lib/test/fakeCityApi'
import { getMapProps } from './map'
import { REVALIDATE_SECONDS } from './revalidate'

/** The city REST API faked, so the data function runs the real gateway in-process. */
const cms = serveFakeCityApi({ '*': { status: 200, body: { data: [], meta: { count: 0 } } } })

describe('/karta ISR data (docs/architecture.md#3-pages)', () => {
  it('loads every map object in one upstream call and revalidates', async () => {
    cms.answer({
      '*': {
        status: 200,
        body: {
          data: [
            {
              kind: 'urban',
              id: 5,
              slug: 'apteka',
              title: 'Аптека',
              subtitle: 'Аптеки',
              point: { lat: 44.89, lon: 37.31 },
              image: null,
            },
          ],
          meta: { count: 1 },
        },
      },
    })
    await expect(getMapProps({})).resolves.toMatchObject({
      revalidate: REVALIDATE_SECONDS,
      props: {
        data: {
          mapObjects: [
            {
              kind: 'URBAN',
              id: '5',
              slug: 'apteka',
              title: 'Аптека',
              subtitle: 'Аптеки',
              point: { lat: 44.89, lon: 37.31 },
              track: null,
              image: null,
            },
          ],
        },
      },
    })
    expect(cms.urls).toEqual(['/v1/map'])
  })

  it('a CMS outage throws, so Next keeps serving the last good map', async () => {
    cms.answer({ '*': { status: 503, body: { data: { message: 'maintenance' } } } })
    await expect(getMapProps({})).rejects.toThrow()
  })
})
