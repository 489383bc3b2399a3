/** The accessibility statement's props (lib/server/ssr/accessibility.ts makes them, the view reads them). */
export type AccessibilityStatementProps = {
  /** The editors' «Доступная среда» topic, which a barrier report is filed under; null when editors removed it. */
  barrierTopicId: string | null
}
