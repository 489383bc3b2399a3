#!/usr/bin/env node
// @ts-check
/**
 * Writes the small scan fixtures the permit tests upload (e2e/fixtures/scans): real JPEG, PNG and
 * PDF files a few KB each, and a text file named like a picture (the disguised upload that must be
 * refused). Deterministic, so rerunning it changes nothing; the files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { ROOT } from './lib/paths.mjs'

const dir = path.join(ROOT, 'e2e', 'fixtures', 'scans')
mkdirSync(dir, { recursive: true })

/**
 * A document-like picture: a pale page with a darker band where a photo or a table would be.
 *
 * @param {number} width
 * @param {number} height
 * @param {string} band the band's colour
 */
function page(width, height, band) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4efe4"/>
    <rect x="12" y="12" width="${Math.round(width / 3)}" height="${Math.round(height / 2)}" fill="${band}"/>
    <rect x="${Math.round(width / 2)}" y="20" width="${Math.round(width / 3)}" height="6" fill="#555"/>
    <rect x="${Math.round(width / 2)}" y="36" width="${Math.round(width / 4)}" height="6" fill="#555"/>
  </svg>`
  return sharp(Buffer.from(svg))
}

/**
 * A one-page PDF with one line of text: the smallest valid file a viewer opens.
 *
 * @param {string} text
 */
function pdf(text) {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  /** @type {number[]} */
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

await page(320, 220, '#8aa4c8').jpeg({ quality: 70 }).toFile(path.join(dir, 'passport-first.jpg'))
await page(320, 220, '#c8a48a').png({ compressionLevel: 9 }).toFile(path.join(dir, 'passport-second.png'))
writeFileSync(path.join(dir, 'sts-first.pdf'), pdf('STS front side (test fixture)'))
await page(320, 220, '#9ac88a').jpeg({ quality: 70 }).toFile(path.join(dir, 'sts-second.jpg'))
writeFileSync(path.join(dir, 'disguised-text.jpg'), 'Это текстовый файл, переименованный в .jpg\n')
console.log(`scan fixtures written to ${path.relative(ROOT, dir)}`)
