import {
  anapaInstantFromPicker,
  pickerDateForAnapa,
  SCHEDULE_MESSAGES,
  scheduleDefaultType,
  scheduleProblem,
} from './schedule'

describe('scheduleDefaultType', () => {
  it('offers publishing for a draft that has never been published', () => {
    expect(scheduleDefaultType({ hasPublishedDoc: false, unpublishedVersionCount: 0 })).toBe('publish')
    expect(scheduleDefaultType({ hasPublishedDoc: false, unpublishedVersionCount: 3 })).toBe('publish')
  })

  it('offers publishing for a live document with unpublished changes', () => {
    expect(scheduleDefaultType({ hasPublishedDoc: true, unpublishedVersionCount: 1 })).toBe('publish')
  })

  it('offers unpublishing for a live document with nothing new to publish', () => {
    expect(scheduleDefaultType({ hasPublishedDoc: true, unpublishedVersionCount: 0 })).toBe('unpublish')
  })
})

describe('scheduling on Anapa’s clock', () => {
  it('reads the picked hours and minutes as Anapa’s, whatever the browser’s zone', () => {
    // 27.11.2026 11:49 on the picker is 08:49 UTC, the moment Anapa's clocks show 11:49.
    const picked = new Date(2026, 10, 27, 11, 49)
    expect(anapaInstantFromPicker(picked).toISOString()).toBe('2026-11-27T08:49:00.000Z')
  })

  it('shows a scheduled moment on the picker as Anapa’s clocks show it', () => {
    const shown = pickerDateForAnapa(new Date('2026-11-27T08:49:00.000Z'))
    expect([shown.getDate(), shown.getMonth() + 1, shown.getFullYear(), shown.getHours(), shown.getMinutes()]).toEqual([
      27, 11, 2026, 11, 49,
    ])
    expect(anapaInstantFromPicker(shown).toISOString()).toBe('2026-11-27T08:49:00.000Z')
  })
})

describe('scheduleProblem', () => {
  const now = new Date('2026-11-27T08:00:00.000Z')

  it('asks for a date when there is none', () => {
    expect(scheduleProblem(null, now)).toBe(SCHEDULE_MESSAGES.noDate)
    expect(scheduleProblem(new Date(Number.NaN), now)).toBe(SCHEDULE_MESSAGES.noDate)
  })

  it('refuses a moment that has passed', () => {
    expect(scheduleProblem(new Date('2026-11-27T07:59:00.000Z'), now)).toBe(SCHEDULE_MESSAGES.past)
    expect(scheduleProblem(now, now)).toBe(SCHEDULE_MESSAGES.past)
  })

  it('accepts a moment to come', () => {
    expect(scheduleProblem(new Date('2026-11-27T08:01:00.000Z'), now)).toBeNull()
  })
})
