import { formatDecimal, isAmount, NBSP } from './number'

export const FREE_LABEL = 'Бесплатно'

/**
 * A price in roubles: '1 500 ₽' (narrow no-break space between digit groups, no-break space before
 * the sign), kopecks only when there are any ('99,90 ₽'). Zero is 'Бесплатно'. Missing, negative or
 * non-finite input gives null: the price is unknown, which is not the same as free.
 */
export function formatPrice(rubles: number | null | undefined): string | null {
  if (!isAmount(rubles)) return null
  const kopecks = Math.round(rubles * 100)
  if (kopecks === 0) return FREE_LABEL
  const amount = kopecks % 100 === 0 ? formatDecimal(kopecks / 100, 0) : formatDecimal(kopecks / 100, 2, true)
  return `${amount}${NBSP}₽`
}

/** The lowest of several prices: 'от 1 500 ₽'. A lowest price of zero means something is free: 'Бесплатно'. */
export function formatPriceFrom(rubles: number | null | undefined): string | null {
  const price = formatPrice(rubles)
  if (price === null || price === FREE_LABEL) return price
  // The preposition stays on the line with its number.
  return `от${NBSP}${price}`
}
