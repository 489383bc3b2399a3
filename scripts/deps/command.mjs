// @ts-check
import { spawn } from 'node:child_process'

/**
 * @typedef {object} CommandResult
 * @property {number | null} code the exit code; null when the command was killed
 * @property {string} stdout
 * @property {string} stderr
 * @property {boolean} timedOut true when the time limit killed it
 */

/**
 * Runs a command to completion and captures its output (nothing is streamed: deps:check prints its
 * own summary). It resolves on any exit, a non-zero one included, because npm outdated exits 1 when
 * something is outdated: the caller reads the code. A command still running after `timeoutMs` is
 * killed, so a registry that hangs cannot hold CI. It stays in our process group, so Ctrl-C stops
 * it with us.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, timeoutMs: number, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<CommandResult>}
 */
export function runCaptured(command, args, { cwd, timeoutMs, env = process.env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    /** @type {Buffer[]} */
    const stdout = []
    /** @type {Buffer[]} */
    const stderr = []
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.stdout.on('data', (chunk) => stdout.push(chunk))
    child.stderr.on('data', (chunk) => stderr.push(chunk))
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({
        code,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        timedOut,
      })
    })
  })
}
