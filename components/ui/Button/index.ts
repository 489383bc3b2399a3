export { Button } from './Button'
export type { ButtonProps, ButtonShape, ButtonSize, ButtonTheme } from './Button'
