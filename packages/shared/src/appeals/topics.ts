/**
 * The topic barriers to access are reported under: the accessibility statement's «Сообщить о
 * барьере» opens the appeal form with it chosen, found by this name among the editors' topics.
 */
export const ACCESSIBILITY_TOPIC_NAME = 'Доступная среда'
