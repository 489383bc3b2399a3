export type Counts = { created: number; existing: number }

export type SeedReport = {
  users: Counts
  categories: Counts
  media: Counts
  magazines: Counts
  /** The local editor's login, printed for developers; null in production, where none is created. */
  editor: { email: string; password: string; created: boolean } | null
}

export const emptyReport = (): SeedReport => ({
  users: { created: 0, existing: 0 },
  categories: { created: 0, existing: 0 },
  media: { created: 0, existing: 0 },
  magazines: { created: 0, existing: 0 },
  editor: null,
})

const row = (label: string, counts: Counts) =>
  `  ${label.padEnd(36)} создано / created ${String(counts.created).padStart(3)}, уже были / existing ${String(counts.existing).padStart(3)}`

/** A short bilingual summary for the terminal of `npm start` and `npm run seed`. */
export function formatReport(report: SeedReport): string {
  const lines = [
    'Демо-контент / Demo content:',
    row('редакторы / users', report.users),
    row('категории / magazine-categories', report.categories),
    row('изображения / media', report.media),
    row('статьи журнала / magazines', report.magazines),
  ]
  if (report.editor) {
    lines.push(`Редактор: ${report.editor.email} / ${report.editor.password}`)
    if (!report.editor.created)
      lines.push('  (создан при прошлом запуске; если пароль меняли в админке, действует новый)')
  }
  return lines.join('\n')
}
