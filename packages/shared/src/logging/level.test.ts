import { logLevelFrom } from './level'

describe('logLevelFrom', () => {
  it('is info when unset or blank', () => {
    expect(logLevelFrom(undefined)).toBe('info')
    expect(logLevelFrom(' ')).toBe('info')
  })

  it.each(['warn', 'error', 'debug', 'silent'])('keeps %s', (level) => {
    expect(logLevelFrom(level)).toBe(level)
  })

  it.each(['WARN', 'verbose', '30'])('refuses %s, naming the choices', (level) => {
    expect(() => logLevelFrom(level)).toThrow(/LOG_LEVEL must be one of trace, debug, info/)
  })
})
