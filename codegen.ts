import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * Typed documents for the pages and components, `Resolvers` types for the gateway.
 * Output is committed; `npm run codegen:check` fails CI when it drifts from the sources.
 */
const config: CodegenConfig = {
  schema: ['graphql/schema/*.ts', '!graphql/schema/index.ts'],
  documents: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'lib/__generated__/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, dedupeOperationSuffix: true },
    },
    // Which types implement each interface: Apollo's cache needs it to match a fragment spread on an
    // interface (CatalogueEntry, Venue…) to the concrete type in an answer.
    'lib/__generated__/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    'graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GatewayContext',
        // One type per entity: a list item carries the card's fields only, a detail answer all of them.
        mappers: {
          Article: '../resolvers/journal#ArticleParent',
          Event: '../resolvers/catalogue/event#EventParent',
          Tour: '../resolvers/catalogue/tour#TourParent',
          InfrastructureObject: '../resolvers/catalogue/infrastructureObject#InfrastructureObjectParent',
          Place: '../resolvers/catalogue/place#PlaceParent',
          WalkingRoute: '../resolvers/catalogue/walkingRoute#WalkingRouteParent',
          Beach: '../resolvers/catalogue/beach#BeachParent',
          BeachGroup: '../resolvers/catalogue/beach#BeachGroupParent',
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
}

export default config
