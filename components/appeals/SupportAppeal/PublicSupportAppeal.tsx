import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { SupportAppeal } from './SupportAppeal'

/** «Поддержать» on a public page, which has no Apollo client of its own: it brings one. */
export function PublicSupportAppeal({ number }: { number: string }) {
  return (
    <CabinetApolloProvider>
      <SupportAppeal number={number} />
    </CabinetApolloProvider>
  )
}
