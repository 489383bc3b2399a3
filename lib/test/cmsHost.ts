import { spawn, type ChildProcess } from 'node:child_process'

import { CMS_DIR, NEXT_BIN } from '@/scripts/lib/paths.mjs'
import { waitForReady } from '@/scripts/lib/processes.mjs'

/** One more `next start` of the CMS's production build, as a deploy runs each instance. */
export type CmsHost = { name: string; base: string; dataDir: string; child: ChildProcess; output: () => string }

/** Starts a CMS host with `env` on `port` and waits until it answers; its last output is kept for a failure. */
export async function startCmsHost(name: string, env: NodeJS.ProcessEnv, port: number, dataDir: string) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: CMS_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const host: CmsHost = { name, base: `http://127.0.0.1:${port}`, dataDir, child, output: () => output }
  try {
    await waitForReady(host.base, { label: `CMS host ${name}`, timeoutMs: 120_000 })
  } catch (error) {
    await stopCmsHost(host)
    throw new Error(`${(error as Error).message}\n${output}`)
  }
  return host
}

/** Stops a host (SIGTERM, then gives it up to 10 s to exit). */
export async function stopCmsHost(host: CmsHost) {
  if (host.child.exitCode !== null || host.child.signalCode !== null) return
  const exited = new Promise((resolve) => host.child.once('exit', resolve))
  host.child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
}
