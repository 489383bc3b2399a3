import { PERMIT_APPLICATIONS_HREF } from '@/lib/routes'
import { useAccountPanels } from '@/components/layout/AccountPanels'
import { Button } from '@/components/ui/Button'

/**
 * "Подать заявку": signed in, straight to the application; signed out, the auth drawer
 * opens and the application follows the sign-in. Still a real link, for a new tab or no JavaScript.
 */
export function ApplyButton() {
  const { signInThen } = useAccountPanels()
  return (
    <Button
      href={PERMIT_APPLICATIONS_HREF}
      size="lg"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        signInThen(PERMIT_APPLICATIONS_HREF)
      }}
    >
      Подать заявку
    </Button>
  )
}
