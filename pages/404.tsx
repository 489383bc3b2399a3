import { NotFoundView } from '@/components/errors/NotFoundView'

export default function NotFoundPage() {
  return <NotFoundView />
}
