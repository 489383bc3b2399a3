/**
 * Our corrections to Payload's Russian (`@payloadcms/translations` `ru`), merged over it by
 * `i18n.translations` in payload.config.ts: the admin and Payload's own API answers (the toasts)
 * read the merged set.
 *
 * What is corrected, and why:
 * - words left in English («Email», «Настройки Payload»);
 * - success messages that are not Russian as written («Успешно Обновлено.», «Удален успешно.»,
 *   «Событие успешно создан»): said without a gendered participle, since `{{label}}` is any
 *   collection's name, of any gender;
 * - phrases built around `{{label}}` that cannot agree with it («Создать новый Событие»,
 *   «Добавить Группа пляжей»): the label follows a colon instead;
 * - the search placeholder, which lost its `{{label}}` («Искать по, Текст Или же Адрес»), and
 *   sorting «Восходящий / Уменьшение»;
 * - the version history's machine translation («Текущий проект», «Модифицирован только»);
 * - the validation toast («Следующее поле недействительно:»), which now asks to check the fields.
 *
 * `translations.test.ts` keeps every key here a key Payload has, with the same `{{placeholders}}`,
 * and the merged set free of English words.
 */
export const RU_ADMIN_TRANSLATIONS = {
  authentication: {
    emailSent: 'Письмо отправлено',
    forgotPasswordEmailInstructions:
      'Введите адрес электронной почты: на него придёт письмо с инструкцией по восстановлению пароля.',
    newAccountCreated:
      'Для вас создана учётная запись на <a href="{{serverURL}}">{{serverURL}}</a>. Чтобы подтвердить адрес электронной почты, откройте ссылку <a href="{{verificationURL}}">{{verificationURL}}</a>.<br> После этого можно войти.',
    successfullyUnlocked: 'Разблокировано',
    verifiedSuccessfully: 'Подтверждено',
    verifyYourEmail: 'Подтвердите адрес электронной почты',
  },
  error: {
    emailOrPasswordIncorrect: 'Неверный адрес электронной почты или пароль.',
    followingFieldsInvalid_one: 'Проверьте поле:',
    followingFieldsInvalid_other: 'Проверьте поля:',
    correctInvalidFields: 'Исправьте поля, отмеченные красным.',
    missingEmail: 'Не указан адрес электронной почты.',
    userEmailAlreadyRegistered: 'Пользователь с этим адресом электронной почты уже есть.',
  },
  general: {
    ascending: 'по возрастанию',
    createNewLabel: 'Создать: {{label}}',
    creatingNewLabel: 'Создание: {{label}}',
    deletedCountSuccessfully: 'Удалено записей: {{count}} ({{label}}).',
    deletedSuccessfully: 'Удалено.',
    descending: 'по убыванию',
    editLabel: 'Редактировать: {{label}}',
    email: 'Электронная почта',
    emailAddress: 'Адрес электронной почты',
    newLabel: 'Новая запись: {{label}}',
    noUpcomingEventsScheduled: 'Ничего не запланировано.',
    or: 'или',
    payloadSettings: 'Настройки админки',
    permanentlyDeletedCountSuccessfully: 'Удалено навсегда записей: {{count}} ({{label}}).',
    restoredCountSuccessfully: 'Восстановлено записей: {{count}} ({{label}}).',
    schedulePublishFor: 'Запланировать публикацию: {{title}}',
    searchBy: 'Поиск: {{label}}',
    selectLabel: 'Выберите: {{label}}',
    sortByLabelDirection: 'Сортировать: {{label}}, {{direction}}',
    submissionSuccessful: 'Сохранено.',
    success: 'Готово',
    successfullyCreated: '{{label}}: запись создана.',
    successfullyDuplicated: '{{label}}: копия создана.',
    titleDeleted: '{{label}} «{{title}}»: запись удалена.',
    titleRestored: '{{label}} «{{title}}»: запись восстановлена.',
    titleTrashed: '{{label}} «{{title}}»: запись в корзине.',
    trashedCountSuccessfully: 'В корзину перемещено записей: {{count}} ({{label}}).',
    upcomingEvents: 'Запланировано',
    updatedCountSuccessfully: 'Изменено записей: {{count}} ({{label}}).',
    updatedLabelSuccessfully: '{{label}}: изменения сохранены.',
    updatedSuccessfully: 'Изменения сохранены.',
  },
  fields: {
    addLabel: 'Добавить: {{label}}',
    addNewLabel: 'Добавить: {{label}}',
    chooseLabel: 'Выбрать: {{label}}',
    newLabel: 'Новая запись: {{label}}',
    selectExistingLabel: 'Выбрать из существующих: {{label}}',
    uploadNewLabel: 'Загрузить: {{label}}',
  },
  validation: {
    emailAddress: 'Введите правильный адрес электронной почты.',
    trueOrFalse: 'Здесь может быть только «да» или «нет».',
  },
  version: {
    autosavedSuccessfully: 'Черновик сохранён автоматически.',
    changedFieldsCount_one: 'Изменено полей: {{count}}',
    changedFieldsCount_other: 'Изменено полей: {{count}}',
    comparingAgainst: 'Сравнение с',
    currentDraft: 'Текущий черновик',
    currentlyPublished: 'Опубликована сейчас',
    currentlyViewing: 'Просматриваемая версия',
    draftSavedSuccessfully: 'Черновик сохранён.',
    lastSavedAgo: 'Сохранено {{distance}} назад',
    modifiedOnly: 'Только изменённые поля',
    publish: 'Опубликовать',
    restoredSuccessfully: 'Версия восстановлена.',
    scheduledSuccessfully: 'Запланировано.',
    schedulePublish: 'Запланировать публикацию',
    unpublish: 'Снять с публикации',
    unpublishedSuccessfully: 'Снято с публикации.',
    versionCount_many: 'Найдено версий: {{count}}',
    versionCount_one: 'Найдено версий: {{count}}',
    versionCount_other: 'Найдено версий: {{count}}',
  },
} as const
