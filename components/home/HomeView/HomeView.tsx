import { Link } from '@/components/ui/Link'

import { HEADER_MENUS } from '@/lib/routes'
import type { HomeRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
import { bathingSummary } from '@/lib/beaches/conditions'
import { BeachCard } from '@/components/catalogue/sections/BeachesCard'
import { EventCard } from '@/components/catalogue/sections/EventsCard'
import { PlaceCard } from '@/components/catalogue/sections/PlacesCard'
import { TourCard } from '@/components/catalogue/sections/ToursCard'
import { ArticleCard } from '@/components/journal/ArticleCard/ArticleCard'
import { websiteJsonLd } from '@/lib/seo/jsonLd'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageMeta } from '@/components/seo/PageMeta'
import { NavItemLink } from '@/components/layout/NavItemLink'
import { HomeSection } from './HomeSection'
import styles from './HomeView.module.css'

export type HomeProps = { data: HomeRouteQueryQuery }

export function HomeView({ data }: HomeProps) {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Путеводитель по курорту"
        description="Пляжи, экскурсии, афиша, интересные места и сервисы для жителей Анапы — в одном путеводителе."
        path="/"
      />
      <JsonLd data={websiteJsonLd()} />
      <section className={styles.hero}>
        <h1 className={styles.title}>Анапа — город-курорт</h1>
        <p className={styles.lead}>Путеводитель по туристической и социальной инфраструктуре города.</p>
      </section>
      <nav aria-label="Разделы путеводителя" className={styles.sections}>
        {HEADER_MENUS.map((group, index) => (
          <section key={group.label} className={styles.group} aria-labelledby={`home-menu-${index}`}>
            <h2 id={`home-menu-${index}`} className={styles.groupTitle}>
              {group.label}
            </h2>
            <ul>
              {/* Every link the header's menu has, the city parking site included. */}
              {group.items.map((item) => (
                <li key={item.href}>
                  <NavItemLink link={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <HomeSection
        id="home-events"
        title="Скоро в Анапе"
        href={SECTION_PATHS.events}
        linkLabel="Вся афиша"
        cards={data.events.items.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      />
      <HomeSection
        id="home-beaches"
        title="Пляжи"
        href={SECTION_PATHS.beaches}
        linkLabel="Все пляжи"
        lead={bathingSummary(data.beachConditions)}
        cards={data.beaches.items.map((beach) => (
          <BeachCard key={beach.id} beach={beach} />
        ))}
      />
      <HomeSection
        id="home-tours"
        title="Экскурсии и туры"
        href={SECTION_PATHS.tours}
        linkLabel="Все экскурсии"
        cards={data.tours.items.map((tour) => (
          <TourCard key={tour.id} tour={tour} />
        ))}
      />
      <HomeSection
        id="home-places"
        title="Интересные места"
        href={SECTION_PATHS.places}
        linkLabel="Все места"
        cards={data.places.items.map((place) => (
          <PlaceCard key={place.id} place={place} />
        ))}
      />
      <section aria-labelledby="journal-teasers" className={`${styles.deferred} ${styles.journal}`}>
        <div className={styles.journalHead}>
          <h2 id="journal-teasers">Журнал курорта</h2>
          <Link href="/zhurnal-kurorta">Все статьи</Link>
        </div>
        <ul className={styles.grid}>
          {data.journal.items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
