import { Link } from '@/components/ui/Link'

import { UPLOAD_FORMATS, UPLOAD_MAX_MB } from '@/lib/constants'
import {
  CITY_PARKING_URL,
  crumbsFor,
  MY_TRANSPORT_HREF,
  PERMIT_APPLICATIONS_HREF,
  PRIVACY_LINK,
  RESIDENT_PERMIT_HREF,
} from '@/lib/routes'
import { Button } from '@/components/ui/Button'
import { Prose, StaticPage } from '@/components/static/StaticPage'
import { ApplyButton } from './ApplyButton'
import styles from './ResidentPermitView.module.css'

/**
 * The four scans of docs/spec.md#3-entities-and-their-fields (passport_first, passport_second, sts_first, sts_second),
 * as a resident knows them.
 */
const SCANS = [
  'паспорт — разворот с фотографией;',
  'паспорт — страница с отметкой о регистрации по месту жительства;',
  'свидетельство о регистрации транспортного средства (СТС) — лицевая сторона;',
  'СТС — оборотная сторона.',
] as const

/** 'JPEG, PNG или PDF' */
const formatList = (formats: readonly string[]) =>
  formats.length > 1 ? `${formats.slice(0, -1).join(', ')} или ${formats.at(-1)}` : formats.join('')

/**
 * docs/spec.md#1-what-the-product-does-and-for-whom, #2-screens-and-routes: public information about the resident car
 * permit, leading to the application in the cabinet.
 */
export function ResidentPermitView() {
  // The route table's crumb label (docs/spec.md#2-screens-and-routes) is the page's title.
  const title = crumbsFor(RESIDENT_PERMIT_HREF).at(-1)?.label ?? 'Резидентское разрешение'
  return (
    <StaticPage
      path={RESIDENT_PERMIT_HREF}
      title={title}
      description="Кто может получить резидентское разрешение для автомобиля в Анапе, какие документы понадобятся и как подать заявку онлайн в личном кабинете."
      lead={
        <>
          Услуга доступна для жителей города-курорта Анапа. Резидентское разрешение позволяет пользоваться
          муниципальными платными парковками города на льготных условиях. Заявку можно подать онлайн, не выходя из дома.
        </>
      }
    >
      <div className={styles.cta}>
        <ApplyButton />
        <Button href={MY_TRANSPORT_HREF} size="lg" theme="secondary">
          Мой транспорт
        </Button>
      </div>

      <Prose>
        <h2>Кто может подать заявку</h2>
        <ul>
          <li>Жители, зарегистрированные по месту жительства в муниципальном образовании город-курорт Анапа.</li>
          <li>Заявку подаёт собственник автомобиля — тот, кто указан владельцем в СТС.</li>
          <li>Одна заявка оформляется на один автомобиль. Если машин несколько, подайте заявку на каждую.</li>
        </ul>

        <h2>Какие документы понадобятся</h2>
        <p>В заявке нужно указать:</p>
        <ul>
          <li>фамилию, имя, отчество, дату рождения и пол;</li>
          <li>
            паспортные данные: серию и номер, дату выдачи, кем выдан и код подразделения, адрес регистрации по месту
            жительства;
          </li>
          <li>контактный телефон и адрес электронной почты.</li>
        </ul>
        <p>И приложить сканы или фотографии:</p>
        <ul>
          {SCANS.map((scan) => (
            <li key={scan}>{scan}</li>
          ))}
        </ul>
        <p className={styles.files}>
          Формат файлов — {formatList(UPLOAD_FORMATS)}, размер каждого — не больше {UPLOAD_MAX_MB} МБ. Все данные на
          снимке должны читаться: без бликов, обрезанных краёв и размытия.
        </p>

        <h2>Как подать заявку</h2>
        <ol>
          <li>
            Войдите в личный кабинет по номеру телефона: нажмите кнопку «Профиль» в шапке сайта. Если вы здесь впервые,
            регистрация займёт пару минут.
          </li>
          <li>
            Добавьте автомобиль в разделе «<Link href={MY_TRANSPORT_HREF}>Мой транспорт</Link>»: укажите государственный
            номер и название, например «Лада Веста».
          </li>
          <li>
            Откройте раздел «<Link href={PERMIT_APPLICATIONS_HREF}>Заявки</Link>», выберите автомобиль, заполните данные
            и загрузите сканы документов.
          </li>
          <li>
            Отправьте заявку и следите за её статусом в разделе «Заявки». Когда разрешение начнёт действовать, срок его
            действия появится в карточке профиля и в разделе «Мой транспорт».
          </li>
        </ol>

        <h2>Где действует разрешение</h2>
        <p>
          Зоны платной парковки и условия для резидентов опубликованы на{' '}
          <a href={CITY_PARKING_URL} target="_blank" rel="noopener noreferrer">
            сайте городских парковок
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
          .
        </p>

        <h2>Как мы храним ваши документы</h2>
        <p>
          Сканы документов хранятся в закрытом хранилище. Их видите только вы и сотрудники, которые рассматривают
          заявку. Подробнее — в документе «<Link href={PRIVACY_LINK.href}>{PRIVACY_LINK.label}</Link>».
        </p>
      </Prose>
    </StaticPage>
  )
}
