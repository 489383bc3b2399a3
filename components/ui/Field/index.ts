export { PhoneField } from './PhoneField'
export { fieldError, TextField } from './TextField'
export type { TextFieldProps } from './TextField'
export { ConsentCheckbox, ConsentField } from './ConsentField'
