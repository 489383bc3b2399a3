export { PushSwitch, PUSH_EXPLANATION, PUSH_SWITCH_LABEL } from './PushSwitch'
export type { PushSwitchProps } from './PushSwitch'
