'use client'
import { type ChangeEvent, type ReactNode, useState } from 'react'

/**
 * The parts of react-datepicker that take a component rather than a string, in Russian: its
 * calendar dialog's name («Choose Date and Time») and the time input of the calendar (whose
 * placeholder said «Time», below). Components cannot travel in the admin's serialised config, so the date
 * fields (DateField.tsx) and the schedule drawer hand them to the picker in the browser.
 */
type ContainerProps = { className?: string; children?: ReactNode; showTime?: boolean; showTimeSelectOnly?: boolean }

export function RussianCalendarContainer({ className, children, showTime, showTimeSelectOnly }: ContainerProps) {
  const label = showTimeSelectOnly ? 'Выбор времени' : showTime ? 'Выбор даты и времени' : 'Выбор даты'
  return (
    <div className={className} role="dialog" aria-label={label} aria-modal="true">
      {children}
    </div>
  )
}

/** A time as typed: «9:05» or «09:05», on a 24-hour clock. */
export const TYPED_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/

/**
 * The calendar's time, typed as «чч:мм». react-datepicker clones it with the time («HH:mm») and a
 * callback taking the same. A text input rather than the browser's own time input, which follows
 * the browser's language and showed an AM/PM part in an English one.
 */
type TimeInputProps = { value?: string; onChange?: (time: string) => void }

export function RussianTimeInput({ value, onChange }: TimeInputProps) {
  const [text, setText] = useState(value ?? '')
  // A time picked or typed elsewhere (the picker's own value) replaces what is being typed here.
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    setText(value ?? '')
  }
  return (
    <input
      type="text"
      inputMode="numeric"
      className="react-datepicker-time__input"
      aria-label="Время"
      placeholder="чч:мм"
      maxLength={5}
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value)
        const match = TYPED_TIME.exec(event.target.value.trim())
        if (match) onChange?.(`${match[1]!.padStart(2, '0')}:${match[2]}`)
      }}
    />
  )
}

export const DATE_PICKER_PARTS = {
  calendarContainer: RussianCalendarContainer,
  customTimeInput: <RussianTimeInput />,
}
