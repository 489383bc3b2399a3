#!/usr/bin/env node
// @ts-check
/**
 * The loopback JSON upstream of the bare-Next reference's `getServerSideProps` page (bareNext.mjs):
 * `node referenceJson.mjs <port> <items>` answers every GET with `{ "items": [...] }`, `items` lines
 * of text made once at start, so the reference's one fetch costs the upstream next to nothing and
 * the row measures what Next does around it. Its own process, so the bench can pin it to a core
 * beside the reference as it pins the CMS beside the site (resident.mjs).
 */
import http from 'node:http'

const port = Number(process.argv[2])
const count = Number(process.argv[3])
if (!port || !count) throw new Error('usage: referenceJson.mjs <port> <items>')

const body = Buffer.from(
  JSON.stringify({
    items: Array.from({ length: count }, (_, i) => `Строка текста номер ${i} для проверки производительности`),
  }),
)

http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
    res.end(body)
  })
  .listen(port, '127.0.0.1')
