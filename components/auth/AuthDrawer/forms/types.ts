import type { AuthDrawerEvent, AuthDrawerState } from '@/components/auth/AuthDrawer/authDrawerMachine'

/** What every form of the drawer gets: the machine's state, its events, and the way out. */
export interface AuthFormProps {
  state: AuthDrawerState
  send: (event: AuthDrawerEvent) => void
  onClose: () => void
}
