import { PERIODIC_REFRESH_TAG, registerPeriodicRefresh } from './periodicRefresh'

const permissions = (state: PermissionState) => ({ query: async () => ({ state }) as PermissionStatus })

describe('registerPeriodicRefresh', () => {
  it('registers the refresh where the browser allows it', async () => {
    const register = jest.fn(async () => {})
    expect(await registerPeriodicRefresh({ periodicSync: { register } }, permissions('granted'))).toBe(true)
    expect(register).toHaveBeenCalledWith(PERIODIC_REFRESH_TAG, { minInterval: 6 * 60 * 60 * 1000 })
  })

  it('does nothing where it is not allowed or not there', async () => {
    const register = jest.fn(async () => {})
    expect(await registerPeriodicRefresh({ periodicSync: { register } }, permissions('prompt'))).toBe(false)
    expect(await registerPeriodicRefresh({}, permissions('granted'))).toBe(false)
    expect(await registerPeriodicRefresh({ periodicSync: { register } }, undefined)).toBe(false)
    expect(register).not.toHaveBeenCalled()
  })

  it('swallows a refusal: it is a nicety, never an error for the visitor', async () => {
    const register = jest.fn(async () => {
      throw new DOMException('not installed', 'InvalidStateError')
    })
    expect(await registerPeriodicRefresh({ periodicSync: { register } }, permissions('granted'))).toBe(false)
  })
})
