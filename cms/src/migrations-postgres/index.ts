import * as migration_20261124_114441_initial from './20261124_114441_initial';
import * as migration_20261127_221407_consent from './20261127_221407_consent';
import * as migration_20261127_222906_appeal_drafts from './20261127_222906_appeal_drafts';
import * as migration_20261128_021059_upload_storage_fields from './20261128_021059_upload_storage_fields';
import * as migration_20261128_081714_alerts from './20261128_081714_alerts';
import * as migration_20261128_084100_alerts_title from './20261128_084100_alerts_title';
import * as migration_20261128_111107_beach_marine from './20261128_111107_beach_marine';
import * as migration_20261128_113051_beach_conditions from './20261128_113051_beach_conditions';
import * as migration_20261128_114541_alert_notifications from './20261128_114541_alert_notifications';
import * as migration_20261128_214141_idempotency_keys from './20261128_214141_idempotency_keys';
import * as migration_20261129_034449_appeal_statuses from './20261129_034449_appeal_statuses';
import * as migration_20261129_040801_public_appeals_open311 from './20261129_040801_public_appeals_open311';
import * as migration_20261129_043524_appeal_draft_is_public from './20261129_043524_appeal_draft_is_public';
import * as migration_20261129_072406_appeal_followers_verdicts from './20261129_072406_appeal_followers_verdicts';
import * as migration_20261129_084338_accessibility from './20261129_084338_accessibility';
import * as migration_20261129_104313_appeal_photo_blur from './20261129_104313_appeal_photo_blur';

export const migrations = [
  {
    up: migration_20261124_114441_initial.up,
    down: migration_20261124_114441_initial.down,
    name: '20261124_114441_initial',
  },
  {
    up: migration_20261127_221407_consent.up,
    down: migration_20261127_221407_consent.down,
    name: '20261127_221407_consent',
  },
  {
    up: migration_20261127_222906_appeal_drafts.up,
    down: migration_20261127_222906_appeal_drafts.down,
    name: '20261127_222906_appeal_drafts',
  },
  {
    up: migration_20261128_021059_upload_storage_fields.up,
    down: migration_20261128_021059_upload_storage_fields.down,
    name: '20261128_021059_upload_storage_fields',
  },
  {
    up: migration_20261128_081714_alerts.up,
    down: migration_20261128_081714_alerts.down,
    name: '20261128_081714_alerts',
  },
  {
    up: migration_20261128_084100_alerts_title.up,
    down: migration_20261128_084100_alerts_title.down,
    name: '20261128_084100_alerts_title',
  },
  {
    up: migration_20261128_111107_beach_marine.up,
    down: migration_20261128_111107_beach_marine.down,
    name: '20261128_111107_beach_marine',
  },
  {
    up: migration_20261128_113051_beach_conditions.up,
    down: migration_20261128_113051_beach_conditions.down,
    name: '20261128_113051_beach_conditions',
  },
  {
    up: migration_20261128_114541_alert_notifications.up,
    down: migration_20261128_114541_alert_notifications.down,
    name: '20261128_114541_alert_notifications',
  },
  {
    up: migration_20261128_214141_idempotency_keys.up,
    down: migration_20261128_214141_idempotency_keys.down,
    name: '20261128_214141_idempotency_keys',
  },
  {
    up: migration_20261129_034449_appeal_statuses.up,
    down: migration_20261129_034449_appeal_statuses.down,
    name: '20261129_034449_appeal_statuses',
  },
  {
    up: migration_20261129_040801_public_appeals_open311.up,
    down: migration_20261129_040801_public_appeals_open311.down,
    name: '20261129_040801_public_appeals_open311',
  },
  {
    up: migration_20261129_043524_appeal_draft_is_public.up,
    down: migration_20261129_043524_appeal_draft_is_public.down,
    name: '20261129_043524_appeal_draft_is_public',
  },
  {
    up: migration_20261129_072406_appeal_followers_verdicts.up,
    down: migration_20261129_072406_appeal_followers_verdicts.down,
    name: '20261129_072406_appeal_followers_verdicts',
  },
  {
    up: migration_20261129_084338_accessibility.up,
    down: migration_20261129_084338_accessibility.down,
    name: '20261129_084338_accessibility',
  },
  {
    up: migration_20261129_104313_appeal_photo_blur.up,
    down: migration_20261129_104313_appeal_photo_blur.down,
    name: '20261129_104313_appeal_photo_blur'
  },
];
