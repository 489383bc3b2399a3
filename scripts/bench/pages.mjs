// @ts-check
/**
 * The public pages the benches measure, found on a running site: each catalogue section's list and
 * the first detail page its list links to, and the first article the journal lists.
 */

/** An article's link on the journal list. */
export const ARTICLE_LINK = /href="(\/zhurnal-kurorta\/(?:stati|novosti|podborki)\/[a-z0-9-]+)"/

/** One list and one detail page per catalogue section; detail URLs come from the list. */
export const SECTIONS = [
  { name: 'afisha', list: '/afisha', detail: '/afisha/[slug]', link: /href="(\/afisha\/[a-z0-9-]+)"/ },
  {
    name: 'excursions',
    list: '/ekskursii-i-tury',
    detail: '/ekskursii-i-tury/[slug]',
    link: /href="(\/ekskursii-i-tury\/(?!ekskursii-i-tury-group)[a-z0-9-]+)"/,
  },
  {
    name: 'infrastructure',
    list: '/infrastruktura',
    detail: '/infrastruktura/[slug]',
    link: /href="(\/infrastruktura\/[a-z0-9-]+)"/,
  },
  {
    name: 'places',
    list: '/interesnye-mesta',
    detail: '/interesnye-mesta/[id]',
    link: /href="(\/interesnye-mesta\/\d+)"/,
  },
  {
    name: 'walking routes',
    list: '/peshie-marshruty',
    detail: '/peshie-marshruty/[id]',
    link: /href="(\/peshie-marshruty\/\d+)"/,
  },
  { name: 'beaches', list: '/plyazhi', detail: '/plyazhi/[id]', link: /href="(\/plyazhi\/\d+)"/ },
  {
    name: 'beach group',
    list: null,
    detail: '/plyazhi/gruppa/[id]',
    link: /href="(\/plyazhi\/group-\d+)"/,
    from: '/plyazhi',
  },
]
