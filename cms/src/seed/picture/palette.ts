export type TimeOfDay = 'day' | 'morning' | 'evening'

export type Palette = {
  skyTop: string
  skyBottom: string
  sun: string
  /** Sun centre height: high at noon, near the horizon in the morning and evening. */
  sunHeight: number
  cloud: string
  seaTop: string
  seaBottom: string
  foam: string
  sand: string
  sandShade: string
  haze: string
  green: string
  greenDark: string
  stone: string
  stoneShade: string
  /** Lamps and windows glow only in the evening. */
  lampsOn: boolean
}

export const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`
    : `hsla(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%,${a})`

/** Colours of the Anapa coast at three times of day; `shift` turns the hues so no two pictures match. */
export function paletteFor(time: TimeOfDay, shift: number): Palette {
  switch (time) {
    case 'morning':
      return {
        skyTop: hsl(212 + shift, 48, 66),
        skyBottom: hsl(30 + shift / 2, 85, 86),
        sun: hsl(42, 100, 80),
        sunHeight: 0.78,
        cloud: hsl(20, 80, 94, 0.75),
        seaTop: hsl(205 + shift, 38, 62),
        seaBottom: hsl(190 + shift, 45, 52),
        foam: hsl(30, 60, 97, 0.8),
        sand: hsl(36, 48, 82),
        sandShade: hsl(32, 38, 70),
        haze: hsl(220 + shift, 25, 72),
        green: hsl(95 + shift / 2, 30, 52),
        greenDark: hsl(120 + shift / 2, 28, 34),
        stone: hsl(38, 30, 80),
        stoneShade: hsl(30, 20, 62),
        lampsOn: false,
      }
    case 'evening':
      return {
        skyTop: hsl(252 + shift, 38, 30),
        skyBottom: hsl(18 + shift / 2, 88, 66),
        sun: hsl(28, 100, 64),
        sunHeight: 0.88,
        cloud: hsl(340, 55, 78, 0.6),
        seaTop: hsl(235 + shift, 30, 40),
        seaBottom: hsl(250 + shift, 30, 26),
        foam: hsl(20, 70, 88, 0.7),
        sand: hsl(26, 36, 58),
        sandShade: hsl(22, 30, 44),
        haze: hsl(290 + shift, 20, 45),
        green: hsl(120 + shift / 2, 20, 32),
        greenDark: hsl(150 + shift / 2, 22, 20),
        stone: hsl(24, 30, 62),
        stoneShade: hsl(260, 15, 40),
        lampsOn: true,
      }
    default:
      return {
        skyTop: hsl(208 + shift, 70, 52),
        skyBottom: hsl(195 + shift, 70, 88),
        sun: hsl(50, 100, 72),
        sunHeight: 0.3,
        cloud: hsl(0, 0, 100, 0.8),
        seaTop: hsl(196 + shift, 62, 42),
        seaBottom: hsl(182 + shift, 58, 56),
        foam: hsl(0, 0, 100, 0.85),
        sand: hsl(42, 62, 80),
        sandShade: hsl(36, 48, 68),
        haze: hsl(200 + shift, 30, 70),
        green: hsl(90 + shift / 2, 42, 46),
        greenDark: hsl(120 + shift / 2, 38, 28),
        stone: hsl(40, 34, 84),
        stoneShade: hsl(34, 22, 64),
        lampsOn: false,
      }
  }
}
