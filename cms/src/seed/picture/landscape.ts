import { areaPath, Canvas, HEIGHT, linePath, WIDTH } from './canvas'
import { hsl, type Palette } from './palette'
import type { Random } from './random'

export type Point = readonly [number, number]

/** A natural-looking skyline: the sum of three sines with random phases. */
export function ridge(random: Random, baseY: number, amplitude: number, from = 0, to = WIDTH, step = 20): Point[] {
  const waves = [1, 2.3, 5.1].map((k) => ({
    k: (k * Math.PI * 2) / WIDTH,
    phase: random.range(0, Math.PI * 2),
    weight: 1 / k,
  }))
  const total = waves.reduce((sum, w) => sum + w.weight, 0)
  const points: Point[] = []
  for (let x = from; x <= to + step / 2; x += step) {
    const value = waves.reduce((sum, w) => sum + Math.sin(x * w.k + w.phase) * w.weight, 0) / total
    points.push([Math.min(x, to), baseY + value * amplitude])
  }
  return points
}

export function sky(canvas: Canvas, p: Palette, horizon: number): void {
  canvas.add(
    `<rect width="${WIDTH}" height="${horizon + 2}" fill="${canvas.gradient([
      [0, p.skyTop],
      [1, p.skyBottom],
    ])}"/>`,
  )
}

export function sun(canvas: Canvas, p: Palette, random: Random, horizon: number): { x: number } {
  const x = random.range(180, WIDTH - 180)
  const y = horizon * p.sunHeight
  const r = random.range(44, 70)
  canvas.add(
    `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="${canvas.radial(p.sun, hsl(0, 0, 100, 0))}" opacity="0.45"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.sun}"/>`,
  )
  return { x }
}

export function clouds(canvas: Canvas, p: Palette, random: Random, horizon: number): void {
  const count = random.int(2, 4)
  for (let i = 0; i < count; i++) {
    const cx = random.range(60, WIDTH - 60)
    const cy = random.range(60, horizon * 0.55)
    const scale = random.range(0.6, 1.3)
    const puffs = [
      [0, 0, 90, 26],
      [-60, 8, 60, 20],
      [55, 6, 70, 22],
      [10, -16, 50, 24],
    ]
    canvas.add(
      `<g fill="${p.cloud}">` +
        puffs
          .map(
            ([dx = 0, dy = 0, rx = 0, ry = 0]) =>
              `<ellipse cx="${cx + dx * scale}" cy="${cy + dy * scale}" rx="${rx * scale}" ry="${ry * scale}"/>`,
          )
          .join('') +
        '</g>',
    )
  }
}

/** Hazy hills on the horizon, like the foothills south of Anapa seen across the bay. */
export function farHills(canvas: Canvas, p: Palette, random: Random, horizon: number, from = 0, to = WIDTH): void {
  canvas.add(
    `<path d="${areaPath(ridge(random, horizon - 30, 40, from, to), horizon + 1)}" fill="${p.haze}" opacity="0.85"/>`,
  )
}

export function sea(canvas: Canvas, p: Palette, random: Random, horizon: number, sunX?: number): void {
  canvas.add(
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${canvas.gradient([
      [0, p.seaTop],
      [1, p.seaBottom],
    ])}"/>`,
  )
  // Ripples get longer and further apart towards the viewer: a cheap sense of depth.
  for (let i = 0; i < 14; i++) {
    const t = i / 14
    const y = horizon + 8 + t * t * (HEIGHT - horizon)
    const length = 40 + t * 220
    const x = random.range(-40, WIDTH)
    const sag = 4 + t * 10
    canvas.add(
      `<path d="M${x},${y} q${length / 2},${-sag} ${length},0" stroke="${p.foam}" stroke-width="${1 + t * 3}" fill="none" opacity="${0.25 + t * 0.2}" stroke-linecap="round"/>`,
    )
  }
  if (sunX !== undefined) {
    // The sun's glitter path on the water.
    for (let i = 0; i < 9; i++) {
      const y = horizon + 6 + i * 14 + i * i * 2
      const w = 30 + i * 14
      canvas.add(
        `<rect x="${sunX - w / 2 + random.range(-10, 10)}" y="${y}" width="${w}" height="3" rx="1.5" fill="${p.sun}" opacity="${0.55 - i * 0.05}"/>`,
      )
    }
  }
}

/** A sandy shore in the foreground with wet sand and a line of surf. */
export function shore(canvas: Canvas, p: Palette, random: Random, top: number): Point[] {
  const line = ridge(random, top, 40)
  canvas.add(
    `<path d="${areaPath(line.map(([x, y]) => [x, y - 10] as const))}" fill="${p.foam}" opacity="0.7"/>`,
    `<path d="${areaPath(line)}" fill="${p.sandShade}"/>`,
    `<path d="${areaPath(line.map(([x, y]) => [x, y + 16] as const))}" fill="${canvas.gradient([
      [0, p.sand],
      [1, p.sandShade],
    ])}"/>`,
  )
  return line
}

export function umbrella(canvas: Canvas, x: number, y: number, size: number, hue: number): void {
  const top = y - size * 1.4
  canvas.add(
    `<line x1="${x}" y1="${y}" x2="${x}" y2="${top}" stroke="${hsl(30, 15, 35)}" stroke-width="${size * 0.06}"/>`,
    `<path d="M${x - size},${top + size * 0.3} Q${x},${top - size * 0.5} ${x + size},${top + size * 0.3} Z" fill="${hsl(hue, 75, 55)}"/>`,
    `<path d="M${x - size * 0.33},${top + size * 0.3} Q${x},${top - size * 0.45} ${x + size * 0.33},${top + size * 0.3} Z" fill="${hsl(hue, 20, 97)}" opacity="0.8"/>`,
    `<ellipse cx="${x}" cy="${y + 4}" rx="${size * 0.9}" ry="${size * 0.12}" fill="${hsl(30, 30, 30)}" opacity="0.15"/>`,
  )
}

/** A round deciduous tree (the acacias and planes of Anapa's streets). */
export function tree(canvas: Canvas, p: Palette, x: number, ground: number, size: number): void {
  canvas.add(
    `<rect x="${x - size * 0.07}" y="${ground - size * 1.1}" width="${size * 0.14}" height="${size * 1.1}" fill="${hsl(25, 30, 28)}"/>`,
    `<circle cx="${x}" cy="${ground - size * 1.3}" r="${size * 0.55}" fill="${p.greenDark}"/>`,
    `<circle cx="${x - size * 0.15}" cy="${ground - size * 1.42}" r="${size * 0.38}" fill="${p.green}" opacity="0.9"/>`,
  )
}

export const stroke = (points: readonly Point[], color: string, width: number, extra = '') =>
  `<path d="${linePath(points)}" stroke="${color}" stroke-width="${width}" fill="none"${extra}/>`
