import { ContractError } from './http'

/**
 * Positive integer query parameter within bounds; absent gives the fallback. Any run of digits is
 * a number, however long (`page=99999999999` is out of range, not "not a number"); the range is
 * checked on the digits before converting, so no value loses precision on its way to a query.
 */
/** The contract's bound on `page` for every paged list (docs/api/openapi.yaml). */
export const MAX_PAGE = 10_000

export function intParam(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw new ContractError(400, `Параметр ${name} должен быть целым положительным числом`)
  const digits = raw.replace(/^0+(?=\d)/, '')
  const value = digits.length > String(max).length ? Infinity : Number(digits)
  if (value < 1 || value > max) throw new ContractError(400, `Параметр ${name} должен быть от 1 до ${max}`)
  return value
}

export function oneOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ContractError(400, `Параметр ${name} принимает значения: ${allowed.join(', ')}`)
  }
  return raw as T
}

/** `category[]=a&category[]=b` as the spec writes it; a bare `category=a` is accepted too. */
export function listParam(params: URLSearchParams, name: string): string[] {
  return [...params.getAll(`${name}[]`), ...params.getAll(name)].filter((v) => v !== '')
}
