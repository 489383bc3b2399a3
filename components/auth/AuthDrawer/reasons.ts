/**
 * Why a signed-in-only action opened the auth drawer, in the drawer's words. Callers name the reason;
 * the text lives here, in the drawer's own chunk, not in every page's first-load JS.
 */
export const SIGN_IN_REASONS = {
  favorite: 'Войдите, чтобы добавить в избранное',
  book: 'Войдите, чтобы забронировать',
  support: 'Войдите, чтобы поддержать обращение',
} as const

export type SignInReason = keyof typeof SIGN_IN_REASONS
