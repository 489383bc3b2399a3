import type { CatalogueSection } from '../revalidation/cataloguePaths'

/** Items per catalogue list page. The site pages its lists by the same number. */
export const CATALOGUE_PAGE_SIZE = 12

/** The site's public sections (spec §2 route table), as the revalidation hooks address them. */
export const SECTIONS = {
  events: { listPath: '/afisha', pageSize: CATALOGUE_PAGE_SIZE, filterParam: 'date', hasDetail: true },
  tours: { listPath: '/ekskursii-i-tury', pageSize: CATALOGUE_PAGE_SIZE, filterParam: 'tag', hasDetail: true },
  tourGroups: { listPath: '/ekskursii-i-tury', pageSize: CATALOGUE_PAGE_SIZE, hasDetail: false },
  infrastructure: {
    listPath: '/infrastruktura',
    pageSize: CATALOGUE_PAGE_SIZE,
    filterParam: 'category',
    hasDetail: true,
  },
  places: { listPath: '/interesnye-mesta', pageSize: CATALOGUE_PAGE_SIZE, filterParam: 'category', hasDetail: true },
  routes: { listPath: '/peshie-marshruty', pageSize: CATALOGUE_PAGE_SIZE, hasDetail: true },
  beaches: { listPath: '/plyazhi', pageSize: CATALOGUE_PAGE_SIZE, hasDetail: true },
  beachGroups: { listPath: '/plyazhi', pageSize: CATALOGUE_PAGE_SIZE, hasDetail: false },
  cameras: { listPath: '/onlayn-kamery', pageSize: 100, hasDetail: false },
} as const satisfies Record<string, CatalogueSection>

export const TOUR_GROUPS_PATH = '/ekskursii-i-tury/ekskursii-i-tury-group'
export const beachGroupPath = (id: number | string) => `/plyazhi/group-${id}`

/** Events are filtered by time, so every change can move an event between all of these lists. */
export const EVENT_DATE_FILTERS = ['today', 'weekend', 'past'] as const
