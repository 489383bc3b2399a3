import { Writable } from 'node:stream'

import pino from 'pino'

import { jsonLogOptions } from './options'

/** A logger with the shared options whose lines land in `lines`, parsed. */
function capture(level: 'info' | 'warn') {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  })
  return { log: pino(jsonLogOptions('site', level), sink), lines }
}

test('a line names the app, the message, the level as number and name, and an ISO time', () => {
  const { log, lines } = capture('info')
  log.info({ reqId: 'r-1' }, 'страница отдана')
  expect(lines).toHaveLength(1)
  const [line] = lines
  expect(line).toMatchObject({ app: 'site', msg: 'страница отдана', level: 30, levelName: 'info', reqId: 'r-1' })
  expect(new Date(line!.time as string).toISOString()).toBe(line!.time)
})

test('below the configured level nothing is written', () => {
  const { log, lines } = capture('warn')
  log.info('не нужно')
  log.warn('нужно посмотреть')
  expect(lines.map((l) => [l.msg, l.levelName])).toEqual([['нужно посмотреть', 'warn']])
})
