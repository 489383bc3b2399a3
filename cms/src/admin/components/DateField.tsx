'use client'
import { DateTimeField } from '@payloadcms/ui'
import type { DateFieldClientComponent } from 'payload'
import { useMemo } from 'react'

import { DATE_PICKER_PARTS } from './datePickerParts'

/**
 * Payload's date field with the picker's component-valued parts in Russian (datePickerParts.tsx).
 * The Russian strings and formats come with the field's config (admin/dates.ts); the plugin there
 * makes this the field component of every date field.
 */
export const DateField: DateFieldClientComponent = (props) => {
  const { field } = props
  const russian = useMemo((): typeof field => {
    const date = (field.admin?.date ?? {}) as { overrides?: object }
    return {
      ...field,
      admin: { ...field.admin, date: { ...date, overrides: { ...date.overrides, ...DATE_PICKER_PARTS } } },
    } as typeof field
  }, [field])
  return <DateTimeField {...props} field={russian} />
}
