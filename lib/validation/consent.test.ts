import { withConsent } from './consent'
import { validateFields } from './makeValidate'
import { registrationSchema } from './schemas'

const MESSAGE = 'Подтвердите согласие на обработку персональных данных'

describe('the consent box rule', () => {
  it('is added to a form’s own errors until the box is ticked', () => {
    const validate = withConsent((values: { text?: string }) => (values.text ? {} : { text: 'Это обязательное поле' }))
    expect(validate({})).toEqual({ text: 'Это обязательное поле', consent: MESSAGE })
    expect(validate({ text: 'есть', consent: false })).toEqual({ consent: MESSAGE })
    expect(validate({ text: 'есть', consent: true })).toEqual({})
  })

  it('guards the code sign-in form that registers a new phone', () => {
    const validate = (values: object) => validateFields(registrationSchema, values)
    expect(validate({ phone: '+7 (918) 123-45-67' })).toEqual({ consent: MESSAGE })
    expect(validate({ phone: '', consent: true })).toEqual({ phone: 'Это обязательное поле' })
    expect(validate({ phone: '+7 (918) 123-45-67', consent: true })).toEqual({})
  })
})
