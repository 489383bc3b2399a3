import { describe, expect, it } from '@jest/globals'

import {
  AGE_LIMITS,
  INFRASTRUCTURE_CATEGORIES,
  PLACE_CATEGORIES,
  ROUTE_DIFFICULTIES,
  TOUR_TAGS,
} from '@/catalogue/options'
import { TIME_PATTERN } from '@/fields/catalogue'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@anapa/shared/text/slug'
import type { LatLon, SeedCard, SeedHours, SeedPage } from '@/seed/catalogueTypes'
import { momentAt } from '@/seed/dates'
import { BEACH_GROUPS } from './beachGroups'
import { BEACHES } from './beaches'
import { CAMERAS } from './cameras'
import { EVENTS } from './events'
import { INFRASTRUCTURE } from './infrastructure'
import { PLACES } from './places'
import { TOUR_GROUPS } from './tourGroups'
import { TOURS } from './tours'
import { WALKING_ROUTES } from './walkingRoutes'

// The demo catalogue must give every list, filter, map and detail page of the site something to show.

const COLLECTIONS: Record<string, readonly SeedCard[]> = {
  events: EVENTS,
  tours: TOURS,
  tourGroups: TOUR_GROUPS,
  infrastructure: INFRASTRUCTURE,
  places: PLACES,
  walkingRoutes: WALKING_ROUTES,
  beachGroups: BEACH_GROUPS,
  beaches: BEACHES,
  cameras: CAMERAS,
}

const PAGES: Record<string, readonly SeedPage[]> = {
  events: EVENTS,
  tours: TOURS,
  infrastructure: INFRASTRUCTURE,
  places: PLACES,
  walkingRoutes: WALKING_ROUTES,
  beaches: BEACHES,
}

/** Anapa, Джемете, Витязево, Благовещенская and Бугаз, Сукко and Утриш, Су-Псех. */
const inAnapaArea = ({ lat, lon }: LatLon) => lat > 44.7 && lat < 45.12 && lon > 36.95 && lon < 37.5

const hoursOk = (hours: SeedHours) =>
  'allDay' in hours || (TIME_PATTERN.test(hours.from) && TIME_PATTERN.test(hours.to) && hours.from < hours.to)

function metres(a: LatLon, b: LatLon): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

const trackLength = (track: readonly LatLon[]) =>
  track.slice(1).reduce((sum, point, i) => sum + metres(track[i] as LatLon, point), 0)

describe('seed data: catalogue, every collection', () => {
  it('has at least the demo minimums', () => {
    expect(EVENTS.length).toBeGreaterThanOrEqual(12)
    expect(TOURS.length).toBeGreaterThanOrEqual(10)
    expect(TOUR_GROUPS.length).toBeGreaterThanOrEqual(3)
    expect(TOUR_GROUPS.length).toBeLessThanOrEqual(4)
    expect(INFRASTRUCTURE.length).toBeGreaterThanOrEqual(10)
    expect(PLACES.length).toBeGreaterThanOrEqual(12)
    expect(WALKING_ROUTES.length).toBeGreaterThanOrEqual(6)
    expect(BEACHES.length).toBeGreaterThanOrEqual(12)
    expect(CAMERAS.length).toBeGreaterThanOrEqual(4)
  })

  it.each(Object.entries(COLLECTIONS))('%s: unique valid slugs, unique titles, sort and card texts', (_, items) => {
    const slugs = items.map((item) => item.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) {
      expect(slug).toMatch(SLUG_PATTERN)
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    }
    const titles = items.map((item) => item.title)
    expect(new Set(titles).size).toBe(titles.length)
    const sorts = items.map((item) => item.sort)
    expect(new Set(sorts).size).toBe(sorts.length)
    for (const item of items) {
      expect(item.summary.length).toBeGreaterThan(20)
      expect(item.summary.length).toBeLessThanOrEqual(300)
      expect(item.previewAlt).not.toBe('')
    }
  })

  it.each(Object.entries(PAGES))('%s: 2–4 paragraphs, 2–4 gallery pictures with alt texts, SEO fields', (_, items) => {
    for (const item of items) {
      const paragraphs = item.text.filter((block) => 'p' in block).length
      expect(paragraphs).toBeGreaterThanOrEqual(2)
      expect(paragraphs).toBeLessThanOrEqual(4)
      expect(item.gallery.length).toBeGreaterThanOrEqual(2)
      expect(item.gallery.length).toBeLessThanOrEqual(4)
      for (const picture of item.gallery) expect(typeof picture === 'string' ? picture : picture.alt).not.toBe('')
      expect(item.seo.title).not.toBe('')
      expect(item.seo.description).not.toBe('')
    }
  })

  it('places everything inside the Anapa area', () => {
    const located = [...EVENTS, ...TOURS, ...INFRASTRUCTURE, ...PLACES, ...BEACHES, ...CAMERAS]
    for (const item of located)
      expect({ slug: item.slug, inside: inAnapaArea(item.location) }).toEqual({
        slug: item.slug,
        inside: true,
      })
    for (const route of WALKING_ROUTES) for (const point of route.track) expect(inAnapaArea(point)).toBe(true)
  })

  it('gives opening hours as round the clock or HH:MM to a later HH:MM', () => {
    for (const item of [...INFRASTRUCTURE, ...PLACES, ...BEACHES]) expect(hoursOk(item.hours)).toBe(true)
    const all = [...INFRASTRUCTURE, ...PLACES, ...BEACHES].map((item) => item.hours)
    expect(all.some((hours) => 'allDay' in hours)).toBe(true)
    expect(all.filter((hours) => 'from' in hours).length * 2).toBeGreaterThan(all.length)
  })
})

describe('seed data: afisha', () => {
  const now = new Date('2026-03-11T09:00:00Z') // a Wednesday
  const windows = EVENTS.map((event) => ({
    starts: Date.parse(momentAt(now, event.starts)),
    ends: Date.parse(momentAt(now, event.ends ?? event.starts)),
  }))

  it('has past and upcoming events, one today or tomorrow and one on the weekend', () => {
    expect(windows.some(({ ends }) => ends < now.getTime())).toBe(true)
    expect(windows.some(({ starts }) => starts > now.getTime())).toBe(true)
    expect(EVENTS.some(({ starts }) => starts.day === 0 || starts.day === 1)).toBe(true)
    expect(EVENTS.some(({ starts }) => starts.day === 'saturday' || starts.day === 'sunday')).toBe(true)
  })

  it('never ends an event before it starts, whatever the weekday of the seed', () => {
    for (let day = 0; day < 7; day++) {
      const at = new Date(now.getTime() + day * 86_400_000)
      for (const event of EVENTS.filter((e) => e.ends)) {
        expect(Date.parse(momentAt(at, event.ends ?? event.starts))).toBeGreaterThan(
          Date.parse(momentAt(at, event.starts)),
        )
      }
    }
  })

  it('uses valid times, age limits, prices and https ticket links, and every category', () => {
    for (const event of EVENTS) {
      expect(event.starts.time).toMatch(TIME_PATTERN)
      if (event.ends) expect(event.ends.time).toMatch(TIME_PATTERN)
      expect(AGE_LIMITS).toContain(event.ageLimit)
      expect(event.priceFrom).toBeGreaterThanOrEqual(0)
      if (event.ticketUrl) expect(event.ticketUrl).toMatch(/^https:\/\/\S+$/)
    }
    expect(EVENTS.some((event) => event.priceFrom === 0)).toBe(true)
    const categories = new Set(EVENTS.map((event) => event.category))
    for (const category of ['concert', 'festival', 'exhibition', 'theatre', 'sport', 'kids', 'holiday'] as const) {
      expect(categories).toContain(category)
    }
  })
})

describe('seed data: excursions and tours', () => {
  const tagValues: readonly string[] = TOUR_TAGS.map((tag) => tag.value)

  it('uses only the 30 tags of docs/spec.md#3-entities-and-their-fields, most of them', () => {
    for (const tour of TOURS) {
      expect(tour.tags.length).toBeGreaterThan(0)
      expect(new Set(tour.tags).size).toBe(tour.tags.length)
      for (const tag of tour.tags) expect(tagValues).toContain(tag)
    }
    expect(new Set(TOURS.flatMap((tour) => tour.tags)).size).toBeGreaterThanOrEqual(20)
  })

  it('has excursions and tours, each in an existing group, every group used', () => {
    expect(TOURS.some((tour) => tour.kind === 'excursion')).toBe(true)
    expect(TOURS.some((tour) => tour.kind === 'tour')).toBe(true)
    const groups = TOUR_GROUPS.map((group) => group.title)
    for (const tour of TOURS) expect(groups).toContain(tour.group)
    for (const group of groups) expect(TOURS.some((tour) => tour.group === group)).toBe(true)
  })

  it('has positive durations, group sizes and prices', () => {
    for (const tour of TOURS) {
      expect(tour.durationMinutes).toBeGreaterThan(0)
      expect(tour.groupSize).toBeGreaterThan(0)
      expect(tour.priceFrom).toBeGreaterThan(0)
      expect(tour.organizer).not.toBe('')
    }
  })
})

describe('seed data: infrastructure and places', () => {
  it('covers every category of both filters', () => {
    for (const { value } of INFRASTRUCTURE_CATEGORIES)
      expect(INFRASTRUCTURE.some((o) => o.category === value)).toBe(true)
    for (const { value } of PLACE_CATEGORIES) expect(PLACES.some((p) => p.category === value)).toBe(true)
  })

  it('gives websites only over https', () => {
    for (const item of [...INFRASTRUCTURE, ...PLACES]) if (item.website) expect(item.website).toMatch(/^https:\/\/\S+$/)
  })
})

describe('seed data: walking routes', () => {
  it.each(WALKING_ROUTES.map((route) => [route.slug, route] as const))(
    '%s: a 6–15 point track that matches its distance and a walking pace',
    (_, route) => {
      expect(route.track.length).toBeGreaterThanOrEqual(6)
      expect(route.track.length).toBeLessThanOrEqual(15)
      const length = trackLength(route.track)
      expect(route.distanceMeters).toBeGreaterThanOrEqual(length)
      expect(route.distanceMeters).toBeLessThanOrEqual(length * 1.2)
      const kmPerHour = route.distanceMeters / 1000 / (route.durationMinutes / 60)
      expect(kmPerHour).toBeGreaterThanOrEqual(1.5)
      expect(kmPerHour).toBeLessThanOrEqual(5.5)
    },
  )

  it('has every difficulty', () => {
    for (const { value } of ROUTE_DIFFICULTIES) expect(WALKING_ROUTES.some((r) => r.difficulty === value)).toBe(true)
  })
})

describe('seed data: beaches', () => {
  it('puts every beach in an existing group and uses at least three groups, every group', () => {
    const groups = BEACH_GROUPS.map((group) => group.title)
    for (const beach of BEACHES) expect(groups).toContain(beach.group)
    expect(new Set(BEACHES.map((beach) => beach.group)).size).toBeGreaterThanOrEqual(3)
    for (const group of groups) expect(BEACHES.some((beach) => beach.group === group)).toBe(true)
  })

  it('bans bathing on one beach with a note and leaves the others open for bathing', () => {
    const banned = BEACHES.filter((beach) => beach.bathingBan)
    expect(banned).toHaveLength(1)
    expect(banned[0]?.bathingBan?.note).toMatch(/МЧС/)
  })

  it('has sand, pebble and rocky beaches, with unique amenities and a positive length', () => {
    const surfaces = new Set(BEACHES.map((beach) => beach.surface))
    for (const surface of ['sand', 'pebble', 'rock'] as const) expect(surfaces).toContain(surface)
    for (const beach of BEACHES) {
      expect(new Set(beach.amenities).size).toBe(beach.amenities.length)
      expect(beach.lengthMeters).toBeGreaterThan(0)
    }
  })
})

describe('seed data: cameras', () => {
  it('has one poster-only camera and HLS links on a domain that never resolves for the rest', () => {
    expect(CAMERAS.filter((camera) => camera.streamUrl === null)).toHaveLength(1)
    for (const { streamUrl } of CAMERAS.filter((camera) => camera.streamUrl !== null)) {
      expect(streamUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.example\/\S+\.m3u8$/)
    }
  })
})
