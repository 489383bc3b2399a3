import { newAppealHref } from '@anapa/shared/appeals/paths'
import type { AccessibilityStatementProps } from '@/lib/accessibility/statementProps'
import { formatDate } from '@/lib/format/date'
import { ACCESSIBILITY_STATEMENT_PATH, SUPPORT_EMAIL } from '@/lib/routes'
import { Prose, StaticPage } from '@/components/static/StaticPage'
import { Button } from '@/components/ui/Button'
import { Link } from '@/components/ui/Link'

/**
 * The day the suite of docs/testing/accessibility.md last passed on every page it names, and the
 * known gaps below were last checked. Change it with every such check.
 */
export const ACCESSIBILITY_CHECKED_ON = '2026-11-29'

/**
 * The accessibility statement (docs/testing/accessibility.md): the standard the site aims at, what is
 * known not to meet it, how to report a barrier (an appeal of its own topic), and when it was checked.
 */
export function AccessibilityStatementView({ barrierTopicId }: AccessibilityStatementProps) {
  return (
    <StaticPage
      path={ACCESSIBILITY_STATEMENT_PATH}
      title="Доступность сайта"
      description="Какому стандарту доступности соответствует портал Анапы, что пока не соответствует и как сообщить о барьере."
      lead="Мы хотим, чтобы порталом могли пользоваться все: с экранным диктором, только с клавиатуры, с увеличением до 400 % и на медленном мобильном интернете."
    >
      <Prose>
        <h2>Стандарт</h2>
        <p>
          Портал стремится соответствовать уровню AA рекомендаций WCAG 2.2 и ГОСТ Р 52872-2019. Каждая версия сайта
          перед выпуском проходит автоматическую проверку axe-core на всех страницах разделов и личного кабинета при
          ширине экрана 375 и 1280 пикселей, проверку отсутствия горизонтальной прокрутки при ширине 320 пикселей и
          проверку того, что элемент в фокусе не закрыт шапкой или нижней панелью.
        </p>
        <h2>Что пока не соответствует</h2>
        <ul>
          <li>
            <Link href="/karta">Карта</Link>: близко стоящие метки могут перекрывать друг друга, и нажать нужную бывает
            трудно. Приблизьте карту или откройте список — кнопка «Списком» на той же странице. Клавишей Tab можно
            перейти только к меткам в видимой части карты; остальные откроются, если сдвинуть карту стрелками.
          </li>
          <li>
            Сведения о доступности пляжей, мест, объектов инфраструктуры и маршрутов (пандусы, туалеты, парковка)
            внесены не для всех объектов: если отметок нет, это значит, что сведений пока нет, а не что барьеров нет.
          </li>
          <li>
            Сайт проверяется автоматически, в том числе по дереву доступности браузера; проверки с экранными дикторами
            NVDA, VoiceOver и TalkBack людьми, которые ими пользуются, ещё не проводились.
          </li>
        </ul>
        <h2>Как сообщить о барьере</h2>
        <p>
          Если что-то на сайте или в городе мешает вам, напишите обращение в службу заботы с темой «Доступная среда»:
          ответ придёт в течение 8 рабочих дней. Для обращения нужно войти по номеру телефона. Можно также написать на{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <p>
          <Button href={newAppealHref(barrierTopicId)} size="lg">
            Сообщить о барьере
          </Button>
        </p>
        <h2>Дата проверки</h2>
        <p>
          Последняя проверка: <time dateTime={ACCESSIBILITY_CHECKED_ON}>{formatDate(ACCESSIBILITY_CHECKED_ON)}</time>.
        </p>
      </Prose>
    </StaticPage>
  )
}
