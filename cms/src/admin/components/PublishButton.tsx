'use client'
import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { useCallback } from 'react'

import { scheduleDefaultType } from '@/admin/schedule'
import { ScheduleDrawer } from './ScheduleDrawer'

const query = (params: Record<string, string | number | boolean | undefined>) =>
  `?${new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  )}`

/**
 * «Опубликовать изменения» of the editorial collections (collections/versions.ts), with its
 * «Запланировать публикацию». It does what Payload's PublishButton does for a collection without
 * localisation (Ctrl+S stays with «Сохранить черновик», collections/versions.ts), and opens our
 * ScheduleDrawer instead of Payload's, which cannot be configured to: choose «Опубликовать» for a
 * draft that has never been published (it chose «Снять с публикации»), show and read a date as
 * «27.11.2026, 11:49» (it showed «нояб. 27, 2026 11:49 ДП» and could not read what was typed), or
 * say «Время» (its picker said «Time»). docs/upstream/payload-admin-russian.md has the report.
 */
export function PublishButton() {
  const {
    id,
    collectionSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { submit } = useForm()
  const modified = useFormModified()
  const { code: locale } = useLocale()
  const { isModalOpen, toggleModal } = useModal()
  const { t } = useTranslation()

  const drawerSlug = `schedule-publish-${id}`
  const path = `${api}/${collectionSlug}${id ? `/${id}` : ''}`
  const canPublish =
    hasPublishPermission &&
    (modified || unpublishedVersionCount > 0 || !hasPublishedDoc) &&
    uploadStatus !== 'uploading'
  // Autosave keeps the form «modified», so scheduling is offered whenever the document exists.
  const canSchedule = Boolean(hasPublishPermission && id)

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return
    const result = await submit({
      action: `${path}${query({ depth: 0, locale })}`,
      overrides: { _status: 'published' },
    })
    if (result) {
      setUnpublishedVersionCount(0)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(true)
    }
  }, [
    locale,
    path,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    submit,
    uploadStatus,
  ])

  if (!hasPublishPermission) return null

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        type="button"
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup>
                  <PopupList.Button
                    id="schedule-publish"
                    onClick={() => {
                      toggleModal(drawerSlug)
                      close()
                    }}
                  >
                    {t('version:schedulePublish')}
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
      >
        {t('version:publishChanges')}
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) && (
        <ScheduleDrawer
          slug={drawerSlug}
          defaultType={scheduleDefaultType({ hasPublishedDoc, unpublishedVersionCount })}
        />
      )}
    </>
  )
}
