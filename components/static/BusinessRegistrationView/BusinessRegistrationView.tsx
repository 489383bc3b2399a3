import { Link } from '@/components/ui/Link'

import { BUSINESS_LINK, SUPPORT_EMAIL } from '@/lib/routes'
import { Button } from '@/components/ui/Button'
import { Prose, StaticPage } from '@/components/static/StaticPage'
import styles from './BusinessRegistrationView.module.css'

const TITLE = 'Регистрация бизнеса на портале'

const MAIL_SUBJECT = 'Регистрация бизнеса на портале'
const MAIL_BODY = [
  'Название:',
  'Вид деятельности (гостиница, гостевой дом, экскурсии, кафе, другое):',
  'ИНН:',
  'Адрес:',
  'Часы работы:',
  'Телефон и сайт:',
  'Контактное лицо:',
  '',
  'Описание и фотографии — во вложении.',
].join('\n')

export const BUSINESS_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(MAIL_SUBJECT)}&body=${encodeURIComponent(MAIL_BODY)}`

const KINDS = [
  {
    title: 'Гостиницы и гостевые дома',
    text: 'Отели, мини-гостиницы, гостевые дома, базы отдыха и апартаменты — в разделе «Инфраструктура» и на карте.',
    href: '/infrastruktura',
  },
  {
    title: 'Экскурсии и туры',
    text: 'Экскурсионные бюро, гиды, организаторы морских прогулок, дегустаций и поездок по краю.',
    href: '/ekskursii-i-tury',
  },
  {
    title: 'Кафе и рестораны',
    text: 'Кафе, рестораны, винотеки и пекарни — с часами работы, телефоном и адресом на карте.',
    href: '/infrastruktura',
  },
  {
    title: 'События',
    text: 'Концерты, фестивали, спектакли и мастер-классы попадают в «Афишу» курорта.',
    href: '/afisha',
  },
] as const

/**
 * docs/spec.md#1-what-the-product-does-and-for-whom, #2-screens-and-routes: how a business gets listed on the portal.
 * No form: applications go to the help e-mail.
 */
export function BusinessRegistrationView() {
  return (
    <StaticPage
      path={BUSINESS_LINK.href}
      title={TITLE}
      description="Как гостинице, гостевому дому, экскурсионному бюро или кафе Анапы появиться на портале города-курорта: кого мы размещаем, какие сведения нужны и куда их отправить."
      lead="Гостиницы, гостевые дома, экскурсионные бюро, кафе и организаторы событий Анапы могут рассказать о себе отдыхающим на портале города-курорта. Карточка вашего бизнеса появится в нужном разделе и на карте."
    >
      <section aria-labelledby="business-kinds">
        <h2 id="business-kinds" className={styles.heading}>
          Кого мы размещаем
        </h2>
        <ul role="list" className={styles.kinds}>
          {KINDS.map((kind) => (
            <li key={kind.title} className={styles.kind}>
              <h3 className={styles.kindTitle}>{kind.title}</h3>
              <p>{kind.text}</p>
              <Link href={kind.href} className={styles.kindLink}>
                Посмотреть раздел
                <span className="visually-hidden"> «{kind.title}»</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="business-steps">
        <h2 id="business-steps" className={styles.heading}>
          Как попасть на портал
        </h2>
        <ol className={styles.steps}>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Подготовьте сведения</h3>
            <p>
              Название, вид деятельности, ИНН, адрес, часы работы, телефон и сайт, короткое описание для отдыхающих и от
              трёх до десяти фотографий. Фотографии лучше горизонтальные, от 1280 пикселей по ширине, без водяных знаков
              и надписей.
            </p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Приложите подтверждение</h3>
            <p>
              Для гостиниц и гостевых домов — номер записи в реестре классифицированных средств размещения, для
              туроператоров — номер в едином федеральном реестре туроператоров. Кафе, экскурсоводам и организаторам
              событий достаточно ИНН.
            </p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Отправьте заявку</h3>
            <p>
              Напишите на <a href={BUSINESS_MAILTO}>{SUPPORT_EMAIL}</a> с темой «{MAIL_SUBJECT}». Кнопка «Отправить
              заявку» откроет письмо с готовым шаблоном.
            </p>
          </li>
          <li className={styles.step}>
            <h3 className={styles.stepTitle}>Дождитесь публикации</h3>
            <p>
              Редакция портала проверит сведения, при необходимости уточнит детали по телефону или почте и опубликует
              карточку. Чтобы изменить данные позже, напишите на тот же адрес.
            </p>
          </li>
        </ol>
      </section>

      <Prose className={styles.note}>
        <h2>Что стоит знать</h2>
        <ul>
          <li>Редакция может сократить описание и выбрать для карточки не все фотографии.</li>
          <li>Цены и акции указывайте со сроком действия — так мы поймём, когда их обновить.</li>
          <li>
            Присылайте только те фотографии, на которые у вас есть права. Если на снимках есть люди, нужно их согласие.
          </li>
        </ul>
      </Prose>

      <div className={styles.cta}>
        <Button href={BUSINESS_MAILTO} size="lg" leftIcon="mail">
          Отправить заявку
        </Button>
      </div>
    </StaticPage>
  )
}
