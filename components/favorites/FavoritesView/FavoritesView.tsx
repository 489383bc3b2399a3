import { useQuery } from '@apollo/client/react'
import { Link } from '@/components/ui/Link'

import { FAVORITE_ENTITIES, FAVORITE_ENTITY_LABELS, type FavoriteEntity } from '@anapa/shared/favorites/entities'
import type {
  FavoriteEntity as GatewayFavoriteEntity,
  FavoritesQueryQuery,
  FavoritesView_FavoriteFragment as Favorite,
} from '@/lib/__generated__/gql/graphql'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { readGatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/apollo/serverErrors'
import { crumbsFor, FAVOURITES_HREF } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import type { PrefillProps } from '@/lib/pageProps'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Button } from '@/components/ui/Button'
import { CmsImage } from '@/components/ui/CmsImage'
import { FavoritesQuery } from '@/components/favorites/favoritesDocuments'
import { QueuedFavorites } from '@/components/offline/QueuedFavorites/QueuedFavorites'
import { useRemoveFavoriteMutation } from '@/components/favorites/hooks/useRemoveFavoriteMutation'
import styles from './FavoritesView.module.css'

const TITLE = 'Избранное'

/** Where the empty state sends the resident to find something to keep. */
export const CATALOGUE_HREF = '/interesnye-mesta'

export const UNAVAILABLE = 'Больше недоступно'

export type FavoritesViewProps = SessionProps & PrefillProps<FavoritesQueryQuery>

/** The gateway's enum names the contract's kinds: CLICKPASS_PRODUCTS is `clickpass-products`. */
const kindOf = (entity: GatewayFavoriteEntity) => entity.toLowerCase().replace(/_/g, '-') as FavoriteEntity

/**
 * The resident's favourites by kind, in the kinds' order of docs/spec.md#3-entities-and-their-fields; newest first
 * within a kind.
 */
export function groupFavorites(favorites: readonly Favorite[]) {
  return FAVORITE_ENTITIES.map((kind) => ({
    kind,
    label: FAVORITE_ENTITY_LABELS[kind],
    items: favorites.filter((f) => kindOf(f.entity) === kind),
  })).filter((group) => group.items.length > 0)
}

/**
 * /izbrannoe: the resident's favourites grouped by kind, each leading to its page and
 * removable; an item unpublished since stays listed, without a link, as no longer available. It
 * reads the tab's one favourites query, so a removal here also lowers the header's count.
 */
export function FavoritesView({ prefill, me }: FavoritesViewProps) {
  return (
    <CabinetApolloProvider prefill={{ query: FavoritesQuery, data: prefill }}>
      <FavoritesList prefilled={prefill !== null} owner={me.id} />
    </CabinetApolloProvider>
  )
}

/** `prefilled`: the client's cache already holds the server's fresh answer, shown without asking again. */
function FavoritesList({ prefilled, owner }: { prefilled: boolean; owner: string }) {
  const { data, error, loading, refetch } = useQuery(FavoritesQuery, {
    fetchPolicy: prefilled ? 'cache-first' : 'cache-and-network',
  })
  const { removeFavorite } = useRemoveFavoriteMutation()
  const favorites = data?.favorites
  return (
    <div className={styles.page}>
      <PageMeta title={TITLE} noindex />
      <Breadcrumbs items={[...crumbsFor(FAVOURITES_HREF).filter((c) => c.label !== TITLE), { label: TITLE }]} />
      <h1 className={styles.title}>{TITLE}</h1>
      {/* Changes made without a connection: the ones still waiting, or refused with the reason. */}
      <QueuedFavorites owner={owner} />
      {favorites === undefined ? (
        error ? (
          <div className={styles.state} role="alert">
            <p>Не удалось загрузить избранное. {readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE}</p>
            <Button theme="secondary" onClick={() => void refetch().catch(() => {})}>
              Повторить
            </Button>
          </div>
        ) : (
          <p className={styles.state} role="status" aria-busy={loading}>
            Загружаем избранное…
          </p>
        )
      ) : favorites.length === 0 ? (
        <div className={styles.state}>
          <p>
            В избранном пока ничего нет. Нажмите на сердечко у пляжа, места, маршрута или статьи, чтобы не потерять их.
          </p>
          <Button href={CATALOGUE_HREF} size="lg">
            Перейти в каталог
          </Button>
        </div>
      ) : (
        groupFavorites(favorites).map((group) => (
          <section key={group.kind} aria-labelledby={`izbrannoe-${group.kind}`} className={styles.group}>
            <h2 id={`izbrannoe-${group.kind}`} className={styles.groupTitle}>
              {group.label}
            </h2>
            <ul role="list" className={styles.list}>
              {group.items.map((item) => (
                <li key={`${item.entity}:${item.slug}`} className={styles.item}>
                  <div className={styles.thumb}>
                    {item.image && item.available ? <CmsImage image={item.image} sizes="96px" /> : null}
                  </div>
                  <div className={styles.text}>
                    {item.available && item.href ? (
                      <Link href={item.href} className={styles.name}>
                        {item.title}
                      </Link>
                    ) : (
                      <>
                        <span className={styles.name}>{item.title}</span>
                        <span className={styles.unavailable}>{UNAVAILABLE}</span>
                      </>
                    )}
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Убрать из избранного: ${item.title}`}
                    onClick={() => void removeFavorite(item)}
                  >
                    Убрать
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
