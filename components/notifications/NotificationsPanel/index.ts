export { EMPTY_NOTIFICATIONS, NotificationsPanel, NotificationsPanelHost } from './NotificationsPanel'
export type { NotificationsPanelProps } from './NotificationsPanel'
