import { useQuery } from '@apollo/client/react'
import { Link } from '@/components/ui/Link'
import { useEffect, useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { crumbsFor, MY_TRANSPORT_HREF, PERMIT_APPLICATIONS_HREF } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import type { MyTransportRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { PrefillProps } from '@/lib/pageProps'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Button } from '@/components/ui/Button'
import { CarForm } from '@/components/cars/CarForm/CarForm'
import { CarItem } from '@/components/cars/CarItem/CarItem'
import styles from './MyTransportView.module.css'

export const MyTransportRouteQuery = graphql(`
  query MyTransportRouteQuery {
    cars {
      ...CarItem_car
    }
  }
`)

const TITLE = 'Мой транспорт'

export type MyTransportViewProps = SessionProps & PrefillProps<MyTransportRouteQueryQuery>

/**
 * The section under an Apollo client of the caller's (the view's own, or a test's). `prefilled`: the
 * client's cache already holds the server's fresh answer, which is shown without asking again.
 */
export function MyTransport({ prefilled = false }: { prefilled?: boolean } = {}) {
  const { data, loading, error, refetch } = useQuery(MyTransportRouteQuery, {
    fetchPolicy: prefilled ? 'cache-first' : 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  })
  const [adding, setAdding] = useState(false)

  // docs/spec.md#8-error-catalogue: a failed list load is the 'Произошла ошибка' toast.
  useEffect(() => {
    if (error) notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
  }, [error])

  const cars = data?.cars
  let body
  if (!cars && loading) {
    body = (
      <p role="status" className={styles.status}>
        Загружаем ваши автомобили…
      </p>
    )
  } else if (!cars) {
    body = (
      <div role="alert" className={styles.failure}>
        <p>Не удалось загрузить список автомобилей.</p>
        <Button theme="secondary" onClick={() => void refetch().catch(() => undefined)}>
          Повторить
        </Button>
      </div>
    )
  } else {
    body = (
      <>
        {cars.length === 0 && !adding && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>У вас пока нет автомобилей</p>
            <p>Добавьте автомобиль, чтобы подать заявку на резидентское разрешение и видеть срок его действия.</p>
            <Button onClick={() => setAdding(true)}>Добавить первый автомобиль</Button>
          </div>
        )}
        {cars.length > 0 && (
          <ul role="list" aria-label="Ваши автомобили" className={styles.list}>
            {cars.map((car) => (
              <CarItem key={car.plate} car={car} />
            ))}
          </ul>
        )}
        {adding ? (
          <section aria-labelledby="add-car" className={styles.add}>
            <h2 id="add-car">Новый автомобиль</h2>
            <CarForm onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />
          </section>
        ) : (
          cars.length > 0 && (
            <Button theme="secondary" onClick={() => setAdding(true)}>
              Добавить автомобиль
            </Button>
          )
        )}
      </>
    )
  }

  return (
    <div className={styles.page}>
      <PageMeta title={TITLE} noindex />
      <Breadcrumbs items={[...crumbsFor(MY_TRANSPORT_HREF).filter((c) => c.label !== TITLE), { label: TITLE }]} />
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.lead}>
        Автомобили, для которых вы оформляете резидентское разрешение.{' '}
        <Link href={PERMIT_APPLICATIONS_HREF}>Заявки на разрешение</Link>
      </p>
      {body}
    </div>
  )
}

/**
 * docs/spec.md#2-screens-and-routes "Мой транспорт": the resident's cars with their permits; add,
 * rename, remove.
 */
export function MyTransportView({ prefill }: MyTransportViewProps) {
  return (
    <CabinetApolloProvider prefill={{ query: MyTransportRouteQuery, data: prefill }}>
      <MyTransport prefilled={prefill !== null} />
    </CabinetApolloProvider>
  )
}
