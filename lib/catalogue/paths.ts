/** Detail URLs of the catalogue sections (docs/spec.md#2-screens-and-routes route table). */
export const SECTION_PATHS = {
  events: '/afisha',
  tours: '/ekskursii-i-tury',
  tourGroups: '/ekskursii-i-tury/ekskursii-i-tury-group',
  infrastructure: '/infrastruktura',
  places: '/interesnye-mesta',
  routes: '/peshie-marshruty',
  beaches: '/plyazhi',
  cameras: '/onlayn-kamery',
} as const

export const detailHref = (section: keyof typeof SECTION_PATHS, key: string) =>
  `${SECTION_PATHS[section]}/${encodeURIComponent(key)}`

export const beachGroupHref = (id: string) => `${SECTION_PATHS.beaches}/group-${encodeURIComponent(id)}`
