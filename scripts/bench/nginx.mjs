import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'

/**
 * A throwaway nginx (one worker, pinned to one core) for the benchmarks: either serving files from
 * `root` or, with `upstream`, proxying with the micro-cache of docs/deploy/nginx.conf.
 */
export async function startNginx({ dir, port, core, root, upstream }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true })
  mkdirSync(path.join(dir, 'cache'), { recursive: true })
  const location = upstream
    ? `
      location / {
        proxy_pass ${upstream};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_cache micro;
        proxy_cache_key $scheme$host$request_uri$http_accept_encoding;
        proxy_cache_use_stale updating error timeout http_500 http_502 http_503;
        proxy_cache_background_update on;
        proxy_cache_lock on;
        add_header X-Cache $upstream_cache_status;
      }`
    : `
      location / { root ${root}; gzip_static on; try_files $uri $uri/index.html =404; default_type text/html; }`
  // The bench's files live under var/, which is owner-only (ARCHITECTURE §4); nginx's workers
  // must run as that owner to read the pages and their own cache, not as nginx's default `nobody`.
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
      gzip on;
      gzip_comp_level 6;
      gzip_types application/json text/css application/javascript;
      client_body_temp_path ${dir}/tmp;
      proxy_temp_path ${dir}/tmp;
      proxy_cache_path ${dir}/cache levels=1:2 keys_zone=micro:10m max_size=256m inactive=10m use_temp_path=off;
      server {
        listen 127.0.0.1:${port};
        ${location}
      }
    }`
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, conf)
  const child = spawn('taskset', ['-c', String(core), 'nginx', '-c', confFile, '-p', dir], { stdio: 'inherit' })
  await new Promise((resolve) => setTimeout(resolve, 500))
  return child
}
