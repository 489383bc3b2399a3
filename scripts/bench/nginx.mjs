// @ts-check
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { checkNginxConfig, ensureNginx, NGINX_BIN, nginxWorkerUser, writeNginxConfig } from '../lib/nginx.mjs'
import { startServer, waitForHttp } from '../lib/processes.mjs'

/**
 * nginx serving the files under `root` (one worker, pinned to `core`), with `headers` ([name, value]
 * pairs) added to every answer: the bench's reference for what the micro-cache could at best be.
 *
 * @param {{ dir: string, port: number, core: number, root: string, headers?: [string, string][] }} options
 */
export async function startStaticNginx({ dir, port, core, root, headers = [] }) {
  ensureNginx()
  mkdirSync(path.join(dir, 'logs'), { recursive: true })
  const workerUser = nginxWorkerUser()
  const conf = `
    daemon off;
    ${workerUser ? `user ${workerUser};` : ''}
    worker_processes 1;
    pid ${dir}/nginx.pid;
    error_log ${dir}/logs/error.log warn;
    events { worker_connections 1024; }
    http {
      access_log off;
      sendfile on;
      tcp_nopush on;
      keepalive_requests 100000;
      client_body_temp_path ${dir}/tmp;
      server {
        listen 127.0.0.1:${port};
        location / {
          root ${root}; gzip_static on; try_files $uri $uri/index.html =404; default_type text/html;
          ${headers.map(addHeader).join('\n          ')}
        }
      }
    }`
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, conf)
  return runPinned({ core, confFile, dir, url: `http://127.0.0.1:${port}/` })
}

/**
 * An add_header line; nginx would read a `$` in the value as a variable, and a quote would end it.
 *
 * @param {[string, string]} header name and value
 */
function addHeader([name, value]) {
  if (/[$"\\]/.test(value)) throw new Error(`the header ${name} has a character the static reference cannot repeat`)
  return `add_header ${name} "${value}";`
}

/**
 * The deploy's own nginx (docs/deploy/nginx.conf, derived for loopback as `npm run start:scaled`
 * runs it) in front of `upstreams`, with one worker pinned to `core`: one worker per core, as
 * production's `worker_processes auto` gives, so the micro-cache the bench measures is the one that
 * is deployed, with its headers, its one-second validity and its background updates.
 *
 * @param {{ dir: string, port: number, core: number, upstreams: string[] }} options
 */
export async function startDeployNginx({ dir, port, core, upstreams }) {
  ensureNginx()
  const confFile = writeNginxConfig({ dir, listen: [`127.0.0.1:${port}`], upstreams, workers: 1 })
  checkNginxConfig(confFile, dir)
  return runPinned({ core, confFile, dir, url: `http://127.0.0.1:${port}/api/release` })
}

/**
 * nginx pinned to `core`; stopped with the bench's other servers (stopServer), also when the bench fails.
 *
 * @param {{ core: number, confFile: string, dir: string, url: string }} options
 */
async function runPinned({ core, confFile, dir, url }) {
  const child = startServer('nginx', 'taskset', ['-c', String(core), NGINX_BIN, '-c', confFile, '-p', dir])
  await waitForHttp(url, { label: 'nginx', timeoutMs: 30_000 })
  return child
}
