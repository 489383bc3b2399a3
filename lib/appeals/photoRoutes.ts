/** The site's route a new appeal's photo is uploaded to, streamed on to the CMS (pages/api/uploads/[kind].ts). */
export const APPEAL_PHOTO_UPLOAD_URL = '/api/uploads/appeal-photo'

/** The route that streams a stored photo back to its owner (pages/api/appeal-photos/[id]). */
export const appealPhotoSrc = (id: string) => `/api/appeal-photos/${encodeURIComponent(id)}`
