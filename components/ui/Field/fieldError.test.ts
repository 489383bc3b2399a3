import type { FieldMetaState } from 'react-final-form'

import { fieldError } from './TextField'

const meta = (overrides: Partial<FieldMetaState<string>>) =>
  ({ error: 'Это обязательное поле', ...overrides }) as FieldMetaState<string>

describe('fieldError: when a field speaks up', () => {
  it.each([
    ['untouched', {}, undefined],
    // The drawer focuses the first field; leaving it empty for a link must not shift the layout.
    ['focused and left without typing', { touched: true, modified: false }, undefined],
    ['edited and left', { touched: true, modified: true }, 'Это обязательное поле'],
    ['after a refused submit', { touched: true, submitFailed: true }, 'Это обязательное поле'],
    [
      'server error until edited again',
      { error: undefined, submitFailed: true, submitError: 'Неверный код', dirtySinceLastSubmit: false },
      'Неверный код',
    ],
    [
      'server error after editing',
      { error: undefined, submitFailed: true, submitError: 'Неверный код', dirtySinceLastSubmit: true },
      undefined,
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(fieldError(meta(overrides))).toBe(expected)
  })
})
