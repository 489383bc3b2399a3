import { createLocalIdent, shortClassName, applyShortClassNames } from './shortClassNames'

const context = (file: string) => ({ rootContext: '/site', resourcePath: `/site/${file}` })

describe('short CSS-module class names', () => {
  it('are six characters, a valid CSS identifier, and the same for the same class on every call', () => {
    const names = ['card', 'title', 'addressLine', 'a', 'b'].flatMap((local) =>
      ['components/Footer.module.css', 'components/Card.module.css'].map((file) => shortClassName(file, local)),
    )
    for (const name of names) expect(name).toMatch(/^[a-zA-Z][a-zA-Z0-9_-]{5}$/)
    expect(new Set(names).size).toBe(names.length)
    expect(shortClassName('components/Card.module.css', 'card')).toBe(
      shortClassName('components/Card.module.css', 'card'),
    )
  })

  it('name a class by its module path relative to the project, so every build on every machine agrees', () => {
    const getLocalIdent = createLocalIdent()
    expect(getLocalIdent(context('components/Card.module.css'), '', 'card')).toBe(
      shortClassName('components/Card.module.css', 'card'),
    )
  })

  it('fail the build when two classes would share a name, instead of letting one restyle the other', () => {
    const getLocalIdent = createLocalIdent(() => 'aaaaaa')
    getLocalIdent(context('components/A.module.css'), '', 'x')
    expect(getLocalIdent(context('components/A.module.css'), '', 'x')).toBe('aaaaaa')
    expect(() => getLocalIdent(context('components/B.module.css'), '', 'x')).toThrow(
      'CSS class name aaaaaa was generated for both components/A.module.css#x and components/B.module.css#x',
    )
  })

  it("replace Next's getLocalIdent in css-loaders nested in oneOf and use, and leave other loaders alone", () => {
    const nextLocalIdent = () => 'Footer_inner__BTOSA'
    const cssLoader = {
      loader: '/nm/next/dist/build/webpack/loaders/css-loader/src/index.js',
      options: { modules: { getLocalIdent: nextLocalIdent } },
    }
    const globalCss = {
      loader: '/nm/next/dist/build/webpack/loaders/css-loader/src/index.js',
      options: { modules: false },
    }
    const postcss = { loader: '/nm/postcss-loader/src/index.js', options: {} }
    const rules = [
      null,
      '...',
      { test: /\.js$/, use: 'babel' },
      { oneOf: [{ use: [cssLoader, postcss] }, { use: [globalCss] }] },
    ]
    const ident = createLocalIdent()
    expect(applyShortClassNames(rules, ident)).toBe(1)
    expect(cssLoader.options.modules.getLocalIdent).toBe(ident)
    expect(globalCss.options.modules).toBe(false)
  })
})
