export { CmsImage, type CmsImageData } from './CmsImage'
