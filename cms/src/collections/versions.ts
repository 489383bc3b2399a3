import type { CollectionConfig } from 'payload'

/**
 * Versions of every editorial collection (the journal and the catalogue): drafts, a
 * history of the last 20 saves that editors can restore, and scheduled publishing. A scheduled
 * publish or unpublish is a job in Payload's queue (`payload-jobs`), run by the CMS itself
 * (payload.config.ts `jobs.autoRun`); the job saves the document with the scheduling editor as the
 * user, so the collection's afterChange hooks revalidate the site exactly as a manual publish does.
 *
 * Drafts save themselves as the editor types (autosave): the admin's live preview reloads the
 * site's page on every save, so a pause in typing is what refreshes the preview. Payload's
 * client-side mode would hand the page the raw form instead, while our pages render the gateway's
 * mapped and sanitised shape
 * (docs/decisions/0027-draft-preview-scheduling-history.md). An autosave rewrites the latest draft version in
 * place, so the 20 versions of history stay meaningful; a draft never changes what visitors see.
 *
 * Drafts are validated like published documents (docs/decisions/0044-the-admin-in-russian.md). With
 * autosave on and draft validation off, Payload saves a new, empty draft the moment an editor
 * clicks «Создать» (its title then fell back to the id: «38»), and every «Создать» clicked by
 * mistake stayed in the list. Validated, the document is saved first by «Сохранить черновик» or
 * «Опубликовать», with its title; autosave takes over from there.
 */
export const EDITORIAL_VERSIONS = {
  drafts: {
    // Short enough to follow typing, long enough not to save every keystroke. The explicit
    // «Сохранить черновик» stays for editors who want a named moment in the history.
    autosave: { interval: 600, showSaveDraftButton: true },
    validate: true,
    // Payload's jobs publish and unpublish on time; the drawer that schedules them is ours
    // (admin/components/PublishButton.tsx).
    schedulePublish: true,
  },
  maxPerDoc: 20,
} satisfies CollectionConfig['versions']

/**
 * The admin of an editorial collection: our «Опубликовать изменения» with its schedule drawer
 * (admin/components/PublishButton.tsx).
 */
export const EDITORIAL_EDIT_COMPONENTS = {
  PublishButton: '/admin/components/PublishButton#PublishButton',
} satisfies NonNullable<NonNullable<CollectionConfig['admin']>['components']>['edit']
