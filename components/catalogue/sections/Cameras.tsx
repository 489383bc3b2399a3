import type { CamerasView_CameraFragment } from '@/lib/__generated__/gql/graphql'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
import { CameraPlayer } from '@/components/cameras/CameraPlayer'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { FavoriteToggle } from '@/components/favorites/FavoriteToggle/FavoriteToggle'
import listStyles from '@/components/catalogue/CatalogueListView/CatalogueListView.module.css'
import styles from './Cameras.module.css'

/** /onlayn-kamery: every camera with its live player; a camera that is off shows its poster. */
export function CamerasView({ cameras }: { cameras: CamerasView_CameraFragment[] }) {
  const title = 'Онлайн-камеры'
  return (
    <div className={listStyles.page}>
      <PageMeta
        title={title}
        description="Пляжи и набережные Анапы в прямом эфире: погода и море прямо сейчас."
        path={SECTION_PATHS.cameras}
      />
      <Breadcrumbs items={[{ href: SECTION_PATHS.cameras, label: title }]} />
      <h1 className={listStyles.title}>{title}</h1>
      {cameras.length === 0 ? (
        <p className={listStyles.empty} role="status">
          Камеры пока не подключены. Загляните позже.
        </p>
      ) : (
        <ul className={styles.grid}>
          {cameras.map((camera) => (
            <li key={camera.id} className={styles.camera}>
              <CameraPlayer
                title={camera.title}
                streamUrl={camera.streamUrl ?? null}
                poster={camera.poster ?? null}
                sizes="(min-width: 1024px) 50vw, 100vw"
              />
              <div className={styles.heading}>
                <h2 className={styles.title}>{camera.title}</h2>
                {/* A camera has no page of its own (docs/spec.md#2-screens-and-routes): its favourite leads here. */}
                <FavoriteToggle
                  item={{ entity: 'CAMERA', slug: camera.id, title: camera.title, href: SECTION_PATHS.cameras }}
                  variant="page"
                />
              </div>
              {camera.address ? <p className={styles.address}>{camera.address}</p> : null}
              {camera.summary ? <p>{camera.summary}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
