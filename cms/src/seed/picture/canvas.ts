export const WIDTH = 1200
export const HEIGHT = 800

type Point = readonly [number, number]

/** Collects SVG layers back to front, plus the gradients they reference. */
export class Canvas {
  private readonly defs: string[] = []
  private readonly layers: string[] = []
  private gradients = 0

  add(...elements: string[]): void {
    this.layers.push(...elements)
  }

  /** A top-to-bottom (or left-to-right) gradient; returns the `url(#…)` to fill with. */
  gradient(stops: readonly (readonly [number, string])[], horizontal = false): string {
    const id = `g${this.gradients++}`
    const [x2, y2] = horizontal ? ['1', '0'] : ['0', '1']
    const body = stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('')
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`)
    return `url(#${id})`
  }

  radial(inner: string, outer: string): string {
    const id = `g${this.gradients++}`
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`,
    )
    return `url(#${id})`
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
      `<defs>${this.defs.join('')}</defs>${this.layers.join('')}</svg>`
    )
  }
}

const fixed = (n: number) => Math.round(n * 10) / 10

/** An open polyline through `points`. */
export const linePath = (points: readonly Point[]) =>
  points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed(x)},${fixed(y)}`).join('')

/** The area under `points` down to `bottom`, closed along the frame. */
export const areaPath = (points: readonly Point[], bottom = HEIGHT) => {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return ''
  return `M${fixed(first[0])},${bottom}${linePath(points).replace(/^M/, 'L')}L${fixed(last[0])},${bottom}Z`
}

export const polygon = (points: readonly Point[], fill: string, extra = '') =>
  `<path d="${linePath(points)}Z" fill="${fill}"${extra}/>`
