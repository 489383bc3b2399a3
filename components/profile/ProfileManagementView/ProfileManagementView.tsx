import { Field } from 'react-final-form'

import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { makeValidate } from '@/lib/validation/makeValidate'
import { changePasswordSchema, createPasswordSchema, profileSchema } from '@/lib/validation/schemas'
import { DrawerForm } from '@/components/auth/AuthDrawer/forms/DrawerForm'
import { PasswordFields } from '@/components/auth/AuthDrawer/forms/PasswordFields'
import { useSetPasswordMutation } from '@/components/auth/hooks/useSetPasswordMutation'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { useSession } from '@/components/session/SessionContext'
import { PushSwitch } from '@/components/notifications/PushSwitch'
import { TextField } from '@/components/ui/Field'
import { useChangePasswordMutation } from '@/components/profile/hooks/useChangePasswordMutation'
import { DeleteAccount } from '@/components/profile/DeleteAccount/DeleteAccount'
import { useUpdateProfileMutation, type ProfileValues } from '@/components/profile/hooks/useUpdateProfileMutation'
import styles from './ProfileManagementView.module.css'

const TITLE = 'Управление профилем'

const validateProfile = makeValidate(profileSchema)
const validateChange = makeValidate(changePasswordSchema)
const validateCreate = makeValidate(createPasswordSchema)

// The error summary names each field as the form labels it.
const PROFILE_LABELS = { name: 'Имя', lastname: 'Фамилия', email: 'E-mail', sex: 'Пол' }
const PASSWORD_LABELS = { oldPassword: 'Текущий пароль', password: 'Пароль', confirmPassword: 'Повторите пароль' }

function ProfileForm({ me }: SessionProps) {
  const updateProfile = useUpdateProfileMutation()
  return (
    <DrawerForm<ProfileValues>
      validate={validateProfile}
      onSubmit={updateProfile}
      initialValues={{ name: me.name ?? '', lastname: me.lastname ?? '', email: me.email ?? '', sex: me.sex ?? null }}
      submitLabel="Сохранить"
      summaryLabels={PROFILE_LABELS}
    >
      <TextField name="name" label="Имя" autoComplete="given-name" />
      <TextField name="lastname" label="Фамилия" autoComplete="family-name" />
      <TextField name="email" label="E-mail" type="email" autoComplete="email" />
      <fieldset className={styles.sex}>
        <legend>Пол</legend>
        <label>
          <Field name="sex" component="input" type="radio" value="female" /> Женский
        </label>
        <label>
          <Field name="sex" component="input" type="radio" value="male" /> Мужской
        </label>
      </fieldset>
    </DrawerForm>
  )
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const changePassword = useChangePasswordMutation()
  const { setPassword } = useSetPasswordMutation()
  if (hasPassword) {
    return (
      <DrawerForm
        validate={validateChange}
        onSubmit={changePassword}
        submitLabel="Изменить пароль"
        resetOnSuccess
        summaryLabels={PASSWORD_LABELS}
      >
        <TextField name="oldPassword" label="Текущий пароль" type="password" autoComplete="current-password" />
        <PasswordFields />
      </DrawerForm>
    )
  }
  return (
    <DrawerForm<{ password: string; confirmPassword: string }>
      validate={validateCreate}
      resetOnSuccess
      onSubmit={async (values) => {
        const outcome = await setPassword(values, { successToast: true })
        return outcome.ok ? undefined : outcome.errors
      }}
      submitLabel="Создать пароль"
      summaryLabels={PASSWORD_LABELS}
    >
      <p className={styles.note}>Пароль позволит входить без SMS-кода.</p>
      <PasswordFields />
    </DrawerForm>
  )
}

function ProfileManagement({ me: serverMe }: SessionProps) {
  // After a save the session holds the newer user; until then, the one the server loaded.
  const { user } = useSession()
  const me = user ?? serverMe
  return (
    <div className={styles.page}>
      <PageMeta title={TITLE} noindex />
      <Breadcrumbs items={[...crumbsFor('/upravleniye-profilem'), { label: TITLE }]} />
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.phone}>
        Телефон: <strong>{serverMe.phoneFormatted}</strong>
      </p>
      <section aria-labelledby="profile-data" className={styles.section}>
        <h2 id="profile-data">Личные данные</h2>
        <ProfileForm me={serverMe} />
      </section>
      <section aria-labelledby="profile-password" className={styles.section}>
        <h2 id="profile-password">Пароль</h2>
        <PasswordForm hasPassword={me.hasPassword} />
      </section>
      <section aria-labelledby="profile-notifications" className={styles.section}>
        <h2 id="profile-notifications">Уведомления</h2>
        <PushSwitch variant="setting" />
      </section>
      <section aria-labelledby="profile-delete" className={styles.section}>
        <h2 id="profile-delete">Удаление аккаунта</h2>
        <DeleteAccount />
      </section>
    </div>
  )
}

/**
 * docs/spec.md#2-screens-and-routes profile management: personal data, password, push notifications,
 * account deletion.
 */
export function ProfileManagementView(props: SessionProps) {
  return (
    <CabinetApolloProvider>
      <ProfileManagement {...props} />
    </CabinetApolloProvider>
  )
}
