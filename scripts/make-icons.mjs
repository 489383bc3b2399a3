#!/usr/bin/env node
// @ts-check
/**
 * Writes the web app manifest's icons (public/icons) from the site's logo, public/favicon.svg:
 * 192 and 512 px as they are (the logo is already a rounded tile), and a 512 px maskable one whose
 * picture stays inside the central 80 % circle launchers keep, on the tile's own sea blue. PNGs are
 * committed; rerun this after changing the logo.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { ROOT } from './lib/paths.mjs'

const logo = readFileSync(path.join(ROOT, 'public', 'favicon.svg'))
const out = path.join(ROOT, 'public', 'icons')
mkdirSync(out, { recursive: true })
/** --color-sea-700 of styles/tokens.css, the logo tile's own colour. */
const SEA = '#0b4f6c'

/** @param {number} size */
const render = (size) => sharp(logo, { density: Math.ceil((72 * size) / 32) }).resize(size, size)

for (const size of [192, 512]) {
  await render(size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`))
}

// The safe zone of a maskable icon is a circle of 80 % of its width; the square logo fits it at 56 %.
const inner = Math.round(512 * 0.56)
await sharp({ create: { width: 512, height: 512, channels: 4, background: SEA } })
  .composite([{ input: await render(inner).png().toBuffer(), gravity: 'centre' }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'icon-maskable-512.png'))

console.log(`Icons written to ${path.relative(ROOT, out)}`)
