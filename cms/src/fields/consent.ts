import type { Field } from 'payload'

import { DAY_AND_TIME } from './dayAndTime'

/**
 * When the resident consented to the processing of personal data and to which edition of the
 * privacy policy (@anapa/shared/privacy/policy). Written only by the contract calls that take the
 * consent (registration, the permit application, the appeal); editors read it, never change it.
 */
export const consentFields = (): Field => ({
  type: 'row',
  fields: [
    {
      name: 'consent_at',
      type: 'date',
      label: 'Согласие на обработку персональных данных',
      admin: {
        readOnly: true,
        ...DAY_AND_TIME,
        description: 'Когда житель дал согласие',
      },
    },
    {
      name: 'consent_policy_version',
      type: 'text',
      label: 'Редакция политики конфиденциальности',
      admin: { readOnly: true, description: 'С какой редакцией политики житель согласился' },
    },
  ],
})
