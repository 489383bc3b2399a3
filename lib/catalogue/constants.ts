/** Items per catalogue list page. */
export const CATALOGUE_PAGE_SIZE = 12

/** The afisha's `?date=` values; an event can move between them with time alone. */
export const EVENT_DATE_FILTERS = ['today', 'weekend', 'past'] as const
