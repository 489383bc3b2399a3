import * as migration_20261121_234855_initial from './20261121_234855_initial';
import * as migration_20261122_005502_residents from './20261122_005502_residents';
import * as migration_20261122_024522_catalogue from './20261122_024522_catalogue';
import * as migration_20261122_032403_search from './20261122_032403_search';
import * as migration_20261123_204357_editors_without_lockout from './20261123_204357_editors_without_lockout';
import * as migration_20261123_232026_resident_permits from './20261123_232026_resident_permits';
import * as migration_20261124_000623_appeals_bookings from './20261124_000623_appeals_bookings';
import * as migration_20261124_021030_favorites from './20261124_021030_favorites';
import * as migration_20261124_021810_notifications from './20261124_021810_notifications';
import * as migration_20261124_022240_push_subscriptions from './20261124_022240_push_subscriptions';
import * as migration_20261124_080432_schedule_publish from './20261124_080432_schedule_publish';
import * as migration_20261124_081654_redirects from './20261124_081654_redirects';
import * as migration_20261124_112408_autosave from './20261124_112408_autosave';
import * as migration_20261127_221332_consent from './20261127_221332_consent';
import * as migration_20261127_222856_appeal_drafts from './20261127_222856_appeal_drafts';
import * as migration_20261128_021046_upload_storage_fields from './20261128_021046_upload_storage_fields';
import * as migration_20261128_081702_alerts from './20261128_081702_alerts';
import * as migration_20261128_084049_alerts_title from './20261128_084049_alerts_title';
import * as migration_20261128_111051_beach_marine from './20261128_111051_beach_marine';
import * as migration_20261128_113041_beach_conditions from './20261128_113041_beach_conditions';
import * as migration_20261128_114519_alert_notifications from './20261128_114519_alert_notifications';
import * as migration_20261128_214131_idempotency_keys from './20261128_214131_idempotency_keys';
import * as migration_20261129_034433_appeal_statuses from './20261129_034433_appeal_statuses';
import * as migration_20261129_040752_public_appeals_open311 from './20261129_040752_public_appeals_open311';
import * as migration_20261129_043502_appeal_draft_is_public from './20261129_043502_appeal_draft_is_public';
import * as migration_20261129_072344_appeal_followers_verdicts from './20261129_072344_appeal_followers_verdicts';
import * as migration_20261129_084323_accessibility from './20261129_084323_accessibility';
import * as migration_20261129_104302_appeal_photo_blur from './20261129_104302_appeal_photo_blur';

export const migrations = [
  {
    up: migration_20261121_234855_initial.up,
    down: migration_20261121_234855_initial.down,
    name: '20261121_234855_initial',
  },
  {
    up: migration_20261122_005502_residents.up,
    down: migration_20261122_005502_residents.down,
    name: '20261122_005502_residents',
  },
  {
    up: migration_20261122_024522_catalogue.up,
    down: migration_20261122_024522_catalogue.down,
    name: '20261122_024522_catalogue',
  },
  {
    up: migration_20261122_032403_search.up,
    down: migration_20261122_032403_search.down,
    name: '20261122_032403_search',
  },
  {
    up: migration_20261123_204357_editors_without_lockout.up,
    down: migration_20261123_204357_editors_without_lockout.down,
    name: '20261123_204357_editors_without_lockout',
  },
  {
    up: migration_20261123_232026_resident_permits.up,
    down: migration_20261123_232026_resident_permits.down,
    name: '20261123_232026_resident_permits',
  },
  {
    up: migration_20261124_000623_appeals_bookings.up,
    down: migration_20261124_000623_appeals_bookings.down,
    name: '20261124_000623_appeals_bookings',
  },
  {
    up: migration_20261124_021030_favorites.up,
    down: migration_20261124_021030_favorites.down,
    name: '20261124_021030_favorites',
  },
  {
    up: migration_20261124_021810_notifications.up,
    down: migration_20261124_021810_notifications.down,
    name: '20261124_021810_notifications',
  },
  {
    up: migration_20261124_022240_push_subscriptions.up,
    down: migration_20261124_022240_push_subscriptions.down,
    name: '20261124_022240_push_subscriptions',
  },
  {
    up: migration_20261124_080432_schedule_publish.up,
    down: migration_20261124_080432_schedule_publish.down,
    name: '20261124_080432_schedule_publish',
  },
  {
    up: migration_20261124_081654_redirects.up,
    down: migration_20261124_081654_redirects.down,
    name: '20261124_081654_redirects',
  },
  {
    up: migration_20261124_112408_autosave.up,
    down: migration_20261124_112408_autosave.down,
    name: '20261124_112408_autosave',
  },
  {
    up: migration_20261127_221332_consent.up,
    down: migration_20261127_221332_consent.down,
    name: '20261127_221332_consent',
  },
  {
    up: migration_20261127_222856_appeal_drafts.up,
    down: migration_20261127_222856_appeal_drafts.down,
    name: '20261127_222856_appeal_drafts',
  },
  {
    up: migration_20261128_021046_upload_storage_fields.up,
    down: migration_20261128_021046_upload_storage_fields.down,
    name: '20261128_021046_upload_storage_fields',
  },
  {
    up: migration_20261128_081702_alerts.up,
    down: migration_20261128_081702_alerts.down,
    name: '20261128_081702_alerts',
  },
  {
    up: migration_20261128_084049_alerts_title.up,
    down: migration_20261128_084049_alerts_title.down,
    name: '20261128_084049_alerts_title',
  },
  {
    up: migration_20261128_111051_beach_marine.up,
    down: migration_20261128_111051_beach_marine.down,
    name: '20261128_111051_beach_marine',
  },
  {
    up: migration_20261128_113041_beach_conditions.up,
    down: migration_20261128_113041_beach_conditions.down,
    name: '20261128_113041_beach_conditions',
  },
  {
    up: migration_20261128_114519_alert_notifications.up,
    down: migration_20261128_114519_alert_notifications.down,
    name: '20261128_114519_alert_notifications',
  },
  {
    up: migration_20261128_214131_idempotency_keys.up,
    down: migration_20261128_214131_idempotency_keys.down,
    name: '20261128_214131_idempotency_keys',
  },
  {
    up: migration_20261129_034433_appeal_statuses.up,
    down: migration_20261129_034433_appeal_statuses.down,
    name: '20261129_034433_appeal_statuses',
  },
  {
    up: migration_20261129_040752_public_appeals_open311.up,
    down: migration_20261129_040752_public_appeals_open311.down,
    name: '20261129_040752_public_appeals_open311',
  },
  {
    up: migration_20261129_043502_appeal_draft_is_public.up,
    down: migration_20261129_043502_appeal_draft_is_public.down,
    name: '20261129_043502_appeal_draft_is_public',
  },
  {
    up: migration_20261129_072344_appeal_followers_verdicts.up,
    down: migration_20261129_072344_appeal_followers_verdicts.down,
    name: '20261129_072344_appeal_followers_verdicts',
  },
  {
    up: migration_20261129_084323_accessibility.up,
    down: migration_20261129_084323_accessibility.down,
    name: '20261129_084323_accessibility',
  },
  {
    up: migration_20261129_104302_appeal_photo_blur.up,
    down: migration_20261129_104302_appeal_photo_blur.down,
    name: '20261129_104302_appeal_photo_blur'
  },
];
