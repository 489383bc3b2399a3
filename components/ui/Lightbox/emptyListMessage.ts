/**
 * docs/spec.md#5-validation-rules: an empty image list shows the error state. Its own module, apart
 * from the lightbox's constants: the gallery shows it on every detail page, and the constants
 * belong to the lightbox's lazily loaded chunk.
 */
export const EMPTY_LIST_MESSAGE = 'Не удалось загрузить изображения'
