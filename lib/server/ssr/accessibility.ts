import type { GetStaticProps } from 'next'

import { ACCESSIBILITY_TOPIC_NAME } from '@anapa/shared/appeals/topics'
import { graphql } from '@/lib/__generated__/gql'
import type { AccessibilityStatementProps } from '@/lib/accessibility/statementProps'
import { runQuery } from './factory'
import { REVALIDATE_SECONDS } from './revalidate'

export const AccessibilityTopicsQuery = graphql(`
  query AccessibilityTopicsQuery {
    appealTopics {
      id
      name
    }
  }
`)

/** The statement's «Сообщить о барьере» opens the appeal form on the editors' «Доступная среда» topic. */
export const getAccessibilityStatementProps: GetStaticProps<AccessibilityStatementProps> = async () => {
  const { appealTopics } = await runQuery(AccessibilityTopicsQuery, {})
  const topic = appealTopics.find((t) => t.name === ACCESSIBILITY_TOPIC_NAME)
  return { props: { barrierTopicId: topic?.id ?? null }, revalidate: REVALIDATE_SECONDS }
}
