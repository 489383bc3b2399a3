import type { CollectionConfig, Field } from 'payload'

import { APPEAL_STATUS_LABELS, APPEAL_STATUSES } from '@anapa/shared/appeals/status'
import { editorOrOwnerViaContract, isEditor, residentViaContract } from '@/access'
import { consentFields } from '@/fields/consent'
import { DAY_AND_TIME } from '@/fields/dayAndTime'
import { ownerField } from '@/fields/owner'
import { revalidatePublicAppeal } from '@/appeals/revalidatePublic'
import { deleteAppealFollowersAndVerdicts, mergeDuplicateFollowers } from './hooks/followers'
import { notifyAppealAuthor } from './hooks/notifyResident'
import { enforceAppealStatus } from './hooks/statusMachine'

const STATUS_OPTIONS = APPEAL_STATUSES.map((value) => ({ value, label: APPEAL_STATUS_LABELS[value] }))

const DAY_ONLY = { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } } as const

/**
 * Appeals to the care service. Residents file them through the contract (/v1/appeals);
 * editors work them in the admin: filter by «Статус» and «Тема», open one, read the place (the
 * coordinates and the link to OpenStreetMap), write «Ответ» (with photos), set «Статус» with a
 * comment (and the date, whom to contact or the original where the status needs it) and save.
 * What the resident sent is read-only here; the status machine hook dates every change.
 */
export const Appeals: CollectionConfig = {
  slug: 'appeals',
  labels: { singular: 'Обращение', plural: 'Обращения' },
  admin: {
    group: 'Обращения',
    useAsTitle: 'number',
    defaultColumns: ['number', 'topic', 'status', 'address', 'createdAt'],
    listSearchableFields: ['number', 'text', 'address'],
    description:
      'Чтобы ответить, откройте обращение, напишите «Ответ жителю», выберите «Статус» и нажмите «Сохранить». Фильтры по статусу и теме — кнопка «Фильтры».',
  },
  access: {
    read: editorOrOwnerViaContract,
    create: residentViaContract,
    update: isEditor,
    delete: isEditor,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['owner', 'request_id'], unique: true }],
  hooks: {
    beforeChange: [enforceAppealStatus],
    // Notified first: a duplicate's author and supporters hear it was closed, then follow the original.
    afterChange: [notifyAppealAuthor, mergeDuplicateFollowers, revalidatePublicAppeal],
    beforeDelete: [deleteAppealFollowersAndVerdicts],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'text',
          label: 'Номер',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          label: 'Статус',
          required: true,
          defaultValue: 'new',
          index: true,
          options: STATUS_OPTIONS,
          admin: {
            description:
              'Новое → Принято → В работе или Запланировано → Решено или Не удалось решить. «Не в нашей компетенции» и «Дубликат» — из любого открытого статуса. Для закрытия нужен ответ.',
          },
        },
        {
          name: 'topic',
          type: 'relationship',
          relationTo: 'appeal-topics',
          label: 'Тема',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
      ],
    },
    // docs/decisions/0051-public-appeals-and-open311.md: only public, released appeals reach public answers.
    {
      type: 'row',
      fields: [
        {
          name: 'is_public',
          type: 'checkbox',
          label: 'Публичное обращение',
          defaultValue: false,
          index: true,
          admin: {
            description:
              'Видно всем: тема, текст, место, история и фото с отметкой «Можно показывать публично». Имя, телефон и почта жителя не показываются никогда. Снимите отметку, если в тексте есть личные данные.',
          },
        },
        {
          name: 'held',
          type: 'checkbox',
          label: 'На модерации',
          defaultValue: false,
          index: true,
          admin: {
            description:
              'Обращения из партнёрских приложений ждут проверки и не видны публично. Проверьте текст и снимите отметку.',
          },
        },
      ],
    },
    // Always shown, each saying which status needs it: hidden by `admin.condition`, a field the editor
    // must fill could stay hidden after a refused save (docs/upstream/payload-condition-after-refused-save.md).
    {
      type: 'row',
      fields: [
        {
          name: 'scheduled_for',
          type: 'date',
          label: 'Дата работ',
          admin: {
            description:
              'Для статуса «Запланировано»: день, на который запланированы работы. Житель увидит его в истории.',
            ...DAY_ONLY,
          },
        },
        {
          name: 'referred_to',
          type: 'text',
          label: 'Куда обратиться жителю',
          maxLength: 500,
          admin: {
            description:
              'Для статуса «Не в нашей компетенции»: организация и её контакты, например «Водоканал, 8 800 000-00-00».',
          },
        },
        {
          name: 'duplicate_of',
          type: 'relationship',
          relationTo: 'appeals',
          label: 'Исходное обращение',
          admin: {
            description:
              'Для статуса «Дубликат»: обращение о той же проблеме, которое решается. Само оно не может быть дубликатом.',
          },
          // No filterOptions: Payload would refuse an appeal outside them with its generic message, while the
          // status hook says why (itself, or a duplicate) in words (docs/decisions/0050-appeal-statuses.md).
        },
      ],
    },
    {
      name: 'status_note',
      type: 'textarea',
      label: 'Комментарий к изменению',
      maxLength: 1000,
      admin: {
        description:
          'Что происходит с обращением. Житель увидит комментарий в истории рядом со статусом; после сохранения поле очищается. ' +
          'Если обращение публичное, комментарий увидят все: не пишите в нём имён, телефонов и адресов жителей.',
      },
    },
    {
      type: 'collapsible',
      label: 'Ответ',
      fields: [
        {
          name: 'answer_text',
          type: 'textarea',
          label: 'Ответ жителю',
          maxLength: 4000,
          admin: { description: 'Житель увидит ответ сразу после сохранения.' },
        },
        {
          name: 'answer_photos',
          type: 'upload',
          relationTo: 'appeal-photos',
          hasMany: true,
          maxRows: 5,
          label: 'Фото к ответу',
        },
        {
          name: 'answered_at',
          type: 'date',
          label: 'Ответ дан',
          admin: { readOnly: true, ...DAY_AND_TIME },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Обращение жителя',
      fields: [
        { name: 'text', type: 'textarea', label: 'Текст', required: true, admin: { readOnly: true } },
        { name: 'address', type: 'text', label: 'Адрес', admin: { readOnly: true } },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', label: 'Широта', admin: { readOnly: true } },
            { name: 'lon', type: 'number', label: 'Долгота', admin: { readOnly: true } },
            {
              name: 'map_url',
              type: 'text',
              label: 'Точка на карте',
              admin: { readOnly: true, description: 'Ссылка на точку на openstreetmap.org' },
            },
          ],
        },
        {
          name: 'photos',
          type: 'upload',
          relationTo: 'appeal-photos',
          hasMany: true,
          maxRows: 5,
          label: 'Фото жителя',
          admin: { readOnly: true },
        },
        // An appeal from a partner app (Open311) has no resident account: its submitter is below.
        { ...ownerField, required: false } as typeof ownerField,
        {
          name: 'source',
          type: 'select',
          label: 'Источник',
          defaultValue: 'site',
          options: [
            { value: 'site', label: 'Сайт' },
            { value: 'open311', label: 'Партнёрское приложение (Open311)' },
          ],
          admin: { readOnly: true },
        },
        {
          name: 'open311_key',
          type: 'relationship',
          relationTo: 'open311-keys',
          label: 'Ключ Open311',
          admin: { readOnly: true, condition: (data) => data?.source === 'open311' },
        },
        {
          name: 'submitter',
          type: 'group',
          label: 'Заявитель',
          admin: {
            readOnly: true,
            condition: (data) => data?.source === 'open311',
            description: 'Что партнёрское приложение передало о заявителе. Не показывается публично.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'first_name', type: 'text', label: 'Имя', maxLength: 100 },
                { name: 'last_name', type: 'text', label: 'Фамилия', maxLength: 100 },
                { name: 'phone', type: 'text', label: 'Телефон', maxLength: 40 },
                { name: 'email', type: 'text', label: 'Почта', maxLength: 200 },
              ],
            },
          ],
        },
        // Given when the appeal is filed (/v1/appeals).
        consentFields(),
        {
          name: 'request_id',
          type: 'text',
          label: 'Идентификатор запроса',
          index: true,
          admin: { readOnly: true, description: 'Повтор запроса с тем же идентификатором не создаёт второе обращение' },
        },
      ],
    },
    // docs/decisions/0053-duplicates-followers-and-verdicts.md: who supports the appeal, and how residents
    // rated its resolution («the care service sees the ratings»). Read-only lists; nothing is stored here.
    {
      type: 'collapsible',
      label: 'Поддержка и оценки жителей',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'verdicts',
          type: 'join',
          collection: 'appeal-verdicts',
          on: 'appeal',
          label: 'Оценки решения',
          defaultLimit: 20,
          maxDepth: 1,
          admin: {
            allowCreate: false,
            defaultColumns: ['verdict', 'note', 'resolved_at', 'createdAt'],
            description: 'Жители оценивают решение в течение 15 дней. «Не решено» возвращает обращение в работу.',
          },
        },
        {
          name: 'supporters',
          type: 'join',
          collection: 'appeal-followers',
          on: 'appeal',
          label: 'Поддержали',
          defaultLimit: 20,
          maxDepth: 1,
          admin: { allowCreate: false, defaultColumns: ['customer', 'via', 'createdAt'] },
        },
      ],
    },
    {
      name: 'history',
      type: 'array',
      label: 'История',
      labels: { singular: 'Запись', plural: 'Записи' },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        { name: 'status', type: 'select', label: 'Статус', required: true, options: STATUS_OPTIONS },
        { name: 'at', type: 'date', label: 'Когда', required: true, admin: DAY_AND_TIME },
        { name: 'note', type: 'textarea', label: 'Комментарий' },
        { name: 'scheduled_for', type: 'date', label: 'Дата работ', admin: DAY_ONLY },
        { name: 'referred_to', type: 'text', label: 'Куда обратиться' },
        { name: 'duplicate_of', type: 'relationship', relationTo: 'appeals', label: 'Исходное обращение' },
      ] satisfies Field[],
    },
  ],
}
