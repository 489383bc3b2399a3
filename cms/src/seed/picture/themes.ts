import { areaPath, Canvas, HEIGHT, polygon, WIDTH } from './canvas'
import { clouds, farHills, ridge, sea, shore, sky, stroke, sun, tree, umbrella, type Point } from './landscape'
import { hsl, type Palette } from './palette'
import type { Random } from './random'

/** What a picture shows; each journal topic picks the closest one. */
export type SceneTheme =
  | 'beach'
  | 'dunes'
  | 'pebbles'
  | 'cliffs'
  | 'lighthouse'
  | 'vineyard'
  | 'ruins'
  | 'gate'
  | 'lake'
  | 'forest'
  | 'waterpark'
  | 'dolphins'
  | 'promenade'
  | 'road'
  | 'kids'

type Scene = { canvas: Canvas; p: Palette; random: Random }

/** Sky, sun, clouds and (optionally) the sea: the back half every coastal theme shares. */
function seascape({ canvas, p, random }: Scene, horizon: number, withHills = true): { sunX: number } {
  sky(canvas, p, horizon)
  const { x } = sun(canvas, p, random, horizon)
  clouds(canvas, p, random, horizon)
  if (withHills) farHills(canvas, p, random, horizon, random.pick([0, 600]), random.pick([600, WIDTH]))
  sea(canvas, p, random, horizon, x)
  return { sunX: x }
}

function beach(scene: Scene): void {
  const { canvas, random } = scene
  seascape(scene, random.range(330, 390))
  const line = shore(canvas, scene.p, random, random.range(560, 610))
  const count = random.int(2, 4)
  for (let i = 0; i < count; i++) {
    const x = 120 + (i + random.range(0.1, 0.9)) * ((WIDTH - 240) / count)
    const ground = (line[Math.round(x / 20)]?.[1] ?? 600) + random.range(50, 150)
    umbrella(canvas, x, ground, random.range(50, 80), random.range(0, 360))
  }
}

function dunes(scene: Scene): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(330, 380))
  shore(canvas, p, random, random.range(520, 560))
  // Grass-topped dunes of the Anapa sandbar in the foreground.
  for (const [base, amp, light] of [
    [640, 60, 0],
    [720, 50, 1],
  ] as const) {
    const line = ridge(random, base, amp)
    canvas.add(`<path d="${areaPath(line)}" fill="${light ? p.sand : p.sandShade}"/>`)
    for (let i = 0; i < 26; i++) {
      const [x, y] = line[random.int(0, line.length - 1)] ?? [0, 0]
      const blades = [-14, -6, 0, 7, 15]
        .map((dx) => `M${x},${y + 4} q${dx / 2},-20 ${dx},-${random.range(18, 36)}`)
        .join('')
      canvas.add(`<path d="${blades}" stroke="${p.green}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`)
    }
  }
}

function pebbles(scene: Scene): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(340, 380))
  // Wooded slopes of the Abrau peninsula come down to the shore at Sukko and Utrish.
  const slope: Point[] = ridge(random, 300, 80, 0, 520).map(([x, y]) => [x, y + x * 0.35] as const)
  canvas.add(`<path d="${areaPath([...slope, [560, 600]])}" fill="${p.greenDark}"/>`)
  const line = shore(canvas, p, random, random.range(600, 640))
  for (let i = 0; i < 160; i++) {
    const x = random.range(0, WIDTH)
    const top = line[Math.round(x / 20)]?.[1] ?? 620
    const y = random.range(top + 20, HEIGHT)
    const r = 4 + ((y - top) / HEIGHT) * 26 * random.range(0.5, 1)
    canvas.add(
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.6}" fill="${hsl(30, random.range(5, 15), random.range(55, 82))}"/>`,
    )
  }
}

function cliffPoints(random: Random, left: number, top: number): Point[] {
  const edge = ridge(random, top, 18, left + 60, WIDTH)
  return [[left, HEIGHT], [left + 30, top + 80], ...edge, [WIDTH, HEIGHT]]
}

function cliffs(scene: Scene, withLighthouse = false): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(360, 420), false)
  const left = random.range(520, 720)
  const top = random.range(250, 320)
  canvas.add(
    polygon(
      cliffPoints(random, left, top),
      canvas.gradient([
        [0, hsl(32, 35, 62)],
        [1, hsl(24, 30, 42)],
      ]),
    ),
  )
  // Layered clay and limestone of the High Bank.
  for (let i = 1; i < 6; i++) {
    const y = top + i * 70
    canvas.add(stroke(ridge(random, y, 8, left + 30 + i * 6, WIDTH), hsl(28, 25, 38), 3, ' opacity="0.35"'))
  }
  canvas.add(`<path d="${areaPath(ridge(random, top - 6, 12, left + 50, WIDTH), top + 26)}" fill="${p.green}"/>`)
  shore(canvas, p, random, random.range(660, 700))
  if (withLighthouse) lighthouse(canvas, p, left + random.range(180, 320), top)
}

function lighthouse(canvas: Canvas, p: Palette, x: number, ground: number): void {
  const h = 210
  canvas.add(
    polygon(
      [
        [x - 26, ground],
        [x - 17, ground - h],
        [x + 17, ground - h],
        [x + 26, ground],
      ],
      hsl(40, 20, 96),
    ),
    `<rect x="${x - 24}" y="${ground - h * 0.62}" width="48" height="22" fill="${hsl(5, 70, 50)}" opacity="0.85"/>`,
    `<rect x="${x - 26}" y="${ground - h - 10}" width="52" height="12" fill="${hsl(0, 0, 25)}"/>`,
    `<rect x="${x - 14}" y="${ground - h - 42}" width="28" height="32" fill="${p.lampsOn ? hsl(48, 100, 70) : hsl(200, 30, 75)}"/>`,
    `<path d="M${x - 18},${ground - h - 42} L${x},${ground - h - 64} L${x + 18},${ground - h - 42} Z" fill="${hsl(5, 60, 40)}"/>`,
  )
  if (p.lampsOn) {
    canvas.add(
      `<circle cx="${x}" cy="${ground - h - 26}" r="90" fill="${canvas.radial(hsl(50, 100, 75, 0.8), hsl(50, 100, 75, 0))}"/>`,
    )
  }
}

function vineyard(scene: Scene): void {
  const { canvas, p, random } = scene
  const horizon = random.range(300, 360)
  sky(canvas, p, HEIGHT)
  sun(canvas, p, random, horizon)
  clouds(canvas, p, random, horizon)
  farHills(canvas, p, random, horizon + 30)
  canvas.add(`<path d="${areaPath(ridge(random, horizon + 70, 50))}" fill="${p.green}" opacity="0.8"/>`)
  const hill = ridge(random, horizon + 150, 60)
  canvas.add(
    `<path d="${areaPath(hill)}" fill="${canvas.gradient([
      [0, p.green],
      [1, p.greenDark],
    ])}"/>`,
  )
  // Vine rows converge towards a point on the far hill: rows of bushes in perspective.
  const vanishX = random.range(300, 900)
  const vanishY = horizon + 150
  for (let i = -10; i <= 10; i++) {
    const endX = WIDTH / 2 + i * 130
    const points: Point[] = []
    for (let t = 0.12; t <= 1.001; t += 0.04)
      points.push([vanishX + (endX - vanishX) * t, vanishY + (HEIGHT - vanishY) * t])
    canvas.add(stroke(points, p.greenDark, 3, ' opacity="0.6"'))
    for (const [x, y] of points.filter((_, k) => k % 2 === 0)) {
      const r = 2 + ((y - vanishY) / (HEIGHT - vanishY)) * 14
      canvas.add(`<circle cx="${x}" cy="${y - r * 0.6}" r="${r}" fill="${hsl(110, 35, 30)}"/>`)
    }
  }
  // A white farmhouse with a red tiled roof, as on the estates of the Anapa–Taman zone.
  const hx = random.range(150, 1050)
  const hy = (hill[Math.round(hx / 20)]?.[1] ?? horizon + 150) + 4
  canvas.add(
    `<rect x="${hx - 34}" y="${hy - 34}" width="68" height="34" fill="${hsl(40, 30, 94)}"/>`,
    `<path d="M${hx - 42},${hy - 34} L${hx},${hy - 60} L${hx + 42},${hy - 34} Z" fill="${hsl(10, 60, 45)}"/>`,
  )
}

function column(canvas: Canvas, p: Palette, x: number, ground: number, height: number): void {
  const w = 34
  canvas.add(
    `<rect x="${x - w / 2}" y="${ground - height}" width="${w}" height="${height}" fill="${p.stone}"/>`,
    `<rect x="${x + w / 6}" y="${ground - height}" width="${w / 3}" height="${height}" fill="${p.stoneShade}" opacity="0.6"/>`,
    `<rect x="${x - w / 2 - 8}" y="${ground - height - 12}" width="${w + 16}" height="12" fill="${p.stone}"/>`,
    `<rect x="${x - w / 2 - 6}" y="${ground - 10}" width="${w + 12}" height="10" fill="${p.stoneShade}"/>`,
  )
}

function ruins(scene: Scene): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(300, 350))
  const ground = random.range(540, 580)
  canvas.add(
    `<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="${canvas.gradient([
      [0, p.sand],
      [1, p.sandShade],
    ])}"/>`,
  )
  // Foundations of Gorgippia's houses: low stone courses in a grid.
  for (let row = 0; row < 4; row++) {
    const y = ground + 30 + row * 55
    for (let x = random.range(-40, 0); x < WIDTH; x += random.range(90, 160)) {
      canvas.add(
        `<rect x="${x}" y="${y}" width="${random.range(50, 120)}" height="${14 + row * 4}" fill="${p.stoneShade}" opacity="0.8"/>`,
      )
    }
  }
  const count = random.int(4, 6)
  for (let i = 0; i < count; i++) {
    const x = 140 + i * ((WIDTH - 280) / (count - 1))
    column(canvas, p, x, ground + 20, random.next() < 0.35 ? random.range(70, 140) : random.range(200, 260))
  }
}

function gate(scene: Scene): void {
  const { canvas, p, random } = scene
  const horizon = random.range(420, 470)
  sky(canvas, p, horizon)
  sun(canvas, p, random, horizon)
  clouds(canvas, p, random, horizon)
  const ground = random.range(590, 620)
  canvas.add(`<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${p.green}"/>`)
  for (const x of [120, 260, 940, 1080]) tree(canvas, p, x + random.range(-30, 30), ground + 10, random.range(110, 150))
  // The gate of the old fortress: a stone block with a round arch and battlements.
  const cx = WIDTH / 2 + random.range(-80, 80)
  const w = 360
  const h = 300
  const top = ground - h
  const merlons = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${cx - w / 2 + i * (w / 6.5)}" y="${top - 28}" width="${w / 13}" height="28" fill="${p.stone}"/>`,
  )
  canvas.add(
    `<path d="M${cx - w / 2},${ground} V${top} H${cx + w / 2} V${ground} H${cx + 70} V${ground - 150} A70,70 0 0 0 ${cx - 70},${ground - 150} V${ground} Z" fill="${p.stone}"/>`,
    `<path d="M${cx + 70},${ground} V${ground - 150} A70,70 0 0 0 ${cx - 70},${ground - 150} V${ground} Z" fill="${hsl(30, 20, 22)}" opacity="0.75"/>`,
    ...merlons,
    `<rect x="${cx + w / 2 - 40}" y="${top}" width="40" height="${h}" fill="${p.stoneShade}" opacity="0.5"/>`,
  )
  canvas.add(
    `<path d="M${cx - 60},${HEIGHT} L${cx - 70},${ground} L${cx + 70},${ground} L${cx + 160},${HEIGHT} Z" fill="${p.sandShade}"/>`,
  )
}

function cypress(canvas: Canvas, x: number, base: number, height: number, hue: number, opacity = 1): string {
  const w = height * 0.16
  return (
    `<g opacity="${opacity}">` +
    `<rect x="${x - w * 0.18}" y="${base - height * 0.3}" width="${w * 0.36}" height="${height * 0.3}" fill="${hsl(20, 25, 25)}"/>` +
    `<path d="M${x},${base - height} C${x + w},${base - height * 0.7} ${x + w},${base - height * 0.35} ${x},${base - height * 0.25} C${x - w},${base - height * 0.35} ${x - w},${base - height * 0.7} ${x},${base - height} Z" fill="${hsl(hue, 45, 36)}"/>` +
    '</g>'
  )
}

function lake(scene: Scene): void {
  const { canvas, p, random } = scene
  const horizon = random.range(380, 430)
  sky(canvas, p, horizon)
  sun(canvas, p, random, horizon * 0.8)
  clouds(canvas, p, random, horizon)
  canvas.add(`<path d="${areaPath(ridge(random, horizon - 80, 60), horizon + 2)}" fill="${p.haze}"/>`)
  canvas.add(`<path d="${areaPath(ridge(random, horizon - 20, 30), horizon + 2)}" fill="${p.greenDark}"/>`)
  canvas.add(
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${canvas.gradient([
      [0, p.seaBottom],
      [1, p.greenDark],
    ])}"/>`,
  )
  // Swamp cypresses stand in the water; in autumn their needles turn rust-red.
  const hue = random.pick([95, 70, 25])
  const base = horizon + random.range(60, 110)
  const trees: string[] = []
  const reflections: string[] = []
  for (let x = random.range(60, 140); x < WIDTH - 40; x += random.range(120, 220)) {
    const height = random.range(220, 320)
    trees.push(cypress(canvas, x, base, height, hue))
    reflections.push(
      cypress(canvas, x, base, height, hue, 0.3).replace('<g ', `<g transform="translate(0 ${base * 2}) scale(1 -1)" `),
    )
  }
  canvas.add(...reflections, ...trees)
  canvas.add(`<rect y="${base}" width="${WIDTH}" height="6" fill="${p.foam}" opacity="0.3"/>`)
}

function forest(scene: Scene): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(380, 420), false)
  // Juniper and pistachio woodland on dry slopes over the sea (Utrish).
  const slope: Point[] = ridge(random, 320, 60, 380, WIDTH).map(([x, y]) => [x, y - (x - 380) * 0.12] as const)
  canvas.add(`<path d="${areaPath([[300, HEIGHT], ...slope])}" fill="${hsl(60, 22, 48)}"/>`)
  for (let i = 0; i < 150; i++) {
    const x = random.range(380, WIDTH)
    const top = slope[Math.round((x - 380) / 20)]?.[1] ?? 300
    const y = random.range(top + 10, HEIGHT)
    const r = 14 + ((y - top) / HEIGHT) * 50
    canvas.add(
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.8}" fill="${random.pick([p.greenDark, p.green, hsl(140, 25, 30)])}"/>`,
    )
  }
  shore(canvas, p, random, random.range(700, 730))
}

function waterpark(scene: Scene): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(300, 340))
  shore(canvas, p, random, 470)
  const pool = 640
  canvas.add(`<rect x="80" y="${pool}" width="${WIDTH - 160}" height="140" rx="40" fill="${hsl(188, 80, 62)}"/>`)
  // Towers and twisting slides in bright colours.
  for (let i = 0; i < random.int(2, 3); i++) {
    const x = random.range(150 + i * 330, 350 + i * 330)
    const top = random.range(300, 380)
    canvas.add(`<rect x="${x - 40}" y="${top}" width="80" height="${pool - top}" fill="${hsl(40, 20, 88)}"/>`)
    const hue = random.range(0, 360)
    const path = `M${x},${top + 20} C${x + 260},${top + 40} ${x - 200},${top + 160} ${x + 120},${top + 220} S${x + 40},${pool - 20} ${x + 180},${pool + 20}`
    canvas.add(
      `<path d="${path}" stroke="${hsl(hue, 80, 50)}" stroke-width="34" fill="none" stroke-linecap="round"/>`,
      `<path d="${path}" stroke="${hsl(hue, 90, 70)}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.7"/>`,
    )
  }
}

/** A leaping bottlenose dolphin drawn nose-left, 225 units long, then placed and scaled. */
function dolphin(x: number, y: number, size: number, flip: boolean, color: string, belly: string): string {
  const body = 'M0,0 L-14,2 L-2,-8 C40,-52 130,-58 185,-14 L212,-34 L206,-4 L228,12 L190,6 C140,-18 70,-16 8,10 Z'
  const fin = 'M92,-44 L104,-78 L130,-46 Z'
  const underside = 'M8,10 C70,-16 140,-18 190,6 C140,-4 70,-2 14,14 Z'
  return (
    `<g transform="translate(${x} ${y}) scale(${flip ? -size : size} ${size}) rotate(-16)">` +
    `<path d="${body}" fill="${color}"/><path d="${fin}" fill="${color}"/><path d="${underside}" fill="${belly}"/></g>`
  )
}

function dolphins(scene: Scene): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(280, 330))
  const count = random.int(2, 3)
  for (let i = 0; i < count; i++) {
    const x = 250 + i * 300 + random.range(-40, 40)
    const y = random.range(480, 620)
    canvas.add(dolphin(x, y, random.range(0.9, 1.3), random.next() < 0.5, hsl(210, 14, 42), hsl(210, 10, 78)))
    for (let k = 0; k < 8; k++) {
      canvas.add(
        `<circle cx="${x + random.range(-60, 200)}" cy="${y + random.range(10, 50)}" r="${random.range(3, 9)}" fill="${p.foam}"/>`,
      )
    }
  }
}

function promenade(scene: Scene): void {
  const { canvas, p, random } = scene
  seascape(scene, random.range(330, 370))
  // The embankment: a paved walk with a railing and a row of lamps along the sea.
  const edge = 560
  canvas.add(
    `<path d="M0,${edge} L${WIDTH},${edge - 80} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z" fill="${canvas.gradient([
      [0, p.stone],
      [1, p.stoneShade],
    ])}"/>`,
    `<path d="M0,${edge - 40} L${WIDTH},${edge - 108}" stroke="${hsl(0, 0, 25)}" stroke-width="4"/>`,
  )
  for (let i = 0; i < 6; i++) {
    const x = 60 + i * 220
    const base = edge - (x / WIDTH) * 80
    const h = 200 - i * 10
    canvas.add(
      `<line x1="${x}" y1="${base}" x2="${x}" y2="${base - h}" stroke="${hsl(0, 0, 20)}" stroke-width="6"/>`,
      `<circle cx="${x}" cy="${base - h - 10}" r="14" fill="${p.lampsOn ? hsl(48, 100, 72) : hsl(0, 0, 92)}"/>`,
    )
    if (p.lampsOn)
      canvas.add(
        `<circle cx="${x}" cy="${base - h - 10}" r="60" fill="${canvas.radial(hsl(48, 100, 72, 0.7), hsl(48, 100, 72, 0))}"/>`,
      )
  }
  for (const x of [160, 600, 1000]) tree(canvas, p, x + random.range(-40, 40), HEIGHT - 20, random.range(120, 160))
}

function road(scene: Scene): void {
  const { canvas, p, random } = scene
  const horizon = random.range(330, 370)
  seascape(scene, horizon)
  canvas.add(`<path d="${areaPath(ridge(random, horizon + 60, 50))}" fill="${p.green}"/>`)
  canvas.add(`<path d="${areaPath(ridge(random, horizon + 170, 60))}" fill="${p.greenDark}"/>`)
  // A country road winding down towards the sea.
  const vx = random.range(400, 800)
  const left: Point[] = []
  const right: Point[] = []
  const centre: Point[] = []
  for (let t = 0; t <= 1.001; t += 0.05) {
    const y = horizon + 70 + (HEIGHT - horizon - 70) * t
    const bend = Math.sin(t * Math.PI * 1.5) * 160 * t
    const half = 6 + t * 260
    const x = vx + bend + (WIDTH / 2 - vx) * t
    left.push([x - half, y])
    right.push([x + half, y])
    centre.push([x, y])
  }
  canvas.add(polygon([...left, ...right.reverse()], hsl(220, 8, 38)))
  canvas.add(stroke(centre, hsl(50, 90, 85), 5, ' stroke-dasharray="30 26"'))
}

function kids(scene: Scene): void {
  const { canvas, p, random } = scene
  beach(scene)
  const ground = random.range(700, 740)
  // A sand castle, a bucket and a beach ball.
  const cx = random.range(250, 500)
  canvas.add(
    `<rect x="${cx - 80}" y="${ground - 60}" width="160" height="60" fill="${p.sandShade}"/>`,
    `<rect x="${cx - 100}" y="${ground - 110}" width="50" height="110" fill="${p.sandShade}"/>`,
    `<rect x="${cx + 50}" y="${ground - 110}" width="50" height="110" fill="${p.sandShade}"/>`,
    `<path d="M${cx - 105},${ground - 110} L${cx - 75},${ground - 150} L${cx - 45},${ground - 110} Z" fill="${p.sand}"/>`,
    `<path d="M${cx + 45},${ground - 110} L${cx + 75},${ground - 150} L${cx + 105},${ground - 110} Z" fill="${p.sand}"/>`,
  )
  const bx = random.range(700, 1000)
  const hue = random.range(0, 360)
  canvas.add(
    `<path d="M${bx - 40},${ground - 80} L${bx + 40},${ground - 80} L${bx + 30},${ground} L${bx - 30},${ground} Z" fill="${hsl(hue, 80, 55)}"/>`,
    `<circle cx="${bx + 150}" cy="${ground - 45}" r="45" fill="${hsl(hue + 120, 80, 55)}"/>`,
    `<path d="M${bx + 105},${ground - 45} A45,45 0 0 0 ${bx + 195},${ground - 45} Z" fill="${hsl(hue + 240, 80, 60)}"/>`,
    `<circle cx="${bx + 150}" cy="${ground - 45}" r="10" fill="${hsl(0, 0, 98)}"/>`,
  )
}

export const THEMES: Record<SceneTheme, (scene: Scene) => void> = {
  beach,
  dunes,
  pebbles,
  cliffs: (scene) => cliffs(scene),
  lighthouse: (scene) => cliffs(scene, true),
  vineyard,
  ruins,
  gate,
  lake,
  forest,
  waterpark,
  dolphins,
  promenade,
  road,
  kids,
}
