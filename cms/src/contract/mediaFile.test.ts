import { mediaFileName } from './mediaFile'

describe('mediaFileName', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['photo-640x400.webp', 'photo-640x400.webp'],
    ['%D0%BF%D0%BB%D1%8F%D0%B6.jpg', 'пляж.jpg'],
  ])('reads %s', (raw, name) => {
    expect(mediaFileName(raw)).toBe(name)
  })

  it.each([
    '',
    '%',
    '%E0%A4%A',
    '..',
    '.',
    '..%2fsecret',
    '..%5csecret',
    'a%2fb',
    'a%00b.jpg',
    'a%0Ab',
    'x'.repeat(256),
  ])('refuses %s', (raw) => {
    expect(mediaFileName(raw)).toBeNull()
  })
})
