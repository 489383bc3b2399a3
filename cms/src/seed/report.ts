export type Counts = { created: number; existing: number }

export type SeedReport = {
  users: Counts
  categories: Counts
  media: Counts
  magazines: Counts
  tourGroups: Counts
  tours: Counts
  events: Counts
  infrastructure: Counts
  places: Counts
  walkingRoutes: Counts
  beachGroups: Counts
  beaches: Counts
  beachConditions: Counts
  cameras: Counts
  /** Rows of the search index written (created or brought up to date) and already current. */
  search: Counts
  /** The local editor's login, printed for developers; null unless SEED_LOCAL_EDITOR=true asked for one. */
  editor: { email: string; password: string; created: boolean } | null
  /** The demo resident and their cars' applications; null unless SEED_DEMO_RESIDENT=true. */
  residents: Counts
  /** Appeal topics and bookable sessions. */
  appealTopics: Counts
  bookingSessions: Counts
  /** The demo resident's appeals and bookings. */
  demoAppeals: Counts
  /** Demo broadcasts for the bell, one per topic. */
  notifications: Counts
  resident: { phone: string; password: string } | null
}

export const emptyReport = (): SeedReport => ({
  users: { created: 0, existing: 0 },
  categories: { created: 0, existing: 0 },
  media: { created: 0, existing: 0 },
  magazines: { created: 0, existing: 0 },
  tourGroups: { created: 0, existing: 0 },
  tours: { created: 0, existing: 0 },
  events: { created: 0, existing: 0 },
  infrastructure: { created: 0, existing: 0 },
  places: { created: 0, existing: 0 },
  walkingRoutes: { created: 0, existing: 0 },
  beachGroups: { created: 0, existing: 0 },
  beaches: { created: 0, existing: 0 },
  beachConditions: { created: 0, existing: 0 },
  cameras: { created: 0, existing: 0 },
  search: { created: 0, existing: 0 },
  editor: null,
  residents: { created: 0, existing: 0 },
  appealTopics: { created: 0, existing: 0 },
  bookingSessions: { created: 0, existing: 0 },
  demoAppeals: { created: 0, existing: 0 },
  notifications: { created: 0, existing: 0 },
  resident: null,
})

const row = (label: string, counts: Counts) =>
  `  ${label.padEnd(40)} создано / created ${String(counts.created).padStart(3)}, уже были / existing ${String(counts.existing).padStart(3)}`

/** A short bilingual summary for the terminal of `npm start` and `npm run seed`. */
export function formatReport(report: SeedReport): string {
  const lines = [
    'Демо-контент / Demo content:',
    row('редакторы / users', report.users),
    row('категории / magazine-categories', report.categories),
    row('изображения / media', report.media),
    row('статьи журнала / magazines', report.magazines),
    row('афиша / events', report.events),
    row('группы экскурсий / tour-groups', report.tourGroups),
    row('экскурсии и туры / tours', report.tours),
    row('инфраструктура / infrastructure-objects', report.infrastructure),
    row('интересные места / places', report.places),
    row('пешие маршруты / walking-routes', report.walkingRoutes),
    row('группы пляжей / beach-groups', report.beachGroups),
    row('пляжи / beaches', report.beaches),
    row('обстановка на пляжах / beach conditions', report.beachConditions),
    row('онлайн-камеры / cameras', report.cameras),
    row('поисковый индекс / search-documents', report.search),
    row('демо-житель и заявления / residents', report.residents),
    row('темы обращений / appeal-topics', report.appealTopics),
    row('сеансы / booking-sessions', report.bookingSessions),
    row('обращения и брони жителя / demo appeals+bookings', report.demoAppeals),
    row('уведомления / notifications', report.notifications),
  ]
  if (report.editor) {
    lines.push(`Редактор: ${report.editor.email} / ${report.editor.password}`)
    if (!report.editor.created)
      lines.push('  (создан при прошлом запуске; если пароль меняли в админке, действует новый)')
  }
  if (report.resident) {
    const p = report.resident.phone
    lines.push(
      `Житель (демо): +${p[0]} (${p.slice(1, 4)}) ${p.slice(4, 7)}-${p.slice(7, 9)}-${p.slice(9)} / ${report.resident.password}` +
        ' (или вход по SMS-коду из outbox)',
    )
  }
  return lines.join('\n')
}
