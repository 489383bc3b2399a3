// @ts-check
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const CMS_DIR = path.join(ROOT, 'cms')
export const VAR_DIR = path.join(ROOT, 'var')
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
export const PAYLOAD_BIN = path.join(ROOT, 'node_modules', 'payload', 'bin.js')
/**
 * Node's arguments for Payload's CLI with tsx registered for require() as well. Payload's own loader
 * transpiles the config's imports, but a module of packages/shared that imports another by a
 * relative path is loaded as CommonJS, and only tsx's registration resolves `./x` to `./x.ts` there
 * (without it `payload generate:types` stops at the first such import).
 */
export const PAYLOAD_CLI = ['--import', 'tsx', PAYLOAD_BIN]
export const TSX_CLI = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs')
