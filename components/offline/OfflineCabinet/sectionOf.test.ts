import { sectionOf } from './sectionOf'

describe('sectionOf', () => {
  it.each([
    ['/izbrannoe', { kind: 'favorites' }],
    ['/pokupki', { kind: 'bookings' }],
    ['/pokupki?scope=past', { kind: 'bookings' }],
    ['/pokupki/501', { kind: 'booking', id: '501' }],
    ['/pokupki/detail-tury?booking=501', { kind: 'booking', id: '501' }],
    ['/pokupki/detail-sobitiya?from=list&booking=502', { kind: 'booking', id: '502' }],
    ['/rezident-applications', { kind: 'permits' }],
    ['/rezident-applications/RP-2026-000009', { kind: 'permits' }],
    ['/moi-obrashcheniya', { kind: 'appeals' }],
    ['/moi-obrashcheniya/appeal-31', { kind: 'appeal', id: '31' }],
    ['/moi-obrashcheniya/novoe-obrashchenie', { kind: 'appeals' }],
    ['/upravleniye-profilem', { kind: 'overview' }],
    ['/pokupki/not-a-number', { kind: 'overview' }],
  ])('%s shows %j', (path, section) => {
    expect(sectionOf(path)).toEqual(section)
  })
})
