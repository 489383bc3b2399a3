/**
 * The CMS's words for a phone it cannot read. What a phone is (its stored and shown forms) is one
 * rule for both apps: @anapa/shared/text/phone.
 */
export const PHONE_FORMAT_MESSAGE = 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX'
