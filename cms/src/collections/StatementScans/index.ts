import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { SCAN_KIND_LABELS, SCAN_KINDS } from '@anapa/shared/statements/scans'
import { editorOrOwnerViaContract, residentViaContract } from '@/access'
import { env } from '@/env'
import { ownerField } from '@/fields/owner'

/**
 * Passport and vehicle-registration scans of permit applications. Private: the files
 * live under SCANS_DIR (var/, outside any served path) with server-generated names; Payload's
 * file route (/api/statement-scans/file/…) and the contract's GET /v1/statement/resident-permits/file/{id}
 * both check read access, so only editors (in the admin) and the owning resident reach them.
 * Ids are random UUIDs, so the address of a scan says nothing about how many there are.
 */
export const StatementScans: CollectionConfig = {
  slug: 'statement-scans',
  labels: { singular: 'Скан документа', plural: 'Сканы документов' },
  admin: {
    group: 'Жители',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'statement', 'owner', 'createdAt'],
    description: 'Сканы паспорта и СТС из заявлений на резидентское разрешение. Загружают жители.',
  },
  access: {
    read: editorOrOwnerViaContract,
    create: residentViaContract,
    // The scan is evidence of what the resident sent: nobody edits it, replacing means a new upload.
    update: () => false,
    delete: editorOrOwnerViaContract,
  },
  upload: {
    staticDir: path.resolve(env.scansDir),
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    crop: false,
    focalPoint: false,
    // No resized copies: each would be one more file of a passport to keep and delete.
    imageSizes: [],
    displayPreview: true,
  },
  fields: [
    { name: 'id', type: 'text', label: 'Идентификатор', required: true, admin: { readOnly: true } },
    ownerField,
    {
      name: 'statement',
      type: 'relationship',
      relationTo: 'statements',
      label: 'Заявление',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      type: 'select',
      label: 'Документ',
      required: true,
      options: SCAN_KINDS.map((value) => ({ value, label: SCAN_KIND_LABELS[value] })),
      admin: { readOnly: true },
    },
  ],
}
