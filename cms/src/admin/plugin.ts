import type { Config, Plugin } from 'payload'

import { russianDates } from './dates'
import { russianUploadLabels } from './uploadLabels'

/**
 * The admin in Russian where Payload's configuration has to be filled in field by field: every date
 * field's format and picker (dates.ts) and the labels of the fields Payload and the storage plugin
 * add to uploads (uploadLabels.ts). Last among the plugins, so it sees every collection, those that
 * plugins add and those added later included.
 */
export const russianAdmin: Plugin = async (config: Config) => russianUploadLabels(await russianDates(config))
