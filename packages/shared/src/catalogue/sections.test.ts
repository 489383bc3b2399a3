import { FAVORITE_ENTITIES } from '../favorites/entities'
import { itemPath, REDIRECT_ITEM_COLLECTIONS, type RedirectItemCollection } from '../redirects/rules'
import { CATALOGUE_SECTION_NAMES, CATALOGUE_SECTIONS, entryPath } from './sections'

describe('the catalogue sections both apps read', () => {
  it.each(CATALOGUE_SECTION_NAMES)('%s is a kind of favourite', (section) => {
    expect(FAVORITE_ENTITIES).toContain(CATALOGUE_SECTIONS[section].entity)
  })

  // redirects/rules.ts keeps its own copy of the paths (it must import nothing); this keeps the two equal.
  it.each(CATALOGUE_SECTION_NAMES)('an editor’s redirect to a %s entry goes to the entry’s page', (section) => {
    const { collection, key } = CATALOGUE_SECTIONS[section]
    expect(REDIRECT_ITEM_COLLECTIONS).toContain(collection)
    const item = { id: 7, slug: 'dzhemete-beach' }
    expect(itemPath(collection as RedirectItemCollection, item)).toBe(entryPath(section, item[key]))
  })

  it('escapes a key for the URL', () => {
    expect(entryPath('events', 'a b')).toBe('/afisha/a%20b')
  })
})
