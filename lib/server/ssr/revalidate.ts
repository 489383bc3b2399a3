/** Every ISR result revalidates, notFound included: a 404 cached forever never heals (docs/architecture.md#3-pages). */
export const REVALIDATE_SECONDS = 300
