#!/usr/bin/env node
// @ts-check
/**
 * `npm run build:cms` (the cms workspace's `build`): `next build` loads the Payload config to
 * collect page data, and the config refuses to load without its settings.
 * Nothing from them is kept in the build, so it gets a throwaway local stack's settings; the
 * running CMS checks its own at start.
 */
import { buildCms, throwawayCmsEnv } from './lib/stack.mjs'

await buildCms(throwawayCmsEnv(), { force: true })
