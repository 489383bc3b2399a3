export { ChipList, nextSelection } from './ChipList'
export type { Chip, ChipId, ChipListMode, ChipListProps } from './ChipList'
