import type { Payload } from 'payload'
import sharp from 'sharp'

import { SCAN_EXTENSIONS, type ScanMimeType } from '@anapa/shared/uploads/magicBytes'
import { SCAN_KINDS, type ScanKind } from '@anapa/shared/statements/scans'
import { env } from '@/env'
import type { Customer, Statement } from '@/payload-types'
import { hashPassword } from '@/residents/password'
import type { ResidentUser } from '@/residents/resident'
import { seedContext } from '@/seed/context'
import type { Counts, SeedReport } from '@/seed/report'

/** +7 (999) 000-00-01: a number no operator issues to people, printed by `npm start`. */
export const DEMO_RESIDENT_PHONE = '79990000001'

const CARS = [
  { plate: 'А001АА93', name: 'Лада Веста', code: 'RP-2026-900001', decision: 'approved' as const },
  { plate: 'В002ВВ93', name: 'Киа Рио', code: 'RP-2026-900002', decision: null },
]

const APPLICATION = {
  surname: 'Демидова',
  name: 'Анна',
  patronymic: 'Сергеевна',
  date_of_birth: '12.05.1985',
  sex: 'female' as const,
  passport_series: '0309',
  passport_number: '123456',
  passport_issue_date: '20.06.2005',
  passport_issuing_authority: 'Отделом УФМС России по Краснодарскому краю в г.-к. Анапа',
  passport_issuing_authority_code: '230-001',
  registration_address: 'Краснодарский край, г.-к. Анапа, ул. Крымская, д. 1, кв. 1',
  contact_phone: DEMO_RESIDENT_PHONE,
  contact_email: 'demo@anapa.local',
}

/** A small picture of a "document" page, so the admin shows something scan-like. */
async function pageImage(format: 'jpeg' | 'png', label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="100%" height="100%" fill="#f4efe4"/>
    <rect x="20" y="20" width="150" height="190" fill="#8aa4c8"/>
    <text x="200" y="60" font-family="sans-serif" font-size="22" fill="#333">${label}</text>
    <text x="200" y="100" font-family="sans-serif" font-size="16" fill="#666">демо-скан</text>
  </svg>`
  const image = sharp(Buffer.from(svg))
  return format === 'jpeg' ? image.jpeg({ quality: 70 }).toBuffer() : image.png().toBuffer()
}

/** A one-page PDF: the smallest file a viewer opens. */
function demoPdf(): Buffer {
  const stream = 'BT /F1 18 Tf 40 100 Td (Demo STS scan) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

async function demoScan(kind: ScanKind): Promise<{ data: Buffer; mimetype: ScanMimeType }> {
  if (kind === 'sts_first') return { data: demoPdf(), mimetype: 'application/pdf' }
  if (kind === 'passport_second') return { data: await pageImage('png', 'Паспорт, прописка'), mimetype: 'image/png' }
  return { data: await pageImage('jpeg', kind === 'passport_first' ? 'Паспорт' : 'СТС'), mimetype: 'image/jpeg' }
}

async function ensureCustomer(payload: Payload, password: string, counts: Counts): Promise<Customer> {
  const found = await payload.find({
    collection: 'customers',
    where: { phone: { equals: DEMO_RESIDENT_PHONE } },
    limit: 1,
    depth: 0,
  })
  if (found.docs[0]) {
    counts.existing++
    return found.docs[0]
  }
  counts.created++
  return payload.create({
    collection: 'customers',
    data: {
      phone: DEMO_RESIDENT_PHONE,
      name: 'Анна',
      lastname: 'Демидова',
      email: 'demo@anapa.local',
      sex: 'female',
      passwordHash: await hashPassword(password),
    },
    context: seedContext(),
  })
}

/**
 * One car with its application: drafted, scanned and submitted as the resident (the same hooks
 * as the contract), then approved by "an editor" (no user: the seed) for the first car.
 */
async function ensureCarWithApplication(
  payload: Payload,
  user: ResidentUser,
  car: (typeof CARS)[number],
  counts: Counts,
): Promise<void> {
  const existing = await payload.find({
    collection: 'statements',
    where: { statement_code: { equals: car.code } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) {
    counts.existing++
    return
  }
  counts.created++
  const found = await payload.find({
    collection: 'cars',
    where: { owner: { equals: user.id }, state_registration_plate: { equals: car.plate } },
    limit: 1,
    depth: 0,
  })
  const carDoc =
    found.docs[0] ??
    (await payload.create({
      collection: 'cars',
      data: { owner: user.id, state_registration_plate: car.plate, name: car.name },
      user,
      overrideAccess: false,
      context: seedContext(),
    }))
  const statement: Statement = await payload.create({
    collection: 'statements',
    data: {
      statement_code: car.code,
      owner: user.id,
      car: carDoc.id,
      state_registration_plate: car.plate,
      status: 'draft',
    },
    user,
    overrideAccess: false,
    context: seedContext(),
  })
  const scans: Partial<Record<ScanKind, string>> = {}
  for (const kind of SCAN_KINDS) {
    const { data, mimetype } = await demoScan(kind)
    const id = crypto.randomUUID()
    await payload.create({
      collection: 'statement-scans',
      data: { id, owner: user.id, statement: statement.id, kind },
      file: { data, mimetype, name: `${id}.${SCAN_EXTENSIONS[mimetype]}`, size: data.byteLength },
      user,
      overrideAccess: false,
      context: seedContext(),
    })
    scans[kind] = id
  }
  await payload.update({
    collection: 'statements',
    id: statement.id,
    data: { ...APPLICATION, ...scans, status: 'submitted' },
    user,
    overrideAccess: false,
    context: seedContext(),
  })
  if (car.decision === 'approved') {
    await payload.update({
      collection: 'statements',
      id: statement.id,
      data: { status: 'approved' },
      context: seedContext(),
    })
  }
}

/**
 * The demo resident (only when SEED_DEMO_RESIDENT=true, with a per-install password):
 * two cars, one with an approved application (so "Мой транспорт" shows a permit date) and one with
 * an application waiting for an editor. Idempotent: the resident by phone, each application by its
 * fixed code; a resident deleted by hand is created again on the next start.
 */
export async function ensureDemoResident(
  payload: Payload,
  counts: Counts,
  resident: { password: string } | null = env.seedResident,
): Promise<SeedReport['resident']> {
  if (!resident) return null
  const customer = await ensureCustomer(payload, resident.password, counts)
  const { passwordHash: _hash, ...profile } = customer
  const user: ResidentUser = { ...profile, collection: 'customers' }
  for (const car of CARS) await ensureCarWithApplication(payload, user, car, counts)
  return { phone: DEMO_RESIDENT_PHONE, password: resident.password }
}
