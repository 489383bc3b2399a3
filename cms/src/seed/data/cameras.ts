import type { SeedCamera } from '@/seed/catalogueTypes'

/**
 * Online cameras (docs/architecture.md#7-runtime-conventions-commands-ports-data "Demo content"). The stream links use
 * the reserved `.example` domain, which never resolves, so the site's player always falls back to the poster; one
 * camera has no stream at all and shows only its poster.
 */
export const CAMERAS: readonly SeedCamera[] = [
  {
    slug: 'tsentralnyy-plyazh',
    title: 'Центральный пляж',
    summary:
      'Вид на Центральный пляж и набережную с крыши у причала: видно, много ли людей на песке и какое сегодня море.',
    sort: 10,
    theme: 'beach',
    previewAlt: 'Кадр камеры: Центральный пляж Анапы днём',
    streamUrl: 'https://cams.anapa.example/central/index.m3u8',
    address: 'Анапа, ул. Набережная, Центральный пляж',
    location: { lat: 44.8995, lon: 37.3109 },
  },
  {
    slug: 'dzhemete',
    title: 'Джемете, Пионерский проспект',
    summary: 'Пляж и дюны Джемете: камера смотрит вдоль берега на север, в сторону Витязево.',
    sort: 20,
    theme: 'dunes',
    previewAlt: 'Кадр камеры: пляж и дюны Джемете',
    streamUrl: 'https://cams.anapa.example/dzhemete/index.m3u8',
    address: 'Анапа, Пионерский проспект, Джемете',
    location: { lat: 44.9298, lon: 37.2832 },
  },
  {
    slug: 'vityazevo-paraliya',
    title: 'Витязево, Паралия',
    summary: 'Пешеходная Паралия в Витязево и выход к морю: днём — пляж, вечером — огни набережной.',
    sort: 30,
    theme: 'promenade',
    previewAlt: 'Кадр камеры: Паралия в Витязево вечером',
    streamUrl: 'https://cams.anapa.example/vityazevo/index.m3u8',
    address: 'Витязево, Паралия',
    location: { lat: 44.9942, lon: 37.2692 },
  },
  {
    slug: 'mayak-vysokiy-bereg',
    title: 'Маяк и Высокий берег',
    summary: 'Анапский маяк и вся Анапская бухта с Высокого берега — лучший вид на закат над морем.',
    sort: 40,
    theme: 'lighthouse',
    previewAlt: 'Кадр камеры: Анапский маяк на Высоком берегу',
    streamUrl: null,
    address: 'Анапа, ул. Гребенская, у маяка',
    location: { lat: 44.8884, lon: 37.3001 },
  },
]
