import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { checkNginxConfig, ensureNginx, NGINX_BIN, nginxWorkerUser, writeNginxConfig } from '../lib/nginx.mjs'
import { startServer, waitForHttp } from '../lib/processes.mjs'

/**
 * nginx serving the files under `root` (one worker, pinned to `core`): the bench's reference for
 * what the micro-cache could at best be.
 */
export async function startStaticNginx({ dir, port, core, root }) {
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
        location / { root ${root}; gzip_static on; try_files $uri $uri/index.html =404; default_type text/html; }
      }
    }`
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, conf)
  return runPinned({ core, confFile, dir, url: `http://127.0.0.1:${port}/` })
}

/**
 * The deploy's own nginx (docs/deploy/nginx.conf, derived for loopback as `npm run start:scaled`
 * runs it) in front of one site instance, with one worker pinned to `core`: the micro-cache the
 * bench measures is the one that is deployed, with its headers, its one-second validity and its
 * background updates.
 */
export async function startDeployNginx({ dir, port, core, upstream }) {
  ensureNginx()
  const confFile = writeNginxConfig({ dir, listen: [`127.0.0.1:${port}`], upstreams: [upstream], workers: 1 })
  checkNginxConfig(confFile, dir)
  return runPinned({ core, confFile, dir, url: `http://127.0.0.1:${port}/api/release` })
}

/** nginx pinned to `core`; stopped with the bench's other servers (stopServer), also when the bench fails. */
async function runPinned({ core, confFile, dir, url }) {
  const child = startServer('nginx', 'taskset', ['-c', String(core), NGINX_BIN, '-c', confFile, '-p', dir])
  await waitForHttp(url, { label: 'nginx', timeoutMs: 30_000 })
  return child
}
