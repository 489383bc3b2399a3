// @ts-check
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'

import { installDebianPackages } from './apt.mjs'
import { ROOT } from './paths.mjs'
import { startServer, waitForHttp } from './processes.mjs'

export const DEPLOY_DIR = path.join(ROOT, 'docs', 'deploy')
export const NGINX_BIN = '/usr/sbin/nginx'

/**
 * @typedef {object} NginxOptions
 * @property {string} dir
 * @property {string[]} listen addresses nginx listens on, e.g. `127.0.0.1:8080`
 * @property {string[]} upstreams the site instances' addresses
 * @property {string} [deployDir] where nginx.conf and its snippets are (docs/deploy)
 * @property {number} [workers]
 */

const SNIPPETS = {
  '/etc/nginx/snippets/anapa-security-headers.conf': 'security-headers.conf',
  '/etc/nginx/snippets/anapa-security-headers-defaults.conf': 'security-headers-defaults.conf',
}

/**
 * Replaces `from` in `text`, failing when the deploy file no longer has it: the derivation must not drift silently.
 *
 * @param {string} text
 * @param {string | RegExp} from
 * @param {string} to
 * @param {string} what
 * @returns {string}
 */
function replaceExactly(text, from, to, what) {
  const count = typeof from === 'string' ? text.split(from).length - 1 : (text.match(from) ?? []).length
  if (count === 0) throw new Error(`docs/deploy/nginx.conf no longer has ${what}; update scripts/lib/nginx.mjs`)
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to)
}

/**
 * docs/deploy/nginx.conf made runnable on loopback without root: the https listener
 * becomes `listen` on the given addresses, the upstream lists the given instances with the deploy's
 * own server parameters, and the cache, the snippets, the pid and the logs move into `dir`.
 * Everything else (proxying, retries, the micro-cache, compression, headers) is the deploy's text.
 * `workers` is nginx's worker count (the bench pins one worker to one core). Returns the main
 * config's text; the snippets are copied into `dir` by writeNginxConfig.
 *
 * @param {NginxOptions & { workerUser?: string | null }} options
 * @returns {string}
 */
export function deriveNginxConfig({ dir, listen, upstreams, deployDir = DEPLOY_DIR, workerUser = null, workers = 2 }) {
  let site = readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8')
  site = replaceExactly(
    site,
    /^(\s*)listen 443 ssl http2;$/m,
    listen.map((address, i) => `${i === 0 ? '$1' : '    '}listen ${address};`).join('\n'),
    'the https listen',
  )
  site = replaceExactly(site, /^\s*ssl_certificate(_key)? [^;]+;\n/gm, '', 'the certificate lines')
  const upstream = /upstream anapa_site \{[\s\S]*?\n\}/.exec(site)?.[0]
  if (!upstream) throw new Error('docs/deploy/nginx.conf no longer has `upstream anapa_site`')
  const servers = [...upstream.matchAll(/^(\s*)server (\S+)([^;]*);$/gm)]
  if (servers.length === 0) throw new Error('the upstream in docs/deploy/nginx.conf lists no server')
  // servers[0] is there: the line above checked.
  const [first, indent, , parameters] = /** @type {RegExpExecArray} */ (servers[0])
  // The instances take the first server line's place, with its parameters; the others go.
  const lines = upstreams.map((address) => `${indent}server ${address}${parameters};`).join('\n')
  let rewritten = upstream.replace(first, lines)
  for (const [line] of servers.slice(1)) rewritten = rewritten.replace(`${line}\n`, '')
  site = site.replace(upstream, rewritten)
  site = replaceExactly(site, '/var/cache/nginx/anapa', path.join(dir, 'cache'), 'the cache path')
  for (const [installed, file] of Object.entries(SNIPPETS)) {
    site = replaceExactly(site, installed, path.join(dir, file), `the include of ${installed}`)
  }
  const tmp = path.join(dir, 'tmp')
  return `# Derived by scripts/lib/nginx.mjs from docs/deploy/nginx.conf at start; do not edit.
daemon off;
${workerUser ? `user ${workerUser};` : ''}
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  keepalive_requests 100000;

${site}
}
`
}

/**
 * The user nginx's workers must run as: as root they would run as `nobody` and could not read the
 * owner-only folders under var/ and the temp dir (docs/architecture.md#4-session-and-security-rules). Null when not
 * root.
 */
export function nginxWorkerUser() {
  return process.getuid?.() === 0 ? userInfo().username : null
}

/**
 * Writes the derived config and copies of the snippets into `dir`; returns the config's path.
 *
 * @param {NginxOptions} options
 */
export function writeNginxConfig(options) {
  const { dir, deployDir = DEPLOY_DIR } = options
  for (const sub of ['cache', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true })
  for (const file of Object.values(SNIPPETS)) {
    writeFileSync(path.join(dir, file), readFileSync(path.join(deployDir, file)))
  }
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, deriveNginxConfig({ ...options, workerUser: nginxWorkerUser() }))
  return file
}

/**
 * Debian's nginx, installed with apt-get where the machine lacks it (as .ci/run does for Chromium).
 * The package would start the system's nginx on port 80; a temporary policy-rc.d (the usual way in
 * containers, as scripts/lib/redis.mjs does) denies that, unless the machine has its own policy.
 */
export function ensureNginx() {
  if (existsSync(NGINX_BIN)) return
  installDebianPackages(['nginx'], { hint: `${NGINX_BIN} is missing: install Debian's nginx (apt-get install nginx)` })
}

/**
 * nginx's own check of a derived config (`nginx -t`), which throws with nginx's message on an error.
 *
 * @param {string} file
 * @param {string} dir
 */
export function checkNginxConfig(file, dir) {
  execFileSync(NGINX_BIN, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * Starts nginx in the foreground with the derived config; it is stopped with the other servers.
 * `probe` is a path that answers 200 once nginx and an upstream are up.
 *
 * @param {{ dir: string, listen: string[], upstreams: string[], probe?: string }} options
 */
export async function startNginx({ dir, listen, upstreams, probe = '/healthz' }) {
  ensureNginx()
  const file = writeNginxConfig({ dir, listen, upstreams })
  checkNginxConfig(file, dir)
  const child = startServer('nginx', NGINX_BIN, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file])
  await waitForHttp(`http://${listen[0]}${probe}`, { label: 'nginx', timeoutMs: 30_000 })
  return { child, file }
}
