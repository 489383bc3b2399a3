import { describe, expect, it } from '@jest/globals'

import { MAGAZINE_TYPES } from '@/collections/Magazines/types'
import { CATEGORIES } from './categories'
import { MAGAZINES } from './magazines'

// The demo journal must exercise every list, filter and detail feature of docs/spec.md#2-screens-and-routes.
describe('seed data: journal categories', () => {
  it('are exactly the six filter values of docs/spec.md#2-screens-and-routes, sorted by 10s', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([
      'plyazhi',
      'turizm',
      'vinodelie',
      'dostoprimechatelnosti',
      'razvlecheniya',
      'detyam',
    ])
    expect(CATEGORIES.map((c) => c.sort)).toEqual([10, 20, 30, 40, 50, 60])
  })
})

describe('seed data: journal articles', () => {
  it('has at least 33 articles with unique, valid slugs', () => {
    expect(MAGAZINES.length).toBeGreaterThanOrEqual(33)
    const slugs = MAGAZINES.map((m) => m.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('covers every category (4+ each) and every type', () => {
    for (const category of CATEGORIES) {
      expect(MAGAZINES.filter((m) => m.category === category.slug).length).toBeGreaterThanOrEqual(4)
    }
    for (const type of MAGAZINE_TYPES) expect(MAGAZINES.some((m) => m.type === type.value)).toBe(true)
  })

  it('has distinct sort values that list the newest first', () => {
    const sorts = MAGAZINES.map((m) => m.sort)
    expect(new Set(sorts).size).toBe(sorts.length)
    const bySort = [...MAGAZINES].sort((a, b) => a.sort - b.sort).map((m) => m.publishedAt)
    expect(bySort).toEqual([...bySort].sort().reverse())
  })

  it('dates every article in 2025–2026', () => {
    for (const m of MAGAZINES) {
      expect(m.publishedAt).toMatch(/^202[56]-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(m.publishedAt))).toBe(false)
    }
  })

  it('gives every article a heading, three paragraphs, a description and SEO fields', () => {
    for (const m of MAGAZINES) {
      expect(m.text.filter((b) => 'p' in b).length).toBeGreaterThanOrEqual(3)
      expect(m.text.some((b) => 'h2' in b)).toBe(true)
      expect(m.description.length).toBeGreaterThan(20)
      expect(m.seo.title).not.toBe('')
      expect(m.seo.description).not.toBe('')
    }
  })

  it('has galleries of 2–4 pictures on half the articles and content blocks on a third', () => {
    const withGallery = MAGAZINES.filter((m) => m.gallery)
    expect(withGallery.length * 2).toBeGreaterThanOrEqual(MAGAZINES.length)
    for (const m of withGallery) expect(m.gallery?.length).toBeGreaterThanOrEqual(2)
    for (const m of withGallery) expect(m.gallery?.length).toBeLessThanOrEqual(4)
    expect(MAGAZINES.filter((m) => m.contentBlocks?.length).length * 3).toBeGreaterThanOrEqual(MAGAZINES.length)
  })

  it('links videos over https and places locations around Anapa', () => {
    expect(MAGAZINES.some((m) => m.videos?.length)).toBe(true)
    for (const video of MAGAZINES.flatMap((m) => m.videos ?? [])) expect(video.url).toMatch(/^https:\/\//)
    for (const { location } of MAGAZINES.filter((m) => m.location)) {
      expect(location?.lat).toBeGreaterThan(44.6)
      expect(location?.lat).toBeLessThan(45.2)
      expect(location?.lon).toBeGreaterThan(36.9)
      expect(location?.lon).toBeLessThan(37.6)
    }
  })
})
