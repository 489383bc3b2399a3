import { AccessibilityStatementView } from '@/components/static/AccessibilityStatementView/AccessibilityStatementView'
import type { AccessibilityStatementProps } from '@/lib/accessibility/statementProps'

const AccessibilityStatementPage = (props: AccessibilityStatementProps) => <AccessibilityStatementView {...props} />

export default AccessibilityStatementPage
export { getAccessibilityStatementProps as getStaticProps } from '@/lib/server/ssr/accessibility'
