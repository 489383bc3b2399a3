import { useEffect, useRef, useState } from 'react'
import { Field, Form, FormSpy } from 'react-final-form'

import {
  APPLICATION_FIELDS,
  APPLICATION_STEPS,
  applicationSchema,
  validateApplication,
  type ApplicationField,
  type ApplicationStep,
} from '@anapa/shared/statements/applicationSchema'
import { SCAN_KIND_LABELS, SCAN_KINDS, SCAN_MESSAGES, type ScanKind } from '@anapa/shared/statements/scans'
import { CONSENT_FIELD, consentError } from '@anapa/shared/privacy/consent'
import type { ApplicationItem_ApplicationFragment, CarItem_CarFragment } from '@/lib/__generated__/gql/graphql'
import { loadDraft, saveDraft, WIZARD_STEPS, type PermitDraft, type WizardStep } from '@/lib/permits/draft'
import { makeValidate } from '@/lib/validation/makeValidate'
import { Button } from '@/components/ui/Button'
import { ErrorSummary, FormErrorSummary, type SummaryError } from '@/components/ui/ErrorSummary'
import { ConsentCheckbox, PhoneField, TextField } from '@/components/ui/Field'
import { CarForm } from '@/components/cars/CarForm/CarForm'
import { ScanField } from '@/components/permits/ScanField/ScanField'
import type { SessionUser } from '@/lib/pageProps'

import { useSession } from '@/components/session/SessionContext'
import { dismissErrorToasts } from '@/lib/notify'
import { useCreateStatementMutation } from '@/components/permits/hooks/useCreateStatementMutation'
import { useSubmitApplicationMutation } from '@/components/permits/hooks/useSubmitApplicationMutation'
import { usePermitDraftAutosave, type DraftSaveState } from '@/components/permits/hooks/usePermitDraftAutosave'
import { resumeDraft } from '@/lib/permits/resume'
import { FIELD_LABELS, maskAuthorityCode, maskDate, prefillFromProfile, STEP_TITLES } from './fields'
import styles from './ApplicationWizard.module.css'

const STEP_NAMES: Readonly<Record<WizardStep, string>> = {
  car: 'Автомобиль',
  personal: STEP_TITLES.personal,
  passport: STEP_TITLES.passport,
  contact: STEP_TITLES.contact,
  scans: 'Документы',
  review: 'Проверка',
}

const validators = Object.fromEntries(
  (Object.keys(APPLICATION_STEPS) as ApplicationStep[]).map((step) => [
    step,
    makeValidate(applicationSchema.pick([...APPLICATION_STEPS[step]])),
  ]),
) as Record<ApplicationStep, (values: object) => Record<string, string>>

/** Which step a review row is typed on: «Изменить» goes there. */
const STEP_OF_FIELD = Object.fromEntries(
  (Object.keys(APPLICATION_STEPS) as ApplicationStep[]).flatMap((step) =>
    APPLICATION_STEPS[step].map((f) => [f, step]),
  ),
) as Record<ApplicationField, ApplicationStep>

const next = (step: WizardStep): WizardStep =>
  WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)]!
const previous = (step: WizardStep): WizardStep => WIZARD_STEPS[Math.max(WIZARD_STEPS.indexOf(step) - 1, 0)]!

function StepList({ current }: { current: WizardStep }) {
  const index = WIZARD_STEPS.indexOf(current)
  return (
    <ol className={styles.steps} aria-label="Шаги заявки">
      {WIZARD_STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className={i <= index ? styles.reached : undefined}
        >
          {STEP_NAMES[step]}
        </li>
      ))}
    </ol>
  )
}

function CarStep({
  cars,
  onStarted,
}: {
  cars: readonly CarItem_CarFragment[]
  onStarted: (draft: PermitDraft) => void
}) {
  const [plate, setPlate] = useState<string | null>(cars.find((c) => !c.permitEndDate)?.plate ?? cars[0]?.plate ?? null)
  const [adding, setAdding] = useState(cars.length === 0)
  const { createStatement, loading } = useCreateStatementMutation()
  const start = async () => {
    if (!plate) return
    const statement = await createStatement(plate)
    if (!statement) return
    // The same draft again (the call is idempotent per car): what was typed before is kept, in this
    // tab or saved on the server from another browser.
    const draft = loadDraft(statement.code) ?? { ...resumeDraft(statement), step: 'personal' as const }
    onStarted({ ...draft, step: draft.step === 'car' ? 'personal' : draft.step })
  }
  return (
    <div className={styles.step}>
      {cars.length > 0 && (
        <fieldset className={styles.cars}>
          <legend>Выберите автомобиль</legend>
          {cars.map((car) => (
            <label key={car.plate} className={styles.car}>
              <input
                type="radio"
                name="car"
                value={car.plate}
                checked={plate === car.plate}
                onChange={() => setPlate(car.plate)}
              />
              <span>
                <strong>{car.plateDisplay}</strong> {car.name}
                {car.permitEndDate && <span className={styles.muted}> · разрешение до {car.permitEndDate}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {adding ? (
        <section aria-label="Добавить автомобиль" className={styles.addCar}>
          <CarForm
            onAdded={(car) => {
              setPlate(car.plate)
              setAdding(false)
            }}
            onCancel={cars.length > 0 ? () => setAdding(false) : undefined}
          />
        </section>
      ) : (
        <Button theme="ghost" onClick={() => setAdding(true)}>
          Добавить другой автомобиль
        </Button>
      )}
      <div className={styles.nav}>
        <Button onClick={() => void start()} loading={loading} disabled={!plate}>
          Продолжить
        </Button>
      </div>
    </div>
  )
}

type Values = Partial<Record<ApplicationField, string>>

function DataStep({
  step,
  draft,
  onChange,
  onNext,
  onBack,
}: {
  step: ApplicationStep
  draft: PermitDraft
  onChange: (values: Values) => void
  onNext: (values: Values) => void
  onBack: () => void
}) {
  return (
    <Form<Values>
      initialValues={draft.values}
      validate={validators[step]}
      onSubmit={(values) => onNext(values)}
      render={({ handleSubmit }) => (
        <form
          noValidate
          className={styles.step}
          aria-label={STEP_TITLES[step]}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {/* Every keystroke goes to the draft: a reload or a failed call loses nothing. */}
          <FormSpy subscription={{ values: true }} onChange={({ values }) => onChange(values as Values)} />
          <FormErrorSummary labels={FIELD_LABELS} />
          {step === 'personal' && (
            <>
              <TextField name="surname" label={FIELD_LABELS.surname} autoComplete="family-name" />
              <TextField name="name" label={FIELD_LABELS.name} autoComplete="given-name" />
              <TextField name="patronymic" label={FIELD_LABELS.patronymic} autoComplete="additional-name" />
              <TextField
                name="date_of_birth"
                label={FIELD_LABELS.date_of_birth}
                placeholder="дд.мм.гггг"
                inputMode="numeric"
                parse={maskDate}
                autoComplete="bday"
              />
              <fieldset className={styles.sex}>
                <legend>{FIELD_LABELS.sex}</legend>
                <label>
                  <Field name="sex" component="input" type="radio" value="female" /> Женский
                </label>
                <label>
                  <Field name="sex" component="input" type="radio" value="male" /> Мужской
                </label>
                <Field name="sex" subscription={{ error: true, submitFailed: true }}>
                  {({ meta }) =>
                    meta.submitFailed && meta.error ? (
                      <p className={styles.error} role="alert">
                        {String(meta.error)}
                      </p>
                    ) : null
                  }
                </Field>
              </fieldset>
            </>
          )}
          {step === 'passport' && (
            <>
              <TextField
                name="passport_series"
                label={FIELD_LABELS.passport_series}
                inputMode="numeric"
                maxLength={4}
                placeholder="0000"
              />
              <TextField
                name="passport_number"
                label={FIELD_LABELS.passport_number}
                inputMode="numeric"
                maxLength={6}
                placeholder="000000"
              />
              <TextField
                name="passport_issue_date"
                label={FIELD_LABELS.passport_issue_date}
                placeholder="дд.мм.гггг"
                inputMode="numeric"
                parse={maskDate}
              />
              <TextField name="passport_issuing_authority" label={FIELD_LABELS.passport_issuing_authority} />
              <TextField
                name="passport_issuing_authority_code"
                label={FIELD_LABELS.passport_issuing_authority_code}
                placeholder="000-000"
                inputMode="numeric"
                parse={maskAuthorityCode}
              />
              <TextField
                name="registration_address"
                label={FIELD_LABELS.registration_address}
                autoComplete="street-address"
              />
            </>
          )}
          {step === 'contact' && (
            <>
              <PhoneField name="contact_phone" label={FIELD_LABELS.contact_phone} />
              <TextField name="contact_email" label={FIELD_LABELS.contact_email} type="email" autoComplete="email" />
            </>
          )}
          <div className={styles.nav}>
            <Button theme="ghost" onClick={onBack}>
              Назад
            </Button>
            <Button type="submit">Продолжить</Button>
          </div>
        </form>
      )}
    />
  )
}

function ScansStep({
  draft,
  attached,
  onNext,
  onBack,
}: {
  draft: PermitDraft
  attached: ApplicationItem_ApplicationFragment['files']
  onNext: () => void
  onBack: () => void
}) {
  const [uploaded, setUploaded] = useState<ReadonlySet<ScanKind>>(() => new Set(attached.map((f) => f.kind)))
  const [missing, setMissing] = useState<ReadonlySet<ScanKind>>(new Set())
  const [refusals, setRefusals] = useState(0)
  const stepRef = useRef<HTMLDivElement>(null)
  const proceed = () => {
    const absent = SCAN_KINDS.filter((kind) => !uploaded.has(kind))
    setMissing(new Set(absent))
    if (absent.length === 0) onNext()
    else setRefusals((n) => n + 1)
  }
  const summary: SummaryError[] = SCAN_KINDS.filter((kind) => missing.has(kind) && !uploaded.has(kind)).map((kind) => ({
    field: kind,
    label: SCAN_KIND_LABELS[kind],
    message: SCAN_MESSAGES.missing,
  }))
  return (
    <div className={styles.step} ref={stepRef}>
      <ErrorSummary errors={summary} focusKey={refusals} scope={() => stepRef.current} />
      <p className={styles.muted}>JPEG, PNG или PDF, каждый файл — не больше 10 МБ.</p>
      <div className={styles.scans}>
        {SCAN_KINDS.map((kind) => {
          const file = attached.find((f) => f.kind === kind)
          return (
            <ScanField
              key={kind}
              kind={kind}
              code={draft.code}
              attached={file ? { mimeType: file.mimeType, size: file.size } : null}
              error={missing.has(kind) && !uploaded.has(kind) ? SCAN_MESSAGES.missing : null}
              onUploaded={(done) => setUploaded((set) => new Set(set).add(done))}
            />
          )
        })}
      </div>
      <div className={styles.nav}>
        <Button theme="ghost" onClick={onBack}>
          Назад
        </Button>
        <Button onClick={proceed}>Продолжить</Button>
      </div>
    </div>
  )
}

/** The consent box's name in the list of what to fix. */
const CONSENT_LABEL_SHORT = 'Согласие на обработку персональных данных'

function ReviewStep({
  draft,
  car,
  onBack,
  onEdit,
  onSubmitted,
}: {
  draft: PermitDraft
  car: CarItem_CarFragment | undefined
  onBack: () => void
  /** «Изменить»: back to the step the row was typed on, then straight back here. */
  onEdit: (step: WizardStep) => void
  onSubmitted: (code: string) => void
}) {
  const { submit, loading } = useSubmitApplicationMutation()
  const [errors, setErrors] = useState<Record<string, string> | null>(null)
  // Unticked on every visit of the review: consent is given for the application as sent, never saved in the draft.
  const [consent, setConsent] = useState(false)
  const send = async () => {
    const checked = validateApplication(draft.values)
    const consentMissing = consentError(consent)
    if (!checked.ok || consentMissing) {
      setErrors({
        ...(checked.ok ? {} : (checked.fields as Record<string, string>)),
        ...(consentMissing ? { [CONSENT_FIELD]: consentMissing } : {}),
      })
      return
    }
    const outcome = await submit(draft.code, checked.value, consent)
    if (outcome.ok) onSubmitted(draft.code)
    else setErrors(outcome.fields)
  }
  const labelOf = (field: string) =>
    field === CONSENT_FIELD
      ? CONSENT_LABEL_SHORT
      : (FIELD_LABELS[field as ApplicationField] ?? SCAN_KIND_LABELS[field as ScanKind] ?? field)
  return (
    <div className={styles.step}>
      <dl className={styles.review}>
        <dt>Заявление</dt>
        <dd>{draft.code}</dd>
        <dt>Автомобиль</dt>
        <dd>{car ? `${car.plateDisplay}, ${car.name}` : draft.plate}</dd>
        {APPLICATION_FIELDS.map((field) => (
          <div key={field} className={styles.reviewRow}>
            <dt>{FIELD_LABELS[field]}</dt>
            <dd>
              {field === 'sex'
                ? draft.values.sex === 'male'
                  ? 'Мужской'
                  : draft.values.sex === 'female'
                    ? 'Женский'
                    : '—'
                : draft.values[field] || '—'}
            </dd>
            <dd className={styles.reviewEdit}>
              <Button
                size="sm"
                theme="ghost"
                onClick={() => onEdit(STEP_OF_FIELD[field])}
                aria-label={`Изменить: ${FIELD_LABELS[field]}`}
              >
                Изменить
              </Button>
            </dd>
          </div>
        ))}
        <div className={styles.reviewRow}>
          <dt>Документы</dt>
          <dd>Загружены все четыре скана</dd>
          <dd className={styles.reviewEdit}>
            <Button size="sm" theme="ghost" onClick={() => onEdit('scans')} aria-label="Изменить: Документы">
              Изменить
            </Button>
          </dd>
        </div>
      </dl>
      {errors && Object.keys(errors).length > 0 && (
        <div role="alert" className={styles.alert}>
          <p>Проверьте заявление:</p>
          <ul>
            {Object.entries(errors).map(([field, message]) => (
              <li key={field}>
                {labelOf(field)}: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConsentCheckbox
        checked={consent}
        onChange={(event) => {
          setConsent(event.currentTarget.checked)
          if (event.currentTarget.checked && errors?.[CONSENT_FIELD]) {
            const { [CONSENT_FIELD]: _given, ...rest } = errors
            setErrors(rest)
          }
        }}
        error={errors?.[CONSENT_FIELD]}
      />
      <div className={styles.nav}>
        <Button theme="ghost" onClick={onBack}>
          Назад
        </Button>
        <Button onClick={() => void send()} loading={loading}>
          Отправить заявление
        </Button>
      </div>
    </div>
  )
}

const SAVE_STATUS: Readonly<Record<DraftSaveState, string>> = {
  idle: '',
  saving: 'Сохраняем черновик…',
  saved: 'Черновик сохранён',
  failed:
    'Не удалось сохранить черновик на сервере: сохраним при следующем изменении. В этой вкладке ничего не потеряно.',
  waiting: 'Нет связи: черновик сохранён в этой вкладке. Отправится, когда появится связь.',
}

/** Says where the draft stands, politely: a screen reader hears it without losing its place. */
function DraftSaveStatus({ state }: { state: DraftSaveState }) {
  return (
    <p role="status" className={styles.muted}>
      {SAVE_STATUS[state]}
    </p>
  )
}

export interface ApplicationWizardProps {
  cars: readonly CarItem_CarFragment[]
  applications: readonly ApplicationItem_ApplicationFragment[]
  /** A draft found in the tab (a reload mid-application). */
  initialDraft?: PermitDraft | null
  /** The signed-in resident as the page loaded them: the application starts with what the profile knows. */
  profile?: SessionUser | null
  onClose: () => void
  /** After «Отправить заявление»: the confirmation page of that application. */
  onSubmitted: (code: string) => void
}

/**
 * The step-by-step application: car → statement → personal → passport → contact → four
 * scans → review → submit. The draft lives in sessionStorage under its statement code (lib/permits/draft).
 */
export function ApplicationWizard({
  cars,
  applications,
  initialDraft = null,
  profile = null,
  onClose,
  onSubmitted,
}: ApplicationWizardProps) {
  const [draft, setDraft] = useState<PermitDraft | null>(initialDraft)
  // The draft with the latest keystrokes, which go to storage without a re-render each.
  const latest = useRef(initialDraft)
  const step: WizardStep = draft?.step ?? 'car'
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Set by the review's «Изменить»: the changed step's «Продолжить» returns to the review.
  const [editing, setEditing] = useState(false)
  // After a profile save in this tab the session holds the newer user; until then, the page's.
  const user = useSession().user ?? profile

  // A step's error toasts belong to it: the next step starts without them.
  useEffect(() => dismissErrorToasts(), [step])

  // The draft also goes to the server, so it can be continued in another browser.
  const autosave = usePermitDraftAutosave()
  const go = (update: PermitDraft) => {
    latest.current = update
    saveDraft(update)
    autosave.schedule(update)
    void autosave.flush()
    setDraft(update)
    // The new step is announced and the keyboard starts at its top.
    setTimeout(() => headingRef.current?.focus())
  }
  const forward = (update: PermitDraft) => {
    if (editing) setEditing(false)
    go({ ...update, step: editing ? 'review' : next(update.step) })
  }
  const started = (update: PermitDraft) =>
    // What the profile already knows is typed in for the resident; what they typed before wins.
    go({ ...update, values: { ...prefillFromProfile(user), ...update.values } })
  const keepTyping = (values: Values) => {
    const current = latest.current
    if (!current) return
    latest.current = { ...current, values: { ...current.values, ...values } }
    saveDraft(latest.current)
    autosave.schedule(latest.current)
  }
  const close = async () => {
    await autosave.flush()
    onClose()
  }
  const merged = (values: Values): PermitDraft => {
    const current = latest.current!
    return { ...current, values: { ...current.values, ...values } }
  }
  const attached = applications.find((a) => a.code === draft?.code)?.files ?? []

  return (
    <section className={styles.wizard} aria-labelledby="wizard-title">
      <h2 id="wizard-title" className={styles.title}>
        Заявка на резидентское разрешение
      </h2>
      <StepList current={step} />
      <p className={styles.stepCount}>
        Шаг {WIZARD_STEPS.indexOf(step) + 1} из {WIZARD_STEPS.length}
      </p>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {STEP_NAMES[step]}
        {draft && <span className={styles.muted}> · заявление {draft.code}</span>}
      </h3>
      {step === 'car' || !draft ? (
        <CarStep cars={cars} onStarted={started} />
      ) : step === 'scans' ? (
        <ScansStep
          draft={draft}
          attached={attached}
          onBack={() => go({ ...draft, step: previous(step) })}
          onNext={() => forward(draft)}
        />
      ) : step === 'review' ? (
        <ReviewStep
          draft={draft}
          car={cars.find((c) => c.plate === draft.plate)}
          onBack={() => go({ ...draft, step: previous(step) })}
          onEdit={(target) => {
            setEditing(true)
            go({ ...draft, step: target })
          }}
          onSubmitted={onSubmitted}
        />
      ) : (
        <DataStep
          key={step}
          step={step}
          draft={draft}
          onChange={keepTyping}
          onBack={() => {
            setEditing(false)
            go({ ...(latest.current ?? draft), step: previous(step) })
          }}
          onNext={(values) => forward(merged(values))}
        />
      )}
      <div className={styles.close}>
        {draft && <DraftSaveStatus state={autosave.state} />}
        <Button theme="ghost" size="sm" onClick={() => void close()}>
          Закрыть (черновик сохранится)
        </Button>
      </div>
    </section>
  )
}
