import { useRouter } from 'next/router'
import { useCallback, useMemo, useState } from 'react'

import type { MapKind, MapView_ObjectFragment } from '@/lib/__generated__/gql/graphql'
import { useHydrated } from '@/lib/hooks/useHydrated'
import { groupByKind, onLayers } from '@/lib/map/list'
import { layersParam, MAP_KIND_LABELS, MAP_KINDS, mapObjectHref, mapObjectKey, parseLayers } from '@/lib/map/paths'
import { parsePoint } from '@/lib/map/point'
import { useLocateUser } from '@/lib/map/useLocateUser'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { crumbsFor } from '@/lib/routes'
import { Button } from '@/components/ui/Button'
import { ChipList, type ChipId } from '@/components/ui/ChipList'
import { CityMap, type MapFocus, type MapMarker, type MapSelection } from '..'
import { MapList } from '@/components/map/MapList'
import { FlagLegend } from './FlagLegend'
import styles from './MapView.module.css'

type Props = { objects: readonly MapView_ObjectFragment[] }

type View = 'map' | 'list'

const toMarker = (o: MapView_ObjectFragment): MapMarker => ({
  key: mapObjectKey(o),
  kind: o.kind,
  title: o.title,
  subtitle: o.subtitle,
  point: o.point,
  track: o.kind === 'ROUTE' && o.track && o.track.length > 1 ? o.track : null,
  flag: o.flag ?? null,
  bathing: o.bathing ?? null,
  accessible: o.accessibility?.accessible ?? null,
  image: o.image,
  href: mapObjectHref(o),
})

const CHIPS = MAP_KINDS.map((kind) => ({ id: kind, title: MAP_KIND_LABELS[kind] }))

const TILES_FAILED = 'Карта-подложка не загрузилась'

// Every ?layers=, ?lat= variant is the same page to a search engine.
const MAP_PATH = '/karta'

/**
 * /karta (docs/spec.md#2-screens-and-routes): the map with layer chips, "Где я" and a list of the same objects beside
 * it (below 1024 px: instead of it, behind a toggle). The list is server-rendered and needs neither
 * JavaScript nor the map; the map loads after hydration from components/map.
 */
export function MapView({ objects }: Props) {
  const router = useRouter()
  const hydrated = useHydrated()
  // The HTML is the same for every query string (ISR), so the URL is read only once hydrated.
  const ready = hydrated && router.isReady

  const markers = useMemo(() => objects.map(toMarker), [objects])
  const [chosenLayers, setChosenLayers] = useState<MapKind[] | null>(null)
  const layersQuery = ready ? router.query.layers : undefined
  const layers = useMemo(() => chosenLayers ?? parseLayers(layersQuery), [chosenLayers, layersQuery])
  const [swimOnly, setSwimOnly] = useState(false)
  // «Доступная среда»: only what the shared rule counts as accessible; events record nothing, so they go.
  const [accessibleOnly, setAccessibleOnly] = useState(false)
  const visible = useMemo(() => {
    const onChosen = onLayers(markers, layers)
    const swimmable = swimOnly ? onChosen.filter((m) => m.kind !== 'BEACH' || m.bathing === 'allowed') : onChosen
    return accessibleOnly ? swimmable.filter((m) => m.accessible === true) : swimmable
  }, [markers, layers, swimOnly, accessibleOnly])

  const [view, setView] = useState<View>('map')
  const [selection, setSelection] = useState<MapSelection | null>(null)
  const [tilesFailed, setTilesFailed] = useState(false)
  const { state: locateState, locate } = useLocateUser()

  const linkLat = ready ? router.query.lat : undefined
  const linkLon = ready ? router.query.lon : undefined
  const located = locateState.last
  const focus = useMemo<MapFocus | null>(() => {
    if (located) return { point: located.result.point, kind: 'user', label: 'Вы здесь', nonce: located.nonce }
    const point = parsePoint(linkLat, linkLon)
    return point ? { point, kind: 'link', label: 'Точка из ссылки', nonce: 0 } : null
  }, [located, linkLat, linkLon])

  const changeLayers = (ids: ChipId[]) => {
    const next = MAP_KINDS.filter((kind) => ids.includes(kind))
    setChosenLayers(next)
    const { layers: _old, ...query } = router.query
    const param = layersParam(next)
    // Shallow: the page's data is the same for every selection; the URL only remembers it.
    router
      .replace(
        { pathname: router.pathname, query: param === undefined ? query : { ...query, layers: param } },
        undefined,
        {
          shallow: true,
          scroll: false,
        },
      )
      .catch(() => {})
  }

  // Stable, like the groups below, so the list (memoised) is not drawn again when only the map's
  // state changes: the tiles failing, a selection, the view toggle.
  const show = useCallback((key: string) => {
    setView('map')
    setSelection({ key, nonce: Date.now() })
  }, [])
  const groups = useMemo(() => groupByKind(visible), [visible])

  const whereAmI = () => {
    setView('map')
    void locate()
  }

  const status = locateState.locating ? 'Определяем ваше местоположение…' : (located?.message ?? '')

  return (
    <div className={styles.page} data-view={view}>
      <PageMeta
        title="Карта"
        path={MAP_PATH}
        description="Пляжи, интересные места, инфраструктура, события и пешие маршруты Анапы на одной карте."
      />
      {/* Without JavaScript there is no map and no toggle, so small screens show the list. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style>.${styles.listPanel}{display:block!important}.${styles.mapPanel},.${styles.actions}{display:none!important}</style>`,
        }}
      />
      <div className={styles.toolbar}>
        {/* docs/spec.md#2-screens-and-routes gives the map the crumb 'Карта' like every section. */}
        <Breadcrumbs items={crumbsFor(MAP_PATH)} />
        <h1 className={styles.title}>Карта</h1>
        <ChipList
          label="Слои карты"
          mode="multiple"
          chips={CHIPS}
          selected={layers}
          onChange={changeLayers}
          className={styles.chips}
        />
        <label className={styles.swimOnly}>
          <input
            type="checkbox"
            checked={accessibleOnly}
            onChange={(event) => setAccessibleOnly(event.target.checked)}
          />
          Доступная среда
        </label>
        {layers.includes('BEACH') ? (
          <div className={styles.beachTools}>
            <label className={styles.swimOnly}>
              <input type="checkbox" checked={swimOnly} onChange={(event) => setSwimOnly(event.target.checked)} />
              Купаться можно
            </label>
            <FlagLegend />
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="button"
            size="sm"
            theme="secondary"
            leftIcon="map-pin"
            onClick={whereAmI}
            loading={locateState.locating}
          >
            Где я
          </Button>
          <div className={styles.switch} role="group" aria-label="Вид">
            <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
              Карта
            </button>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              Списком
            </button>
          </div>
        </div>
        {/* Kept in the accessibility tree while empty, so the first message is announced. */}
        <p role="status" className={status ? styles.status : 'visually-hidden'}>
          {status}
        </p>
      </div>
      <section className={styles.listPanel} aria-labelledby="map-list-title">
        <h2 id="map-list-title" className="visually-hidden">
          Список объектов
        </h2>
        <MapList groups={groups} onShow={hydrated ? show : undefined} />
      </section>
      <div className={styles.mapPanel} role="region" aria-label="Карта объектов">
        <p className={styles.placeholder}>Карта загружается…</p>
        {ready ? (
          <CityMap markers={visible} focus={focus} selection={selection} onTilesFailedChange={setTilesFailed} />
        ) : null}
        <p role="status" className={tilesFailed ? styles.tileNote : 'visually-hidden'}>
          {tilesFailed ? TILES_FAILED : ''}
        </p>
      </div>
    </div>
  )
}
