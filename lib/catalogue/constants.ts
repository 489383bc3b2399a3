/** Items per catalogue list page. */
export const CATALOGUE_PAGE_SIZE = 12

/**
 * The «Доступная среда» filter of the beaches, places, infrastructure and walking routes
 * (`/plyazhi?sreda=dostupnaya`, `/interesnye-mesta?category=museum&sreda=dostupnaya`): only the
 * entries the shared rule counts as accessible (docs/decisions/0055-accessibility-as-data.md).
 */
export const ACCESSIBLE_FILTER_PARAM = 'sreda'
export const ACCESSIBLE_FILTER = 'dostupnaya'

/** The afisha's `?date=` values; an event can move between them with time alone. */
export const EVENT_DATE_FILTERS = ['today', 'weekend', 'past'] as const
