export { Dialog } from './Dialog'
export type { DialogProps } from './Dialog'
export { useModalDialog } from './useModalDialog'
