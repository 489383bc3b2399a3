import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'

import { checkNginxConfig, ensureNginx, NGINX_BIN, writeNginxConfig } from '../lib/nginx.mjs'
import { waitForHttp } from '../lib/processes.mjs'

/**
 * nginx serving the files under `root` (one worker, pinned to `core`): the bench's reference for
 * what the micro-cache could at best be.
 */
export async function startStaticNginx({ dir, port, core, root }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true })
  // The bench's files live under var/, which is owner-only (ARCHITECTURE §4); nginx's workers
  // must run as that owner to read the pages, not as nginx's default `nobody`.
  const workerUser = process.getuid?.() === 0 ? `user ${userInfo().username};` : ''
  const conf = `
    daemon off;
    ${workerUser}
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
  const confFile = writeNginxConfig({ dir, listen: [`127.0.0.1:${port}`], upstreams: [upstream], workers: 1 })
  checkNginxConfig(confFile, dir)
  return runPinned({ core, confFile, dir, url: `http://127.0.0.1:${port}/api/release` })
}

async function runPinned({ core, confFile, dir, url }) {
  ensureNginx()
  const child = spawn('taskset', ['-c', String(core), NGINX_BIN, '-c', confFile, '-p', dir], { stdio: 'inherit' })
  await waitForHttp(url, { label: 'nginx', timeoutMs: 30_000 })
  return child
}
