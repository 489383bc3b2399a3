/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { RussianCalendarContainer, RussianTimeInput, TYPED_TIME } from './datePickerParts'

describe('the date picker’s parts in Russian', () => {
  it('names the calendar dialog by what it picks', () => {
    const { rerender } = render(<RussianCalendarContainer showTime>x</RussianCalendarContainer>)
    expect(screen.getByRole('dialog', { name: 'Выбор даты и времени' })).toBeTruthy()
    rerender(<RussianCalendarContainer>x</RussianCalendarContainer>)
    expect(screen.getByRole('dialog', { name: 'Выбор даты' })).toBeTruthy()
  })

  it('takes a typed time on a 24-hour clock and hands it on as HH:mm', async () => {
    const onChange = jest.fn()
    render(<RussianTimeInput value="" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Время' })
    expect(input.getAttribute('placeholder')).toBe('чч:мм')
    await userEvent.type(input, '9:05')
    expect(onChange).toHaveBeenLastCalledWith('09:05')
    await userEvent.clear(input)
    await userEvent.type(input, '23:59')
    expect(onChange).toHaveBeenLastCalledWith('23:59')
  })

  it('hands on nothing until the time is whole and real', async () => {
    const onChange = jest.fn()
    render(<RussianTimeInput value="" onChange={onChange} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Время' }), '25:7')
    expect(onChange).not.toHaveBeenCalled()
    expect(TYPED_TIME.test('24:00')).toBe(false)
    expect(TYPED_TIME.test('7:3')).toBe(false)
  })

  it('shows the time the picker has', () => {
    const { rerender } = render(<RussianTimeInput value="10:30" />)
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Время' }).value).toBe('10:30')
    rerender(<RussianTimeInput value="11:45" />)
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Время' }).value).toBe('11:45')
  })
})
