'use client'
import { anapaDateTimeText } from '@anapa/shared/time/anapaClock'
import {
  Banner,
  Button,
  DatePicker,
  Drawer,
  FieldLabel,
  ShimmerEffect,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui'
import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react'

import { ADMIN_DATE_FORMAT, ADMIN_TIME_FORMAT, russianDatePicker } from '@/admin/dates'
import {
  anapaInstantFromPicker,
  pickerDateForAnapa,
  SCHEDULE_MESSAGES,
  scheduleProblem,
  type ScheduleType,
} from '@/admin/schedule'
import { DATE_PICKER_PARTS } from './datePickerParts'

type Upcoming = { id: number | string; input: { type: ScheduleType; timezone?: string }; waitUntil: string }

const TYPE_LABELS: Record<ScheduleType, string> = { publish: 'Опубликовать', unpublish: 'Снять с публикации' }

const picker = russianDatePicker('dayAndTime')

const styles = {
  fieldset: { border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0 1.5rem' },
  legend: { padding: 0, marginBottom: '0.5rem' },
  option: { cursor: 'pointer' },
  table: { borderSpacing: '1.5rem 0.5rem', marginLeft: '-1.5rem', textAlign: 'left' },
} satisfies Record<string, CSSProperties>

/**
 * Scheduled publishing for an editorial document, in place of Payload's drawer (PublishButton.tsx
 * says why): the same server functions and jobs (`schedulePublish`, `getUpcomingScheduledPublish`),
 * with the type an editor most likely wants chosen first, the date shown and typed as
 * «27.11.2026, 11:49» on Anapa's clock, and every word in Russian.
 */
export function ScheduleDrawer({ slug, defaultType }: { slug: string; defaultType: ScheduleType }) {
  const { config } = useConfig()
  const { id, collectionSlug } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { t } = useTranslation()
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions()
  const [type, setType] = useState<ScheduleType>(defaultType)
  const [picked, setPicked] = useState<Date | null>(null)
  const [processing, setProcessing] = useState(false)
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null)

  // Anapa's zone (payload.config.ts admin.timezones), in which the dates are read; the job records it.
  // Not imported from jobs/config: that module is server code, and this one runs in the browser.
  const timezone = config.admin.timezones.defaultTimezone ?? 'Europe/Moscow'
  const zoneLabel =
    config.admin.timezones.supportedTimezones.find((zone) => zone.value === timezone)?.label ?? 'Анапа (МСК, UTC+3)'

  const fetchUpcoming = useCallback(async () => {
    setUpcoming((await getUpcomingScheduledPublish({ id, collectionSlug })) as Upcoming[])
  }, [collectionSlug, getUpcomingScheduledPublish, id])

  useEffect(() => {
    let open = true
    void getUpcomingScheduledPublish({ id, collectionSlug }).then((docs) => {
      if (open) setUpcoming(docs as Upcoming[])
    })
    return () => {
      open = false
    }
  }, [collectionSlug, getUpcomingScheduledPublish, id])

  const save = useCallback(async () => {
    const instant = picked ? anapaInstantFromPicker(picked) : null
    const problem = scheduleProblem(instant, new Date())
    if (problem) {
      toast.error(problem)
      return
    }
    setProcessing(true)
    try {
      const result = (await schedulePublish({
        type,
        date: instant!,
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        timezone,
      })) as { error?: string } | undefined
      if (result?.error) throw new Error(result.error)
      setPicked(null)
      toast.success(t('version:scheduledSuccessfully'))
      await fetchUpcoming()
    } catch {
      toast.error(SCHEDULE_MESSAGES.failed)
    } finally {
      setProcessing(false)
    }
  }, [collectionSlug, fetchUpcoming, id, picked, schedulePublish, t, timezone, type])

  const cancel = useCallback(
    async (jobId: number | string) => {
      try {
        const result = (await schedulePublish({ deleteID: jobId })) as { error?: string } | undefined
        if (result?.error) throw new Error(result.error)
        toast.success(t('general:deletedSuccessfully'))
        await fetchUpcoming()
      } catch {
        toast.error(SCHEDULE_MESSAGES.cancelFailed)
      }
    },
    [fetchUpcoming, schedulePublish, t],
  )

  // The input itself carries the id, so «Когда» labels it (Payload's picker puts `id` on its wrapper).
  const inputId = `${slug}-date`
  const overrides = useMemo(() => ({ ...picker.overrides, ...DATE_PICKER_PARTS, id: inputId }), [inputId])

  return (
    <Drawer slug={slug} className="schedule-publish" title={t('general:schedulePublishFor', { title })}>
      <div className="schedule-publish__scheduler">
        <fieldset className="schedule-publish__type" disabled={processing} style={styles.fieldset}>
          <legend style={styles.legend}>Что сделать</legend>
          {(['publish', 'unpublish'] as const).map((value) => (
            <label key={value} className="schedule-publish__type-option" style={styles.option}>
              <input
                type="radio"
                name={`${slug}-type`}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />{' '}
              {TYPE_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <br />
        <FieldLabel htmlFor={inputId} label={`Когда (${zoneLabel})`} required />
        <DatePicker
          pickerAppearance="dayAndTime"
          displayFormat={ADMIN_DATE_FORMAT}
          timeFormat={ADMIN_TIME_FORMAT}
          placeholder="дд.мм.гггг, чч:мм"
          minDate={pickerDateForAnapa(new Date())}
          readOnly={processing}
          value={picked ?? undefined}
          onChange={(date) => setPicked(date instanceof Date ? date : null)}
          overrides={overrides}
        />
        <br />
        <div className="schedule-publish__actions">
          <Button buttonStyle="primary" disabled={processing} id="scheduled-publish-save" onClick={save} type="button">
            {t('general:save')}
          </Button>
          {processing ? <span>{t('general:saving')}</span> : null}
        </div>
      </div>
      <div className="schedule-publish__upcoming">
        <h4>{t('general:upcomingEvents')}</h4>
        {upcoming === null && <ShimmerEffect />}
        {upcoming?.length === 0 && <Banner type="info">{t('general:noUpcomingEventsScheduled')}</Banner>}
        {upcoming && upcoming.length > 0 && (
          <table className="schedule-publish__list" style={styles.table}>
            <thead>
              <tr>
                <th scope="col">Что</th>
                <th scope="col">Когда (время Анапы)</th>
                <th scope="col" aria-label="Отмена" />
              </tr>
            </thead>
            <tbody>
              {upcoming.map((job) => (
                <tr key={job.id}>
                  <td>{TYPE_LABELS[job.input.type]}</td>
                  <td>{anapaDateTimeText(new Date(job.waitUntil))}</td>
                  <td>
                    <Button buttonStyle="secondary" size="small" onClick={() => void cancel(job.id)} type="button">
                      Отменить
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Drawer>
  )
}
