/**
 * OASIS CAP 1.2's value lists with their Russian labels (docs/decisions/0040-official-alerts-as-cap.md):
 * the CMS's alerts collection offers them to editors, and the site's alert pages read them.
 */

export const CAP_STATUSES = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const
export const CAP_MSG_TYPES = ['Alert', 'Update', 'Cancel', 'Ack', 'Error'] as const
export const CAP_SCOPES = ['Public', 'Restricted', 'Private'] as const
export const CAP_CATEGORIES = [
  'Geo',
  'Met',
  'Safety',
  'Security',
  'Rescue',
  'Fire',
  'Health',
  'Env',
  'Transport',
  'Infra',
  'CBRNE',
  'Other',
] as const
export const CAP_URGENCIES = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'] as const
export const CAP_SEVERITIES = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const
export const CAP_CERTAINTIES = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'] as const

export type CapStatus = (typeof CAP_STATUSES)[number]
export type CapMsgType = (typeof CAP_MSG_TYPES)[number]

export const CAP_LABELS: Record<string, string> = {
  Actual: 'Действующее',
  Exercise: 'Учения',
  System: 'Служебное',
  Test: 'Тест',
  Draft: 'Черновик',
  Alert: 'Оповещение',
  Update: 'Обновление',
  Cancel: 'Отбой',
  Ack: 'Подтверждение',
  Error: 'Ошибка в ранее выпущенном',
  Public: 'Для всех',
  Restricted: 'Ограниченный круг',
  Private: 'Отдельным адресатам',
  Geo: 'Геофизика (землетрясение, оползень)',
  Met: 'Погода (шторм, ветер, жара)',
  Safety: 'Общая безопасность',
  Security: 'Охрана порядка',
  Rescue: 'Спасательные работы',
  Fire: 'Пожар',
  Health: 'Здоровье, санитария',
  Env: 'Экология (загрязнение воды)',
  Transport: 'Транспорт',
  Infra: 'Инфраструктура (свет, вода, связь)',
  CBRNE: 'Химическая, биологическая, радиационная угроза',
  Other: 'Другое',
  Immediate: 'Немедленно',
  Expected: 'В ближайший час',
  Future: 'В будущем',
  Past: 'Уже не требуется',
  Unknown: 'Неизвестно',
  Extreme: 'Чрезвычайная',
  Severe: 'Высокая',
  Moderate: 'Умеренная',
  Minor: 'Незначительная',
  Observed: 'Наблюдается',
  Likely: 'Вероятно',
  Possible: 'Возможно',
  Unlikely: 'Маловероятно',
}
