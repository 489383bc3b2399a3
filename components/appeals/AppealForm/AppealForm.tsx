import { useQuery } from '@apollo/client/react'
import { useEffect, useId, useRef, useState } from 'react'
import { Field, Form, FormSpy, useField } from 'react-final-form'
import type { FormApi, SubmissionErrors } from 'final-form'

import { APPEAL_TEXT_MAX, appealIsPublic, appealSchema, insideAnapa } from '@anapa/shared/appeals/appealSchema'
import { graphql } from '@/lib/__generated__/gql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import {
  clearAppealDraft,
  emptyDraft,
  loadAppealDraft,
  saveAppealDraft,
  type AppealDraft,
  type AppealDraftPhoto,
} from '@/lib/appeals/draft'
import { DEFAULT_MAP_CENTER, type LatLon } from '@/lib/map/config'
import { useLocateUser } from '@/lib/map/useLocateUser'
import { useHydrated } from '@/lib/hooks/useHydrated'
import { notify } from '@/lib/notify'
import { queueAppeal } from '@/lib/offline/outbox'
import { requestOutboxSync } from '@/lib/offline/requestOutboxSync'
import { useSession } from '@/components/session/SessionContext'
import { withConsent } from '@/lib/validation/consent'
import { makeValidate } from '@/lib/validation/makeValidate'
import { PointPicker } from '@/components/map'
import { NearbyAppeals } from '@/components/appeals/NearbyAppeals/NearbyAppeals'
import { usePointDescription } from '@/components/appeals/hooks/usePointDescription'
import { Button } from '@/components/ui/Button'
import { FormErrorSummary } from '@/components/ui/ErrorSummary'
import { ConsentField, fieldError, TextField } from '@/components/ui/Field'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import { photosForQueue, type AppealPhotoItem } from '@/components/appeals/hooks/useAppealPhotos'
import { AppealPhotoPicker } from '@/components/appeals/AppealPhotoPicker/AppealPhotoPicker'
import { useCreateAppealMutation } from '@/components/appeals/hooks/useCreateAppealMutation'
import { useAppealDraftAutosave } from '@/components/appeals/hooks/useAppealDraftAutosave'
import styles from './AppealForm.module.css'

export const AppealTopicsQuery = graphql(`
  query AppealTopicsQuery {
    appealTopics {
      id
      name
      personal
    }
  }
`)

type Values = {
  topic_id: string
  text: string
  address: string
  location: LatLon | null
  photo_ids: string[]
  request_id: string
  /** The resident's own choice of «show to everyone»; null until they touch the box (PublicChoice). */
  is_public: boolean | null
  /** Unticked on every new form: consent is given for the appeal being sent, never restored from a draft. */
  consent?: boolean
}

const validate = withConsent(makeValidate(appealSchema) as (values: Partial<Values>) => Record<string, string>)

// The error summary's names for the fields; the place and the photos are fieldsets with these ids.
const LABELS: Readonly<Record<keyof Values, string>> = {
  topic_id: 'Тема',
  text: 'Опишите проблему',
  location: 'Место на карте',
  address: 'Адрес',
  photo_ids: 'Фотографии',
  request_id: 'Обращение',
  is_public: 'Показать обращение всем',
  consent: 'Согласие на обработку персональных данных',
}

const toValues = (draft: AppealDraft): Values => ({
  topic_id: draft.topic_id,
  text: draft.text,
  address: draft.address,
  location: draft.location,
  photo_ids: draft.photos.map((p) => p.id),
  request_id: draft.request_id,
  is_public: draft.is_public,
})

const formatPoint = ({ lat, lon }: LatLon) => `${lat.toFixed(5)}, ${lon.toFixed(5)}`

/**
 * Where the chosen point is, in words once the gateway has described it («рядом: Центральный пляж,
 * 120 м»); its coordinates until then, or when nothing is known about it.
 */
function PointInWords({ point }: { point: LatLon | null }) {
  const description = usePointDescription(point)
  const where = point ? (description ?? `Точка: ${formatPoint(point)}`) : 'Точка не выбрана'
  return (
    <p aria-live="polite" className={fieldStyles.hint}>
      {point && !insideAnapa(point) ? `${where} (вне Анапы)` : where}
    </p>
  )
}

function Place({ form }: { form: FormApi<Values> }) {
  const { state, locate } = useLocateUser()
  const [tilesFailed, setTilesFailed] = useState(false)
  const handled = useRef<number | null>(null)
  useEffect(() => {
    const last = state.last
    if (!last || handled.current === last.nonce) return
    handled.current = last.nonce
    form.change('location', last.result.point)
  }, [state.last, form])

  return (
    <Field<LatLon | null>
      name="location"
      subscription={{
        value: true,
        error: true,
        touched: true,
        modified: true,
        submitFailed: true,
        submitError: true,
        dirtySinceLastSubmit: true,
      }}
    >
      {({ input, meta }) => {
        const error = fieldError(meta)
        const point = input.value || null
        return (
          <fieldset className={styles.fieldset} aria-describedby="appeal-place-help" id="location" tabIndex={-1}>
            <legend className={fieldStyles.label}>Место на карте</legend>
            <p id="appeal-place-help" className={fieldStyles.hint}>
              Нажмите на карту там, где проблема, или укажите адрес ниже. С клавиатуры: стрелками сдвиньте карту и
              нажмите Enter — точка встанет в центр.
            </p>
            <PointPicker
              point={point}
              center={DEFAULT_MAP_CENTER}
              label="Карта: выберите место проблемы"
              onChange={(next) => {
                input.onChange(next)
                form.mutators.touchLocation?.()
              }}
              onTilesFailedChange={setTilesFailed}
            />
            {tilesFailed && <p role="status">Карта-подложка не загрузилась. Укажите адрес.</p>}
            <div className={styles.placeActions}>
              <Button size="sm" theme="secondary" onClick={() => void locate()} loading={state.locating}>
                Где я
              </Button>
              {point && (
                <Button size="sm" theme="ghost" onClick={() => input.onChange(null)}>
                  Убрать точку
                </Button>
              )}
            </div>
            {state.last && state.last.result.source === 'fallback' && <p role="status">{state.last.message}</p>}
            <PointInWords point={point} />
            {error && (
              <p role="alert" className={fieldStyles.error}>
                {error}
              </p>
            )}
          </fieldset>
        )
      }}
    </Field>
  )
}

type Topic = { id: string; personal: boolean }

export const PUBLIC_CHOICE_LABEL = 'Показать обращение всем на карте города'
export const PUBLIC_CHOICE_HINT =
  'Все увидят тему, текст, место и ход работы. Ваши имя, телефон и e-mail не показываются никогда, ' +
  'фотографии — только после проверки службой заботы.'

/**
 * Whether the appeal goes public as the box shows it: the resident's choice once they touched it,
 * until then the chosen topic's default (docs/decisions/0051-public-appeals-and-open311.md: public
 * unless editors marked the topic personal). Null when the topic is not in the list (not loaded):
 * the CMS then applies the same default itself.
 */
export function shownPublic(values: Pick<Values, 'topic_id' | 'is_public'>, topics: readonly Topic[] | undefined) {
  if (typeof values.is_public === 'boolean') return values.is_public
  // No topic chosen yet: most topics are not personal, so the box starts ticked.
  if (!values.topic_id) return appealIsPublic(null, false)
  const topic = topics?.find((t) => t.id === values.topic_id)
  return topic ? appealIsPublic(null, topic.personal) : null
}

/**
 * «Show to everyone»: a real checkbox whose whole row (44 px) is its label, with what is and is never
 * shown tied to it for screen readers. It follows the topic until the resident touches it; after that
 * a change of topic keeps their choice, since it is `is_public` in the form's values (and its drafts).
 */
function PublicChoice({ topics }: { topics: readonly Topic[] | undefined }) {
  const hintId = useId()
  const topic = useField<string>('topic_id', { subscription: { value: true } })
  const { input } = useField<boolean | null>('is_public', { subscription: { value: true }, allowNull: true })
  // Not known yet (a restored topic before the list has come): unticked, the private side.
  const checked = shownPublic({ topic_id: topic.input.value, is_public: input.value }, topics) ?? false
  return (
    <div className={styles.publicChoice}>
      <label className={styles.publicRow}>
        <input
          type="checkbox"
          name={input.name}
          className={styles.publicBox}
          checked={checked}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
          aria-describedby={hintId}
        />
        <span>{PUBLIC_CHOICE_LABEL}</span>
      </label>
      <p id={hintId} className={fieldStyles.hint}>
        {PUBLIC_CHOICE_HINT}
      </p>
    </div>
  )
}

export type AppealFormProps = {
  /** After the appeal is filed: its id (the page goes to it). */
  onFiled: (id: string) => void
  /** After the appeal was kept on the device to go when there is a connection (lib/offline/outbox.ts). */
  onQueued: () => void
  /** A draft saved on the server («Продолжить» in «Мои обращения»): it replaces the tab's. */
  savedDraft?: AppealDraft | null
  /** The topic a fresh form starts with (a link that chose it); a restored draft keeps its own. */
  topicId?: string | null
}

/**
 * A new appeal: topic, text, a point on the map and/or an address, up to five photos, and
 * the unticked consent to the processing of personal data.
 * The shared schema validates as the resident types; what is typed lives in the tab's sessionStorage
 * with the appeal's request id, so a reload or a failed call loses nothing and a repeat files nothing
 * twice. The button is disabled while the appeal is sent and while photos upload.
 *
 * The tab's draft is only known in the browser: the server's HTML and hydration render the empty
 * form (reading the draft during the hydrating render made React throw a hydration mismatch, error
 * #418, on every reload of a restored form). The draft is read in the first render after hydration.
 * Only when there is one does a form holding it replace the empty form; otherwise the empty form
 * stays mounted, so what the resident chose while the page was finishing hydration is kept.
 */
export function AppealForm({ onFiled, onQueued, savedDraft = null, topicId = null }: AppealFormProps) {
  const hydrated = useHydrated()
  // Read once: the server's draft being continued, or the tab's. React's "state from the previous
  // render" pattern, so it is read in a render and stays what it was when that render started.
  const [found, setFound] = useState<{ draft: AppealDraft | null } | null>(null)
  if (hydrated && !found) setFound({ draft: savedDraft ?? loadAppealDraft() })
  const draft = found?.draft ?? null
  return (
    <AppealFormBody
      key={draft ? 'restored' : 'fresh'}
      onFiled={onFiled}
      onQueued={onQueued}
      draft={draft}
      topicId={topicId}
      writesDraft={found !== null}
    />
  )
}

type AppealFormBodyProps = Pick<AppealFormProps, 'onFiled' | 'onQueued' | 'topicId'> & {
  /** The draft this form starts from; a fresh one (with its own request id) when null. */
  draft: AppealDraft | null
  /**
   * Whether what is typed is kept as the draft. Off until the draft has been read, so the empty form
   * cannot overwrite the draft it is about to be replaced by.
   */
  writesDraft: boolean
}

function AppealFormBody({ onFiled, onQueued, draft: restored, topicId, writesDraft }: AppealFormBodyProps) {
  const topics = useQuery(AppealTopicsQuery)
  const { user } = useSession()
  const photoItems = useRef<readonly AppealPhotoItem[]>([])
  const { create } = useCreateAppealMutation()
  // The same draft also goes to the server, so it is listed and can be continued in another browser.
  const autosave = useAppealDraftAutosave()
  const [draft] = useState<AppealDraft>(() => restored ?? { ...emptyDraft(), topic_id: topicId ?? '' })
  const photos = useRef<AppealDraftPhoto[]>(draft.photos)
  const [uploading, setUploading] = useState(false)
  const [initialValues] = useState(() => toValues(draft))

  useEffect(() => {
    if (topics.error) notify.serverError(readGatewayError(topics.error)?.message || NETWORK_ERROR_MESSAGE)
  }, [topics.error])

  const persist = (values: Values) => {
    const current: AppealDraft = {
      topic_id: values.topic_id ?? '',
      text: values.text ?? '',
      address: values.address ?? '',
      location: values.location ?? null,
      photos: photos.current,
      request_id: values.request_id,
      is_public: values.is_public ?? null,
    }
    saveAppealDraft(current)
    autosave.schedule(current)
  }

  /**
   * Without a connection (or with photos still waiting for one) the appeal is kept on the device and
   * goes by itself once there is one (docs/decisions/0048-sending-offline.md). False when it could
   * not be kept (no IndexedDB): it is then sent now, and fails as any call without a network does.
   */
  const queue = async (values: Values): Promise<boolean> => {
    if (!user) return false
    try {
      await queueAppeal({
        id: values.request_id,
        kind: 'appeal',
        owner: user.id,
        queuedAt: new Date().toISOString(),
        input: {
          topic_id: values.topic_id,
          text: values.text,
          address: values.address?.trim() ? values.address : null,
          location: values.location ?? null,
          request_id: values.request_id,
          consent: true,
          is_public: shownPublic(values, topics.data?.appealTopics),
        },
        topicName: topics.data?.appealTopics.find((t) => t.id === values.topic_id)?.name ?? '',
        photos: photosForQueue(photoItems.current),
        refusal: null,
      })
    } catch {
      return false
    }
    void requestOutboxSync()
    clearAppealDraft()
    autosave.cancel()
    onQueued()
    return true
  }

  const submit = async (values: Values): Promise<SubmissionErrors | void> => {
    const waitingPhotos = photoItems.current.some((item) => item.status === 'waiting')
    if ((!navigator.onLine || waitingPhotos) && (await queue(values))) return
    const outcome = await create({
      topic_id: values.topic_id,
      text: values.text,
      address: values.address?.trim() ? values.address : null,
      location: values.location ?? null,
      photo_ids: values.photo_ids ?? [],
      request_id: values.request_id,
      consent: values.consent === true,
      // What the box showed when the resident sent it, chosen or the topic's default.
      is_public: shownPublic(values, topics.data?.appealTopics),
    })
    if (outcome.ok) {
      autosave.cancel()
      onFiled(outcome.id)
      return
    }
    return outcome.fields ?? undefined
  }

  return (
    <Form<Values>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      mutators={{
        touchLocation: (_args, state) => {
          const field = state.fields.location
          if (field) {
            field.touched = true
            field.modified = true
          }
        },
      }}
      render={({ handleSubmit, submitting, form }) => (
        <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
          {/* Mounted once the draft may be written; it then keeps at once what was typed before. */}
          {writesDraft && (
            <FormSpy<Values> subscription={{ values: true }} onChange={({ values }) => persist(values)} />
          )}
          <FormErrorSummary labels={LABELS} />
          <Field<string> name="topic_id">
            {({ input, meta }) => {
              const error = fieldError(meta)
              return (
                <div className={fieldStyles.field}>
                  <label htmlFor="appeal-topic" className={fieldStyles.label}>
                    Тема
                  </label>
                  <select
                    {...input}
                    id="appeal-topic"
                    className={fieldStyles.input}
                    aria-invalid={error ? true : undefined}
                    // axe accepts an error message only if it is also read as a description (or live).
                    aria-describedby={error ? 'appeal-topic-error' : undefined}
                    aria-errormessage={error ? 'appeal-topic-error' : undefined}
                    disabled={!topics.data}
                  >
                    <option value="">
                      {topics.data ? 'Выберите тему' : topics.error ? 'Темы не загрузились' : 'Загружаем темы…'}
                    </option>
                    {topics.data?.appealTopics.map((topic) => (
                      <option key={topic.id} value={topic.id}>
                        {topic.name}
                      </option>
                    ))}
                  </select>
                  {error && (
                    <p id="appeal-topic-error" className={fieldStyles.error}>
                      {error}
                    </p>
                  )}
                </div>
              )
            }}
          </Field>
          <Field<string> name="text">
            {({ input, meta }) => {
              const error = fieldError(meta)
              return (
                <div className={fieldStyles.field}>
                  <label htmlFor="appeal-text" className={fieldStyles.label}>
                    Опишите проблему
                  </label>
                  <textarea
                    {...input}
                    id="appeal-text"
                    rows={6}
                    maxLength={APPEAL_TEXT_MAX}
                    className={`${fieldStyles.input} ${styles.textarea}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'appeal-text-error appeal-text-count' : 'appeal-text-count'}
                    aria-errormessage={error ? 'appeal-text-error' : undefined}
                  />
                  {error && (
                    <p id="appeal-text-error" className={fieldStyles.error}>
                      {error}
                    </p>
                  )}
                  <p id="appeal-text-count" className={fieldStyles.hint}>
                    {(input.value ?? '').length} из {APPEAL_TEXT_MAX}
                  </p>
                </div>
              )
            }}
          </Field>
          <Place form={form} />
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values }) => <NearbyAppeals topicId={values.topic_id ?? ''} point={values.location ?? null} />}
          </FormSpy>
          <TextField
            name="address"
            label="Адрес"
            hint="Улица и дом или ориентир, если точку на карте поставить трудно"
          />
          <AppealPhotoPicker
            restored={draft.photos}
            itemsRef={photoItems}
            onBusyChange={setUploading}
            onChange={(next) => {
              photos.current = next
              form.change(
                'photo_ids',
                next.map((p) => p.id),
              )
            }}
          />
          <PublicChoice topics={topics.data?.appealTopics} />
          <ConsentField />
          <Button type="submit" size="lg" loading={submitting} disabled={submitting || uploading}>
            Отправить обращение
          </Button>
          {uploading && <p className={fieldStyles.hint}>Дождитесь загрузки фотографий</p>}
        </form>
      )}
    />
  )
}
