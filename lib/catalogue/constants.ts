/** Items per catalogue list page (the CMS pages its revalidation by the same number). */
export const CATALOGUE_PAGE_SIZE = 12
