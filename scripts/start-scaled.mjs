#!/usr/bin/env node
// @ts-check
/**
 * `npm run start:scaled`: the multi-machine layout of docs/architecture.md#1-two-deployables-one-repository on this
 * machine. A throwaway PostgreSQL cluster and Redis, the CMS (migrated and seeded with the demo content, as
 * `npm start` does) on 127.0.0.1:3501, two `next start` instances of one production build
 * (.next-scaled) on 127.0.0.1:3500 and :3502 sharing the ISR cache in Redis, and nginx running
 * docs/deploy/nginx.conf on http://127.0.0.1:8080. Everything lives in a temporary folder removed on
 * Ctrl-C. SCALED_DATABASE=sqlite runs the CMS on SQLite instead.
 */
import { VAR_DIR } from './lib/paths.mjs'
import { stopAll } from './lib/processes.mjs'
import { startScaledStack, temporaryDataDir } from './lib/scaled.mjs'
import { ephemeralSecrets } from './lib/secrets.mjs'

const NGINX_PORT = Number(process.env.SCALED_PORT || 8080)
const CMS_PORT = 3501
const SITE_PORTS = [3500, 3502]

async function main() {
  const stack = await startScaledStack({
    dataDir: temporaryDataDir(VAR_DIR, 'scaled-'),
    cmsPort: CMS_PORT,
    sitePorts: SITE_PORTS,
    nginxPort: NGINX_PORT,
    secrets: ephemeralSecrets(),
    distDir: '.next-scaled',
    siteUrl: `http://127.0.0.1:${NGINX_PORT}`,
  })
  console.log(`
  Портал Анапы запущен в масштабируемой конфигурации
    Сайт (nginx):      ${stack.nginxUrl}
    Экземпляры сайта:  ${stack.instances.map((instance) => instance.url).join(', ')}
    CMS (админка):     ${stack.cms.url}/admin
    База данных:       ${stack.postgres ? `PostgreSQL ${stack.postgres.url.replace(/:[^:@/]+@/, ':***@')}` : 'SQLite'}
    Redis:             ${stack.redis?.url ?? 'нет'}
    Редактор:          editor@anapa.local / ${stack.env.editorPassword}
    Житель (демо):     +7 (999) 000-00-01 / ${stack.env.residentPassword} (или вход по SMS-коду)
    SMS-коды:          ${stack.env.cms.SMS_OUTBOX_FILE}
    Письма:            ${process.env.SMTP_URL ? 'SMTP' : stack.env.cms.EMAIL_OUTBOX_FILE}
    Конфигурация nginx: ${stack.nginx.file}
  Ctrl-C останавливает всё и удаляет временные данные.
`)
}

main().catch((error) => {
  console.error(error.message)
  stopAll(1)
})
