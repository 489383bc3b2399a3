#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the whole product on this machine. Builds on first run (and after source changes),
 * applies CMS migrations, seeds demo content once, starts the CMS on 127.0.0.1:3001 and the site
 * on :3000. `npm run dev` (--dev) runs both in dev mode instead. Ctrl-C stops both.
 */
import path from 'node:path'

import { VAR_DIR } from './lib/paths.mjs'
import { stopAll } from './lib/processes.mjs'
import { localSecrets } from './lib/secrets.mjs'
import { buildServiceWorker } from './lib/serviceWorker.mjs'
import { buildCms, buildSite, migrateAndSeed, stackEnv, startCms, startSite } from './lib/stack.mjs'

const dev = process.argv.includes('--dev')
const cmsPort = Number(process.env.CMS_PORT || 3001)
const sitePort = Number(process.env.PORT || 3000)

async function main() {
  // Secrets, codes and the database live in var/: owner-only, files included
  // (docs/architecture.md#4-session-and-security-rules).
  process.umask(0o077)
  const secrets = localSecrets(path.join(VAR_DIR, 'secrets.json'))
  const env = stackEnv({ dataDir: VAR_DIR, cmsPort, sitePort, secrets })
  if (!dev) await buildCms(env.cms)
  await migrateAndSeed(env.cms)
  await startCms(env.cms, cmsPort, { dev })
  if (!dev) await buildSite(env.site)
  // Dev builds no site, but the push switch still registers the worker (lib/push/subscription.ts).
  else await buildServiceWorker()
  await startSite(env.site, sitePort, { dev })
  console.log(`
  Портал Анапы запущен${dev ? ' (режим разработки)' : ''}
    Сайт:           ${env.siteUrl}
    CMS (админка):  ${env.apiBaseUrl}/admin
    Редактор:       editor@anapa.local / ${env.editorPassword}
    Житель (демо):  +7 (999) 000-00-01 / ${env.residentPassword} (или вход по SMS-коду)
    SMS-коды:       ${env.cms.SMS_OUTBOX_FILE}
    Письма:         ${process.env.SMTP_URL ? 'SMTP' : env.cms.EMAIL_OUTBOX_FILE}
  Ctrl-C останавливает оба сервера.
`)
}

main().catch((error) => {
  console.error(error.message)
  stopAll(1)
})
