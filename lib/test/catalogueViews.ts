import { screen, within } from '@testing-library/react'

/**
 * What a catalogue view shows a person, read by role and text: the value beside a fact's label
 * (Facts renders a description list), and the cards of a list (each an h2 naming a link).
 */
export function factValue(label: string): string | null {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label)
  if (!term) return null
  const definition = term.nextElementSibling
  return definition?.getAttribute('role') === 'definition' || definition?.tagName === 'DD'
    ? // Collapsed as Testing Library's own matchers do (formatters use non-breaking spaces).
      (definition.textContent ?? '').replace(/\s+/g, ' ').trim()
    : null
}

/** The card headings of a list page, each with where its link leads. */
export function cards(): { title: string; href: string | null }[] {
  return screen.queryAllByRole('heading', { level: 2 }).flatMap((heading) => {
    const link = within(heading).queryByRole('link')
    return link ? [{ title: link.textContent ?? '', href: link.getAttribute('href') }] : []
  })
}

/**
 * A list page's PageInfo as the route queries select it (Pagination_pageInfo), for view fixtures.
 * Unless told, the page size is the catalogue's and the total what that many full pages hold.
 */
export function pageInfo(page: number, pageCount: number, options: { pageSize?: number; total?: number } = {}) {
  const pageSize = options.pageSize ?? 12
  return { total: options.total ?? pageCount * pageSize, page, pageSize, pageCount }
}
