#!/usr/bin/env node
// @ts-check
/**
 * Generated code must match its sources (CI fails on drift): GraphQL Code Generator output, the
 * gateway's REST types from docs/api/openapi.yaml (graphql/__generated__/cityApi.ts), Payload's types
 * and its admin import map. Regenerates them, then asks git whether anything changed.
 */
import { execFileSync } from 'node:child_process'

import { CMS_DIR, PAYLOAD_CLI, ROOT } from './lib/paths.mjs'
import { throwawayCmsEnv } from './lib/stack.mjs'

const GENERATED = [
  'graphql/__generated__',
  'lib/__generated__',
  'cms/src/payload-types.ts',
  'cms/src/app/(payload)/admin/importMap.js',
]

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: ROOT, stdio: 'inherit', env })
execFileSync('npm', ['run', '--silent', 'codegen:rest'], { cwd: ROOT, stdio: 'inherit', env })
// Payload's generators load the config, which needs a CMS's settings (none of them reach the output).
const cmsEnv = { ...throwawayCmsEnv(), NEXT_TELEMETRY_DISABLED: '1' }
execFileSync(process.execPath, [...PAYLOAD_CLI, 'generate:types'], { cwd: CMS_DIR, stdio: 'inherit', env: cmsEnv })
execFileSync(process.execPath, [...PAYLOAD_CLI, 'generate:importmap'], { cwd: CMS_DIR, stdio: 'inherit', env: cmsEnv })

const drift = execFileSync('git', ['status', '--porcelain', '--', ...GENERATED], { cwd: ROOT, encoding: 'utf8' }).trim()
if (drift) {
  console.error(
    `Generated code differs from its sources; run \`npm run codegen:check\` and commit the result:\n${drift}`,
  )
  process.exit(1)
}
console.log('codegen: generated code matches its sources')
