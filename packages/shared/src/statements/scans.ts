/** The four scans a resident permit application needs, and the limits every upload path applies. */

export const SCAN_KINDS = ['passport_first', 'passport_second', 'sts_first', 'sts_second'] as const
export type ScanKind = (typeof SCAN_KINDS)[number]

export const SCAN_KIND_LABELS: Readonly<Record<ScanKind, string>> = {
  passport_first: 'Паспорт: разворот с фотографией',
  passport_second: 'Паспорт: страница с регистрацией',
  sts_first: 'СТС: лицевая сторона',
  sts_second: 'СТС: оборотная сторона',
}

export function isScanKind(value: unknown): value is ScanKind {
  return typeof value === 'string' && (SCAN_KINDS as readonly string[]).includes(value)
}

/** 10 MB, in bytes: the contract's upload cap (413 above it). */
export const MAX_SCAN_BYTES = 10 * 1024 * 1024

export const SCAN_MESSAGES = {
  tooLarge: 'Файл больше 10 МБ',
  badType: 'Допустимы файлы JPEG, PNG или PDF',
  empty: 'Файл пустой',
  /** The right first bytes, but the file does not open: cut short, damaged or something else behind a signature. */
  corrupt: 'Файл повреждён или не является изображением/PDF',
  missing: 'Загрузите файл',
  badKind: 'Укажите вид документа',
  notFound: 'Файл не найден',
} as const
