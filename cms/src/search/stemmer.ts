import { stemmer } from '@orama/stemmers/russian'

/**
 * Russian word forms to one stem (пляж, пляжи, пляжами → пляж), by the Snowball algorithm as
 * Orama maintains it. Words with anything but Cyrillic letters (Latin names, numbers) stay as
 * they are: the Russian rules would only cut their endings by accident.
 */
const CYRILLIC_WORD = /^[а-яё]+$/

export const stem = (word: string): string => (CYRILLIC_WORD.test(word) ? stemmer(word) : word)
