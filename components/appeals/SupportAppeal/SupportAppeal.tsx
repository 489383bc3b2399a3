import { useMutation } from '@apollo/client/react'
import { useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { useAccountPanels } from '@/components/layout/AccountPanels'
import { useSession } from '@/components/session'
import { Button } from '@/components/ui/Button'
import styles from '@/components/appeals/appeals.module.css'

export const FollowAppealMutation = graphql(`
  mutation FollowAppealMutation($number: String!) {
    followAppeal(number: $number) {
      number
      supporters
    }
  }
`)

export const UnfollowAppealMutation = graphql(`
  mutation UnfollowAppealMutation($number: String!) {
    unfollowAppeal(number: $number) {
      number
    }
  }
`)

export const SUPPORTING = 'Вы поддерживаете это обращение: новости о нём придут в уведомления.'

/**
 * «Поддержать» another resident's open public appeal instead of filing the same problem again
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md): the resident follows it, counts as
 * affected and gets its status news. «Не поддерживать» undoes it.
 */
export function SupportAppeal({
  number,
  supporting: initially = false,
  onChange,
}: {
  number: string
  supporting?: boolean
  onChange?: (supporting: boolean) => void
}) {
  const [supporting, setSupporting] = useState(initially)
  const [follow, following] = useMutation(FollowAppealMutation)
  const [unfollow, unfollowing] = useMutation(UnfollowAppealMutation)

  const { status } = useSession()
  const { signInThenRun } = useAccountPanels()

  const change = async (next: boolean) => {
    try {
      if (next) await follow({ variables: { number } })
      else await unfollow({ variables: { number } })
    } catch (error) {
      notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
      return
    }
    setSupporting(next)
    onChange?.(next)
  }

  return supporting ? (
    <div className={styles.draftActions}>
      <p role="status">{SUPPORTING}</p>
      <Button
        size="sm"
        theme="ghost"
        loading={unfollowing.loading}
        onClick={() => void change(false)}
        aria-label={`Не поддерживать обращение ${number}`}
      >
        Не поддерживать
      </Button>
    </div>
  ) : (
    <Button
      size="sm"
      theme="secondary"
      loading={following.loading}
      // Signed out (the public page): the drawer first, then the support, on the same page. While the
      // session is still being read, the gateway decides.
      onClick={() => (status === 'signedOut' ? signInThenRun(() => void change(true), 'support') : void change(true))}
      aria-label={`Поддержать обращение ${number}`}
    >
      Поддержать
    </Button>
  )
}
