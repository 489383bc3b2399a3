import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '.next*/**',
      'var/**',
      '**/__generated__/**',
      'cms/src/payload-types.ts',
      'cms/src/app/(payload)/admin/importMap.js',
      'cms/src/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'cms/next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: ['./', 'cms/'] } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // CommonJS stays where it must: packages/shared/src/security/headers.js (both Next configs load it) and tests that
      // load a module only after setting its environment.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Playwright fixtures hand values on through a callback named `use`, which is not React's.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]

export default config
