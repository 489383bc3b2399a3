import type { GraphQLResolveInfo } from 'graphql';
import type { ArticleParent } from '../resolvers/journal';
import type { EventParent } from '../resolvers/catalogue/event';
import type { TourParent } from '../resolvers/catalogue/tour';
import type { InfrastructureObjectParent } from '../resolvers/catalogue/infrastructureObject';
import type { PlaceParent } from '../resolvers/catalogue/place';
import type { WalkingRouteParent } from '../resolvers/catalogue/walkingRoute';
import type { BeachParent, BeachGroupParent } from '../resolvers/catalogue/beach';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * «Доступная среда» of a beach, place, infrastructure object or walking route
 * (docs/decisions/0055-accessibility-as-data.md; the vocabulary and the rule are in
 * @anapa/shared/accessibility/features). `accessible` is what the lists' `accessible` filter keeps.
 */
export type Accessibility = {
  __typename?: 'Accessibility';
  accessible: Scalars['Boolean']['output'];
  /** The recorded features, in the vocabulary's order. */
  features: Array<AccessibilityFeature>;
  /** Walking routes only (flat, gentle, steep); null elsewhere or when not given. */
  gradient?: Maybe<Option>;
  /** The editors' «Примечание о доступности», plain text. */
  note?: Maybe<Scalars['String']['output']>;
  /** Walking routes only (asphalt, tiles, ground, sand, mixed); null elsewhere or when not given. */
  surface?: Maybe<Option>;
};

/** One feature of «Доступная среда»: its key (step_free, ramp, beach_mat…) and its Russian label. */
export type AccessibilityFeature = {
  __typename?: 'AccessibilityFeature';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type Appeal = {
  __typename?: 'Appeal';
  address?: Maybe<Scalars['String']['output']>;
  answer?: Maybe<AppealAnswer>;
  /** Open311's view: false while the city still owes the resident something. */
  closed: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  /** The answer deadline, dd.mm.yyyy. */
  deadline: Scalars['String']['output'];
  /** The original appeal, while duplicate. */
  duplicateOf?: Maybe<AppealRef>;
  /** ISO timestamp: when the appeal may be expected dealt with (Open311 expected_datetime); null once closed. */
  expectedDatetime?: Maybe<Scalars['String']['output']>;
  /** Every change, oldest first. */
  history: Array<AppealHistoryEntry>;
  id: Scalars['ID']['output'];
  /**
   * Shown to everyone (the public appeals and Open311): topic, text, place, approved photos and the
   * history with its notes, never who filed it (docs/decisions/0051-public-appeals-and-open311.md).
   */
  isPublic: Scalars['Boolean']['output'];
  location?: Maybe<GeoPoint>;
  /** The author's verdict on the current resolution. */
  myVerdict?: Maybe<AppealVerdict>;
  number: Scalars['String']['output'];
  photos: Array<AppealPhoto>;
  /** Whom to contact instead, while not_responsible. */
  referredTo?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp of the day the work is planned for, while scheduled. */
  scheduledFor?: Maybe<Scalars['String']['output']>;
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
  text: Scalars['String']['output'];
  topic: AppealTopicRef;
  /** ISO timestamp until which the author may rate «Решено» (giveAppealVerdict); null when there is nothing to rate. */
  verdictDueUntil?: Maybe<Scalars['String']['output']>;
};

export type AppealAnswer = {
  __typename?: 'AppealAnswer';
  /** ISO timestamp. */
  answeredAt: Scalars['String']['output'];
  photos: Array<AppealPhoto>;
  text: Scalars['String']['output'];
};

export type AppealDraft = {
  __typename?: 'AppealDraft';
  address: Scalars['String']['output'];
  /** ISO timestamp: 30 days after the last save. */
  expiresAt: Scalars['String']['output'];
  /** Show the appeal to everyone, as the resident chose; null while they have not touched the box. */
  isPublic?: Maybe<Scalars['Boolean']['output']>;
  location?: Maybe<GeoPoint>;
  photos: Array<AppealDraftPhoto>;
  /** The UUID the appeal will be sent with; also the draft's key. */
  requestId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  topicId: Scalars['String']['output'];
  /** ISO timestamp of the last save. */
  updatedAt: Scalars['String']['output'];
};

/** The form as typed so far, under the shared schema's names. */
export type AppealDraftInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  is_public?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<AppealLocationInput>;
  photos?: InputMaybe<Array<AppealDraftPhotoInput>>;
  request_id: Scalars['String']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
  topic_id?: InputMaybe<Scalars['String']['input']>;
};

export type AppealDraftPhoto = {
  __typename?: 'AppealDraftPhoto';
  id: Scalars['ID']['output'];
  /** The file name the resident chose it by. */
  name: Scalars['String']['output'];
  /** The site's private route that streams the photo to its owner. */
  url: Scalars['String']['output'];
};

export type AppealDraftPhotoInput = {
  id: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type AppealHistoryEntry = {
  __typename?: 'AppealHistoryEntry';
  /** ISO timestamp. */
  at: Scalars['String']['output'];
  /** The original appeal (duplicate). */
  duplicateOf?: Maybe<AppealRef>;
  /** The editor's note on this change. */
  note?: Maybe<Scalars['String']['output']>;
  /** Whom to contact instead (not_responsible). */
  referredTo?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp of the day the work was planned for (scheduled). */
  scheduledFor?: Maybe<Scalars['String']['output']>;
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
};

/**
 * The fields under the names of the one shared schema (@anapa/shared/appeals/appealSchema), so a
 * field error from the gateway or the CMS lands on the form field of the same name.
 */
export type AppealInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** Consent to the processing of personal data: required (true), otherwise BAD_USER_INPUT on `consent`. */
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Whether the appeal may be shown to everyone (never the resident's name, phone or e-mail); absent or
   * null: the topic decides, public unless it is personal.
   */
  is_public?: InputMaybe<Scalars['Boolean']['input']>;
  location?: InputMaybe<AppealLocationInput>;
  photo_ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A UUID the form makes once per appeal: a repeat of the call answers the same appeal. */
  request_id: Scalars['String']['input'];
  text: Scalars['String']['input'];
  topic_id: Scalars['String']['input'];
};

export type AppealListItem = {
  __typename?: 'AppealListItem';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  /** The answer deadline, dd.mm.yyyy. */
  deadline: Scalars['String']['output'];
  /** ISO timestamp: when the appeal may be expected dealt with (Open311 expected_datetime); null once closed. */
  expectedDatetime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The author's verdict on the current resolution. */
  myVerdict?: Maybe<AppealVerdict>;
  /** The reference the resident quotes, e.g. A-2026-000123. */
  number: Scalars['String']['output'];
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
  /** Shortened to 200 characters. */
  text: Scalars['String']['output'];
  topic: AppealTopicRef;
  /** ISO timestamp until which the author may rate «Решено» (giveAppealVerdict); null when there is nothing to rate. */
  verdictDueUntil?: Maybe<Scalars['String']['output']>;
};

export type AppealLocationInput = {
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
};

export type AppealPage = {
  __typename?: 'AppealPage';
  items: Array<AppealListItem>;
  pageInfo: PageInfo;
};

export type AppealPhoto = {
  __typename?: 'AppealPhoto';
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  /** The site's private route that streams the photo to its owner (never cached). */
  url: Scalars['String']['output'];
};

/** The original appeal a duplicate names. */
export type AppealRef = {
  __typename?: 'AppealRef';
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  /** The reader's own appeal, which they may open; another resident's shows its number only. */
  own: Scalars['Boolean']['output'];
};

/**
 * The statuses of @anapa/shared/appeals/status (docs/decisions/0050-appeal-statuses.md): resolved,
 * unable_to_fix, not_responsible and duplicate are closed, the others open.
 */
export type AppealStatus =
  | 'accepted'
  | 'duplicate'
  | 'in_progress'
  | 'new'
  | 'not_responsible'
  | 'resolved'
  | 'scheduled'
  | 'unable_to_fix';

/** A topic a new appeal may be filed under (the form's list). */
export type AppealTopic = {
  __typename?: 'AppealTopic';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /**
   * Editors marked it personal: its appeals are private unless the resident chooses otherwise, so the
   * form's «show to everyone» box starts unticked (docs/decisions/0051-public-appeals-and-open311.md).
   */
  personal: Scalars['Boolean']['output'];
};

/**
 * The topic an appeal was filed under. A type of its own, not AppealTopic: the contract names only its
 * id and name there, and a made-up `personal` would overwrite the list's true one in the client's cache.
 */
export type AppealTopicRef = {
  __typename?: 'AppealTopicRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** `confirmed`: the problem is gone; `disputed`: it is not. */
export type AppealVerdict =
  | 'confirmed'
  | 'disputed';

export type AppealVerdictResult = {
  __typename?: 'AppealVerdictResult';
  createdAt: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  photoIds: Array<Scalars['ID']['output']>;
  /** ISO timestamp of the resolution rated. */
  resolvedAt: Scalars['String']['output'];
  /** The appeal's status after the verdict: in_progress once a dispute reopened it. */
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
  verdict: AppealVerdict;
};

export type Article = {
  __typename?: 'Article';
  blocks: Array<ContentBlock>;
  category?: Maybe<JournalCategory>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  gallery: Array<Image>;
  /** Sanitized HTML, safe to render. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location?: Maybe<GeoPoint>;
  name: Scalars['String']['output'];
  previewPicture?: Maybe<Image>;
  seo: Seo;
  slug: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** ISO 8601 */
  updatedAt?: Maybe<Scalars['String']['output']>;
  videos: Array<Video>;
};

export type Beach = CatalogueEntry & Venue & {
  __typename?: 'Beach';
  accessibility: Accessibility;
  address?: Maybe<Scalars['String']['output']>;
  amenities: Array<Option>;
  conditions: BeachConditions;
  gallery: Array<Image>;
  group?: Maybe<GroupRef>;
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lengthMeters?: Maybe<Scalars['Int']['output']>;
  location?: Maybe<GeoPoint>;
  previewPicture?: Maybe<Image>;
  seo: Seo;
  summary?: Maybe<Scalars['String']['output']>;
  surface?: Maybe<Option>;
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  workingHours?: Maybe<WorkingHours>;
};

/**
 * Whether one may swim at a beach now (docs/decisions/0042-beach-conditions.md): the duty desk's
 * last word, read against the clock (`bathing.value` is allowed, not_advised, banned or
 * unconfirmed), with the water and the weather. Opening hours are a separate fact (`workingHours`).
 */
export type BeachConditions = {
  __typename?: 'BeachConditions';
  bathing: Option;
  /** The act's number and date. */
  document?: Maybe<Scalars['String']['output']>;
  /** The МЧС flag: green, yellow, red or purple; null when none is reported or the status is unconfirmed. */
  flag?: Maybe<Option>;
  lifeguards?: Maybe<Scalars['Boolean']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  reasons: Array<Option>;
  /** Who decided (МЧС, Роспотребнадзор, Оперативный штаб, Администрация). */
  source?: Maybe<Option>;
  uvIndex?: Maybe<Scalars['Float']['output']>;
  uvIndexAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 */
  validFrom?: Maybe<Scalars['String']['output']>;
  /** ISO 8601; null while the status holds until the desk's next word. */
  validUntil?: Maybe<Scalars['String']['output']>;
  /** ISO 8601: when the desk last set or confirmed the status. */
  verifiedAt?: Maybe<Scalars['String']['output']>;
  /** °C */
  waterTemperature?: Maybe<Scalars['Float']['output']>;
  waterTemperatureAt?: Maybe<Scalars['String']['output']>;
  /** measured (by the desk) or model */
  waterTemperatureSource?: Maybe<Scalars['String']['output']>;
  /** Metres, from the marine model. */
  waveHeight?: Maybe<Scalars['Float']['output']>;
  waveHeightAt?: Maybe<Scalars['String']['output']>;
  /** Metres per second. */
  windSpeed?: Maybe<Scalars['Float']['output']>;
  windSpeedAt?: Maybe<Scalars['String']['output']>;
};

export type BeachConditionsItem = {
  __typename?: 'BeachConditionsItem';
  conditions: BeachConditions;
  groupId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** Every published beach's conditions, and how many allow bathing now. */
export type BeachConditionsSummary = {
  __typename?: 'BeachConditionsSummary';
  bathingAllowed: Scalars['Int']['output'];
  items: Array<BeachConditionsItem>;
  total: Scalars['Int']['output'];
};

export type BeachGroup = {
  __typename?: 'BeachGroup';
  beaches: Array<Beach>;
  /** How many published beaches the group has. */
  beachesCount: Scalars['Int']['output'];
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  previewPicture?: Maybe<Image>;
  seo: Seo;
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type BeachPage = {
  __typename?: 'BeachPage';
  items: Array<Beach>;
  pageInfo: PageInfo;
};

export type BookableKind =
  | 'event'
  | 'tour';

export type BookedItem = {
  __typename?: 'BookedItem';
  kind: BookableKind;
  location?: Maybe<GeoPoint>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  venueOrMeetingPoint?: Maybe<Scalars['String']['output']>;
};

export type Booking = {
  __typename?: 'Booking';
  /** ISO timestamp until which the booking may be cancelled. */
  cancelUntil?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  item?: Maybe<BookedItem>;
  number: Scalars['String']['output'];
  payment?: Maybe<BookingPayment>;
  quantity: Scalars['Int']['output'];
  session: BookingSessionRef;
  status: BookingStatus;
  statusLabel: Scalars['String']['output'];
  ticket?: Maybe<Ticket>;
  /** Roubles. */
  total: Scalars['Int']['output'];
};

export type BookingInput = {
  quantity: Scalars['Int']['input'];
  /** A UUID the widget makes once per booking: a repeat of the call answers the same booking. */
  request_id: Scalars['String']['input'];
  session_id: Scalars['ID']['input'];
};

export type BookingPage = {
  __typename?: 'BookingPage';
  items: Array<Booking>;
  pageInfo: PageInfo;
};

export type BookingPayment = {
  __typename?: 'BookingPayment';
  confirmationUrl?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp: the seats are released after it. */
  expiresAt: Scalars['String']['output'];
  provider: Scalars['String']['output'];
};

/** A booking is in one scope only: a cancelled one is under cancelled, whatever its date. */
export type BookingScope =
  | 'cancelled'
  | 'past'
  | 'upcoming';

export type BookingSession = {
  __typename?: 'BookingSession';
  id: Scalars['ID']['output'];
  /** Roubles per ticket. */
  price: Scalars['Int']['output'];
  seatsLeft: Scalars['Int']['output'];
  seatsTotal: Scalars['Int']['output'];
  /** ISO timestamp. */
  startsAt: Scalars['String']['output'];
};

export type BookingSessionRef = {
  __typename?: 'BookingSessionRef';
  /** ISO timestamp: the start plus the tour's duration or the one-day event's length; null when unknown. */
  endsAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  startsAt: Scalars['String']['output'];
};

export type BookingStatus =
  | 'awaiting_payment'
  | 'cancelled'
  | 'paid'
  | 'used';

export type Camera = {
  __typename?: 'Camera';
  address?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  location?: Maybe<GeoPoint>;
  poster?: Maybe<Image>;
  /** HLS (.m3u8), or null while the camera is off. */
  streamUrl?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Car = {
  __typename?: 'Car';
  name: Scalars['String']['output'];
  /** Last day of the active resident permit, dd.mm.yyyy; null without one. */
  permitEndDate?: Maybe<Scalars['String']['output']>;
  /** Canonical compact form, Cyrillic upper case: А123ВС23. The car's key. */
  plate: Scalars['String']['output'];
  /** For people: А 123 ВС 23. */
  plateDisplay: Scalars['String']['output'];
};

export type CarCheck = {
  __typename?: 'CarCheck';
  /** The plate is already in this resident's list. */
  alreadyAdded: Scalars['Boolean']['output'];
  canApply: Scalars['Boolean']['output'];
  permitActive: Scalars['Boolean']['output'];
  permitEndDate?: Maybe<Scalars['String']['output']>;
  plate: Scalars['String']['output'];
  plateDisplay: Scalars['String']['output'];
  /** Why not, in Russian, when canApply is false. */
  reason?: Maybe<Scalars['String']['output']>;
};

/**
 * What every catalogue entry with a page of its own has: what its card shows (title, summary,
 * picture) and what its page adds (the sanitized text, the gallery, the search-engine fields).
 * The views select these once, through fragments on this interface.
 */
export type CatalogueEntry = {
  gallery: Array<Image>;
  html: Scalars['String']['output'];
  previewPicture?: Maybe<Image>;
  seo: Seo;
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A catalogue entry with a telephone number and a website of its own. */
export type Contacts = {
  phone?: Maybe<Scalars['String']['output']>;
  website?: Maybe<Scalars['String']['output']>;
};

export type ContentBlock = {
  __typename?: 'ContentBlock';
  description?: Maybe<Scalars['String']['output']>;
  items: Array<Scalars['String']['output']>;
  picture?: Maybe<Image>;
  title?: Maybe<Scalars['String']['output']>;
};

export type Event = CatalogueEntry & {
  __typename?: 'Event';
  address?: Maybe<Scalars['String']['output']>;
  ageLimit?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Option>;
  /** ISO 8601 */
  endsAt?: Maybe<Scalars['String']['output']>;
  gallery: Array<Image>;
  /** Sanitized HTML, safe to render. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location?: Maybe<GeoPoint>;
  previewPicture?: Maybe<Image>;
  /** Roubles; 0 means free, null unknown. */
  priceFrom?: Maybe<Scalars['Int']['output']>;
  seo: Seo;
  slug: Scalars['String']['output'];
  /** ISO 8601 */
  startsAt: Scalars['String']['output'];
  summary?: Maybe<Scalars['String']['output']>;
  ticketUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  venue?: Maybe<Scalars['String']['output']>;
};

export type EventDateFilter =
  | 'PAST'
  | 'TODAY'
  | 'UPCOMING'
  | 'WEEKEND';

export type EventPage = {
  __typename?: 'EventPage';
  items: Array<Event>;
  pageInfo: PageInfo;
};

export type Favorite = {
  __typename?: 'Favorite';
  /** ISO timestamp. */
  addedAt: Scalars['String']['output'];
  /** False once the item was unpublished or deleted: the site shows it without a link. */
  available: Scalars['Boolean']['output'];
  entity: FavoriteEntity;
  /** The item's page on this site; null when it is no longer available. */
  href?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Image>;
  /** The item's key in its section: the slug or id its page is addressed by. */
  slug: Scalars['String']['output'];
  /** The current title, or the one stored when it was added if the item is gone since. */
  title: Scalars['String']['output'];
};

/** The kinds search knows (docs/spec.md#3-entities-and-their-fields): CLICKPASS_PRODUCTS are tours, URBAN infrastructure objects. */
export type FavoriteEntity =
  | 'BEACH'
  | 'CAMERA'
  | 'CLICKPASS_PRODUCTS'
  | 'EVENT'
  | 'MAGAZINE'
  | 'PLACE'
  | 'ROUTE'
  | 'URBAN';

export type FavoriteKey = {
  __typename?: 'FavoriteKey';
  entity: FavoriteEntity;
  slug: Scalars['String']['output'];
};

/** A filter value a list offers, with how many items carry it. */
export type FilterOption = {
  __typename?: 'FilterOption';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A page of a catalogue list that offers a filter (a category, a tag). */
export type FilteredPage = {
  filters: Array<FilterOption>;
  pageInfo: PageInfo;
};

/**
 * A public appeal the resident supports: what anyone may see of it (the fields of PublicAppeal),
 * never the author's data or answer.
 */
export type FollowedAppeal = {
  __typename?: 'FollowedAppeal';
  address?: Maybe<Scalars['String']['output']>;
  answerPhotos: Array<PublicAppealPhoto>;
  closed: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  duplicateOf?: Maybe<PublicAppealRef>;
  expectedDatetime?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp: when the resident began to support it. */
  followedAt: Scalars['String']['output'];
  history: Array<PublicAppealHistoryEntry>;
  /** The appeal's public page on the site. */
  href: Scalars['String']['output'];
  location?: Maybe<GeoPoint>;
  /** The resident's verdict on the current resolution. */
  myVerdict?: Maybe<AppealVerdict>;
  number: Scalars['String']['output'];
  photos: Array<PublicAppealPhoto>;
  referredTo?: Maybe<Scalars['String']['output']>;
  scheduledFor?: Maybe<Scalars['String']['output']>;
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
  supporters: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  topic: AppealTopicRef;
  updatedAt: Scalars['String']['output'];
  /** ISO timestamp until which the resident may rate the resolution; null when there is nothing to rate. */
  verdictDueUntil?: Maybe<Scalars['String']['output']>;
};

export type GeoPoint = {
  __typename?: 'GeoPoint';
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
};

export type GeoPointInput = {
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
};

export type GroupRef = {
  __typename?: 'GroupRef';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A picture with its intrinsic size, so pages reserve the space and never shift. */
export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type InfrastructureObject = CatalogueEntry & Contacts & Venue & {
  __typename?: 'InfrastructureObject';
  accessibility: Accessibility;
  address?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Option>;
  gallery: Array<Image>;
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location?: Maybe<GeoPoint>;
  phone?: Maybe<Scalars['String']['output']>;
  previewPicture?: Maybe<Image>;
  seo: Seo;
  slug: Scalars['String']['output'];
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  website?: Maybe<Scalars['String']['output']>;
  workingHours?: Maybe<WorkingHours>;
};

export type InfrastructurePage = FilteredPage & {
  __typename?: 'InfrastructurePage';
  filters: Array<FilterOption>;
  items: Array<InfrastructureObject>;
  pageInfo: PageInfo;
};

export type JournalCategory = {
  __typename?: 'JournalCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type JournalPage = {
  __typename?: 'JournalPage';
  items: Array<Article>;
  pageInfo: PageInfo;
};

export type MapKind =
  | 'BEACH'
  | 'EVENT'
  | 'PLACE'
  | 'ROUTE'
  /** Infrastructure: pharmacies, parking, rescue posts… */
  | 'URBAN';

export type MapObject = {
  __typename?: 'MapObject';
  /** Every kind but EVENT (null there): «Доступная среда», as the object's card carries it. */
  accessibility?: Maybe<Accessibility>;
  /** Beaches only: bathing now (allowed, not_advised, banned, unconfirmed); null for every other kind. */
  bathing?: Maybe<Scalars['String']['output']>;
  /** Beaches only: the МЧС flag on the shore (green, yellow, red, purple), the marker's colour; else null. */
  flag?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** A small preview picture. */
  image?: Maybe<Image>;
  kind: MapKind;
  /** Where the marker stands; for a route, its first track point. */
  point: GeoPoint;
  /** The detail page's key for sections addressed by slug (URBAN, EVENT); null for the others. */
  slug?: Maybe<Scalars['String']['output']>;
  /** One line under the title: a category, bathing at a beach, an event's start, a route's length. */
  subtitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** Routes only: the track in walking order. Null for every other kind. */
  track?: Maybe<Array<GeoPoint>>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a car; the plate is normalised (Latin look-alikes, spaces and case ignored). */
  addCar: Car;
  /** Adds an item to the resident's favourites; adding it again answers the one already there. */
  addFavorite: Favorite;
  /** Cancels a booking up to 24 hours before the start; the seats go back to the session. */
  cancelBooking: Booking;
  /** Changes the password, given the old one; other sessions end. */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Files a new appeal. The request id makes a repeat harmless: the same resident sending the
   * same request id again gets the appeal the first call created.
   */
  createAppeal: Appeal;
  /**
   * Books seats of a session; they are held for 15 minutes until paid. The request id makes a
   * repeat harmless: the same resident sending it again gets the booking the first call made.
   */
  createBooking: Booking;
  /** Opens (or returns the open) draft application for one of the resident's cars. */
  createStatement: ResidentPermitApplication;
  /** Deletes the account and removes the cookie. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes one of the resident's unsent appeals; true when done. */
  deleteAppealDraft: Scalars['Boolean']['output'];
  /** Deletes the resident's unsent draft with its scans; true when done. */
  deleteResidentPermitDraft: Scalars['Boolean']['output'];
  /**
   * «Поддержать»: the resident follows someone else's open public appeal and gets its status news.
   * Supporting again answers the same. NOT_FOUND: unknown, private or held; CONFLICT: «Это ваше
   * обращение» or a closed appeal.
   */
  followAppeal: FollowedAppeal;
  /**
   * The author's or a supporter's say on a resolved appeal, within 15 days, once per resolution.
   * `disputed` needs a note and reopens the appeal into work. CONFLICT: not resolved, the 15 days
   * are over, or already rated; FORBIDDEN: a public appeal the resident neither filed nor supports.
   */
  giveAppealVerdict: AppealVerdictResult;
  /** Phone and password; on success sets the session cookie and returns the resident. */
  login: User;
  /**
   * Checks the code; on success sets the session cookie and returns the resident. A new phone is
   * registered only with `consent: true` (consent to the processing of personal data), otherwise
   * BAD_USER_INPUT on `consent`; a known resident signs in without it.
   */
  loginByCode: User;
  /** Ends this session on the server and removes the cookie. */
  logout: Scalars['Boolean']['output'];
  /** Pays an awaiting booking with the test payment provider (outside production only). */
  payBooking: Booking;
  /** Removes one of the resident's cars and answers its canonical plate; a permit already granted stays. */
  removeCar: Scalars['String']['output'];
  /** Removes one of the resident's favourites; one they do not have is NOT_FOUND. */
  removeFavorite: FavoriteKey;
  /** Sends a recovery code; the resident signs in with it, then sets a new password. */
  requestPasswordRecovery: Scalars['Boolean']['output'];
  /** Saves the new appeal as typed so far under its request id, unchecked, so it can be continued anywhere. */
  saveAppealDraft: AppealDraft;
  /** Saves the fields typed so far onto the resident's draft, unchecked, so it can be continued anywhere. */
  saveResidentPermitDraft: ResidentPermitApplication;
  /** Sends a one-time code to the phone (sign-in and registration). Rate-limited. */
  sendCode: Scalars['Boolean']['output'];
  /** Creates or resets the password of the signed-in resident; other sessions end. */
  setPassword: Scalars['Boolean']['output'];
  /** Sends the application fields of a draft whose four scans are uploaded, and submits it. */
  submitResidentPermitApplication: ResidentPermitApplication;
  /**
   * Registers this browser's push subscription for the signed-in resident. `token` is the
   * JSON-serialised PushSubscription (endpoint and keys), `device` a label such as "Chrome, Android".
   * Subscribing again with the same endpoint replaces the earlier registration.
   */
  subscribePush: PushSubscriptionResult;
  /** Stops supporting; NOT_FOUND when the resident does not support it. */
  unfollowAppeal: UnfollowedAppeal;
  /** Forgets one of the resident's push subscriptions; false when it was not theirs or not known. */
  unsubscribePush: Scalars['Boolean']['output'];
  /** Renames one of the resident's cars; another resident's plate is NOT_FOUND. */
  updateCar: Car;
  /** The answer replaces the current user (docs/spec.md#3-entities-and-their-fields). */
  updateProfile: User;
};


export type MutationAddCarArgs = {
  name: Scalars['String']['input'];
  plate: Scalars['String']['input'];
};


export type MutationAddFavoriteArgs = {
  entity: FavoriteEntity;
  slug: Scalars['String']['input'];
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCreateAppealArgs = {
  input: AppealInput;
};


export type MutationCreateBookingArgs = {
  input: BookingInput;
};


export type MutationCreateStatementArgs = {
  plate: Scalars['String']['input'];
};


export type MutationDeleteAppealDraftArgs = {
  requestId: Scalars['ID']['input'];
};


export type MutationDeleteResidentPermitDraftArgs = {
  code: Scalars['String']['input'];
};


export type MutationFollowAppealArgs = {
  number: Scalars['String']['input'];
};


export type MutationGiveAppealVerdictArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  photoIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  verdict: AppealVerdict;
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationLoginByCodeArgs = {
  code: Scalars['String']['input'];
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  phone: Scalars['String']['input'];
};


export type MutationPayBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveCarArgs = {
  plate: Scalars['String']['input'];
};


export type MutationRemoveFavoriteArgs = {
  entity: FavoriteEntity;
  slug: Scalars['String']['input'];
};


export type MutationRequestPasswordRecoveryArgs = {
  phone: Scalars['String']['input'];
};


export type MutationSaveAppealDraftArgs = {
  input: AppealDraftInput;
};


export type MutationSaveResidentPermitDraftArgs = {
  input: ResidentPermitDraftInput;
};


export type MutationSendCodeArgs = {
  phone: Scalars['String']['input'];
};


export type MutationSetPasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSubmitResidentPermitApplicationArgs = {
  input: ResidentPermitApplicationInput;
};


export type MutationSubscribePushArgs = {
  device: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationUnfollowAppealArgs = {
  number: Scalars['String']['input'];
};


export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateCarArgs = {
  name: Scalars['String']['input'];
  plate: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

/** An open public appeal near the asked point. */
export type NearbyAppeal = {
  __typename?: 'NearbyAppeal';
  address?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  /** Great-circle distance from the asked point, whole metres (0–50). */
  distanceM: Scalars['Int']['output'];
  /** The appeal's public page on the site. */
  href: Scalars['String']['output'];
  location?: Maybe<GeoPoint>;
  number: Scalars['String']['output'];
  photos: Array<PublicAppealPhoto>;
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
  /** How many residents support it. */
  supporters: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  topic: AppealTopicRef;
};

export type NearestPlace = {
  __typename?: 'NearestPlace';
  distanceMeters: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Notification = {
  __typename?: 'Notification';
  /** HTML, sanitized by the gateway's allow-list. */
  body: Scalars['String']['output'];
  /** dd.mm.yyyy, Anapa time. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The site page it opens (an official alert, a beach, the resident's appeal), a path; null when none. */
  link?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp. */
  publishedAt: Scalars['String']['output'];
  /** HH:MM, Anapa time. */
  time: Scalars['String']['output'];
  title: Scalars['String']['output'];
  topic: NotificationTopic;
};

/**
 * docs/spec.md#2-screens-and-routes: МЧС, Афиша, Другое; and Обращения, news about the resident's own appeal
 * (docs/decisions/0050-appeal-statuses.md).
 */
export type NotificationTopic =
  | 'appeal'
  | 'other'
  | 'poster'
  | 'stormAlert';

export type OfficialAlert = {
  __typename?: 'OfficialAlert';
  areaDesc: Scalars['String']['output'];
  /** The published beaches it names, for links to their pages. */
  beaches: Array<GroupRef>;
  certainty: Option;
  description?: Maybe<Scalars['String']['output']>;
  event: Scalars['String']['output'];
  /** ISO 8601 */
  expires?: Maybe<Scalars['String']['output']>;
  headline: Scalars['String']['output'];
  identifier: Scalars['String']['output'];
  instruction?: Maybe<Scalars['String']['output']>;
  /** Alert, Update or Cancel, with its Russian label (Оповещение, Обновление, Отбой). */
  msgType: Option;
  /** ISO 8601 */
  onset?: Maybe<Scalars['String']['output']>;
  /** Identifiers of the messages it updates or cancels. */
  references: Array<Scalars['String']['output']>;
  /** ISO 8601 */
  sent: Scalars['String']['output'];
  severity: Option;
  urgency: Option;
};

/** A value of a closed list (a category, a tag) with its Russian label. */
export type Option = {
  __typename?: 'Option';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Where a page of a list stands: how many items in all, this page's number and size, how many pages. */
export type PageInfo = {
  __typename?: 'PageInfo';
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Place = CatalogueEntry & Contacts & Venue & {
  __typename?: 'Place';
  accessibility: Accessibility;
  address?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Option>;
  gallery: Array<Image>;
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location?: Maybe<GeoPoint>;
  phone?: Maybe<Scalars['String']['output']>;
  previewPicture?: Maybe<Image>;
  priceFrom?: Maybe<Scalars['Int']['output']>;
  seo: Seo;
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  website?: Maybe<Scalars['String']['output']>;
  workingHours?: Maybe<WorkingHours>;
};

export type PlacePage = FilteredPage & {
  __typename?: 'PlacePage';
  filters: Array<FilterOption>;
  items: Array<Place>;
  pageInfo: PageInfo;
};

export type PointDescription = {
  __typename?: 'PointDescription';
  address?: Maybe<Scalars['String']['output']>;
  nearest?: Maybe<NearestPlace>;
  /** One line: «ул. Пионерский проспект, 14 · рядом: Центральный пляж, 120 м»; null when nothing is known. */
  text?: Maybe<Scalars['String']['output']>;
};

export type ProfileInput = {
  email: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  name: Scalars['String']['input'];
  sex?: InputMaybe<Sex>;
};

export type PublicAppeal = {
  __typename?: 'PublicAppeal';
  address?: Maybe<Scalars['String']['output']>;
  answerPhotos: Array<PublicAppealPhoto>;
  /** Open311's view: false while the city still owes an answer. */
  closed: Scalars['Boolean']['output'];
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  duplicateOf?: Maybe<PublicAppealRef>;
  /** ISO timestamp: when it may be expected dealt with; null once closed. */
  expectedDatetime?: Maybe<Scalars['String']['output']>;
  /** Every change, oldest first. */
  history: Array<PublicAppealHistoryEntry>;
  location?: Maybe<GeoPoint>;
  number: Scalars['String']['output'];
  photos: Array<PublicAppealPhoto>;
  referredTo?: Maybe<Scalars['String']['output']>;
  scheduledFor?: Maybe<Scalars['String']['output']>;
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
  /** How many residents support it («Поддержать»). */
  supporters: Scalars['Int']['output'];
  text: Scalars['String']['output'];
  topic: AppealTopicRef;
  /** ISO timestamp of the latest change the public sees. */
  updatedAt: Scalars['String']['output'];
};

export type PublicAppealHistoryEntry = {
  __typename?: 'PublicAppealHistoryEntry';
  /** ISO timestamp. */
  at: Scalars['String']['output'];
  duplicateOf?: Maybe<PublicAppealRef>;
  note?: Maybe<Scalars['String']['output']>;
  referredTo?: Maybe<Scalars['String']['output']>;
  scheduledFor?: Maybe<Scalars['String']['output']>;
  status: AppealStatus;
  statusLabel: Scalars['String']['output'];
};

export type PublicAppealPage = {
  __typename?: 'PublicAppealPage';
  items: Array<PublicAppeal>;
  pageInfo: PageInfo;
};

/** A photo an editor approved for public view, streamed by the site's own route. */
export type PublicAppealPhoto = {
  __typename?: 'PublicAppealPhoto';
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

/** Another public appeal, by its number (a private original is not named at all). */
export type PublicAppealRef = {
  __typename?: 'PublicAppealRef';
  number: Scalars['String']['output'];
};

export type PushSubscriptionResult = {
  __typename?: 'PushSubscriptionResult';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  device: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The last day of the latest active resident permit among the resident's cars (dd.mm.yyyy), or null. */
  activeResidentPermitEndDate?: Maybe<Scalars['String']['output']>;
  /** One public alert by its CAP identifier, current or not (an Update or a Cancel points at it); null if unknown. */
  alert?: Maybe<OfficialAlert>;
  /** One of the resident's own appeals; anyone else's is NOT_FOUND, like an unknown id. */
  appeal: Appeal;
  /** One of them by its request id; another resident's is NOT_FOUND. */
  appealDraft: AppealDraft;
  /** The signed-in resident's unsent appeals, last saved first. */
  appealDrafts: Array<AppealDraft>;
  /** The editor-managed topics a new appeal picks from. */
  appealTopics: Array<AppealTopic>;
  /** The signed-in resident's appeals, newest first, ten per page. */
  appeals: AppealPage;
  /** A published article, or null when none has this type and slug. */
  article?: Maybe<Article>;
  beach?: Maybe<Beach>;
  /** Every published beach's conditions in one answer: the home page's summary and the map. */
  beachConditions: BeachConditionsSummary;
  beachGroup?: Maybe<BeachGroup>;
  beachGroups: Array<BeachGroup>;
  beaches: BeachPage;
  /** One of the resident's own bookings; anyone else's is NOT_FOUND, like an unknown id. */
  booking: Booking;
  /** Future sessions of an event or a tour, with seats left and the price (public). */
  bookingSessions: Array<BookingSession>;
  /** The signed-in resident's bookings: upcoming, past or cancelled, ten per page; kind: only events' or tours'. */
  bookings: BookingPage;
  cameras: Array<Camera>;
  /** Whether this resident may apply for a permit for the plate now; tells nothing about other residents. */
  carCheck: CarCheck;
  /** The signed-in resident's cars, in the order they were added. */
  cars: Array<Car>;
  /**
   * An appeal's point in words (signed-in residents): the nearest beach, place or city object
   * within a kilometre, and the street address where the site has a geocoder (graphql/geocoder).
   */
  describePoint: PointDescription;
  /** A published event, or null. */
  event?: Maybe<Event>;
  events: EventPage;
  /** The signed-in resident's favourites, newest first. */
  favorites: Array<Favorite>;
  /** The public appeals the signed-in resident supports, the latest supported first. */
  followedAppeals: Array<FollowedAppeal>;
  /** Here and in places, walkingRoutes, beaches: `accessible: true` keeps what «Доступная среда» counts. */
  infrastructure: InfrastructurePage;
  infrastructureObject?: Maybe<InfrastructureObject>;
  /** One page of the journal, newest editorial order first. Page size is fixed by the spec (9). */
  journal: JournalPage;
  journalCategories: Array<JournalCategory>;
  /** Objects with coordinates; omitted or empty kinds mean every kind. Events: upcoming ones only. */
  mapObjects: Array<MapObject>;
  /** The signed-in resident, or null for visitors and expired sessions. */
  me?: Maybe<User>;
  /**
   * «Похоже, об этом уже сообщили»: open public appeals of the topic within 50 m of the point, nearest
   * first, at most 5. No sign-in; nothing personal.
   */
  nearbyAppeals: Array<NearbyAppeal>;
  /**
   * The 50 most recent published notifications, newest first: broadcasts for everyone, plus the
   * signed-in resident's personal ones. Read state is the browser's (docs/spec.md#4-states-and-transitions), not the server's.
   * Without a topic (the filter's "all") every topic.
   */
  notifications: Array<Notification>;
  /** Liveness of the gateway itself; domains extend Query. */
  ok: Scalars['Boolean']['output'];
  place?: Maybe<Place>;
  places: PlacePage;
  /** One public appeal by its number (A-2026-000123); null when unknown, private or held for moderation. */
  publicAppeal?: Maybe<PublicAppeal>;
  /** Public appeals, newest first. */
  publicAppeals: PublicAppealPage;
  /** The VAPID public key a browser subscribes with; null when the CMS sends no push messages. */
  pushPublicKey?: Maybe<Scalars['String']['output']>;
  /** The editors' redirect rule for a site path (decoded, without query), or null. */
  redirectFor?: Maybe<RedirectRule>;
  /** One of the resident's applications by its code; another resident's code is NOT_FOUND. */
  residentPermitApplication: ResidentPermitApplication;
  /** The signed-in resident's permit applications, newest first. */
  residentPermitApplications: Array<ResidentPermitApplication>;
  /** Results for what the visitor typed; an empty query gives an empty page, not an error. */
  search: SearchPage;
  /** Every published item with a detail page, for sitemap.xml. */
  sitemapEntries: Array<SitemapEntry>;
  tour?: Maybe<Tour>;
  /** Every group with its excursions and tours. */
  tourGroups: Array<TourGroup>;
  tours: TourPage;
  walkingRoute?: Maybe<WalkingRoute>;
  walkingRoutes: WalkingRoutePage;
};


export type QueryAlertArgs = {
  identifier: Scalars['String']['input'];
};


export type QueryAppealArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppealDraftArgs = {
  requestId: Scalars['ID']['input'];
};


export type QueryAppealsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticleArgs = {
  slug: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type QueryBeachArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBeachGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBeachesArgs = {
  accessible?: InputMaybe<Scalars['Boolean']['input']>;
  page?: Scalars['Int']['input'];
};


export type QueryBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBookingSessionsArgs = {
  kind: BookableKind;
  slug: Scalars['String']['input'];
};


export type QueryBookingsArgs = {
  kind?: InputMaybe<BookableKind>;
  page?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<BookingScope>;
};


export type QueryCarCheckArgs = {
  plate: Scalars['String']['input'];
};


export type QueryDescribePointArgs = {
  point: GeoPointInput;
};


export type QueryEventArgs = {
  slug: Scalars['String']['input'];
};


export type QueryEventsArgs = {
  date?: EventDateFilter;
  page?: Scalars['Int']['input'];
};


export type QueryInfrastructureArgs = {
  accessible?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
};


export type QueryInfrastructureObjectArgs = {
  slug: Scalars['String']['input'];
};


export type QueryJournalArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMapObjectsArgs = {
  accessible?: InputMaybe<Scalars['Boolean']['input']>;
  kinds?: InputMaybe<Array<MapKind>>;
};


export type QueryNearbyAppealsArgs = {
  lat: Scalars['Float']['input'];
  lon: Scalars['Float']['input'];
  topicId: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  topic?: InputMaybe<NotificationTopic>;
};


export type QueryPlaceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlacesArgs = {
  accessible?: InputMaybe<Scalars['Boolean']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
};


export type QueryPublicAppealArgs = {
  number: Scalars['String']['input'];
};


export type QueryPublicAppealsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRedirectForArgs = {
  path: Scalars['String']['input'];
};


export type QueryResidentPermitApplicationArgs = {
  code: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  entity?: InputMaybe<SearchEntity>;
  near?: InputMaybe<GeoPointInput>;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  query: Scalars['String']['input'];
};


export type QueryTourArgs = {
  slug: Scalars['String']['input'];
};


export type QueryToursArgs = {
  page?: Scalars['Int']['input'];
  tag?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWalkingRouteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWalkingRoutesArgs = {
  accessible?: InputMaybe<Scalars['Boolean']['input']>;
  page?: Scalars['Int']['input'];
};

export type RedirectRule = {
  __typename?: 'RedirectRule';
  /** A site path (with its query, if any) or an https:// address. */
  destination: Scalars['String']['output'];
  /** The site path the rule answers for. */
  from: Scalars['String']['output'];
  /** 301 (permanent) or 302 (temporary). */
  statusCode: Scalars['Int']['output'];
};

export type ResidentPermitApplication = {
  __typename?: 'ResidentPermitApplication';
  carName?: Maybe<Scalars['String']['output']>;
  /** The reference the resident quotes, e.g. RP-2026-000123. */
  code: Scalars['String']['output'];
  /** The rejection reason. */
  comment?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The day (dd.mm.yyyy) the decision is expected by, while one is awaited. */
  decisionDue?: Maybe<Scalars['String']['output']>;
  /** Only on a draft: the fields saved so far and when the unsent draft is deleted. */
  draft?: Maybe<ResidentPermitDraft>;
  files: Array<StatementScan>;
  history: Array<StatementHistoryEntry>;
  id: Scalars['ID']['output'];
  /** Last day of the granted permit (dd.mm.yyyy), when approved. */
  permitEndDate?: Maybe<Scalars['String']['output']>;
  plate: Scalars['String']['output'];
  plateDisplay: Scalars['String']['output'];
  status: StatementStatus;
  statusLabel: Scalars['String']['output'];
  /** ISO timestamp of the submission; null for a draft. */
  submittedAt?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
};

/**
 * The application fields under the names of the one shared schema (@anapa/shared/statements/applicationSchema),
 * so a field error from the gateway or the CMS lands on the form field of the same name.
 */
export type ResidentPermitApplicationInput = {
  /** Consent to the processing of personal data: required (true), otherwise BAD_USER_INPUT on `consent`. */
  consent?: InputMaybe<Scalars['Boolean']['input']>;
  contact_email: Scalars['String']['input'];
  /** As typed in the site's mask, +7 (XXX) XXX-XX-XX; sent to the API as 7XXXXXXXXXX. */
  contact_phone: Scalars['String']['input'];
  date_of_birth: Scalars['String']['input'];
  name: Scalars['String']['input'];
  passport_issue_date: Scalars['String']['input'];
  passport_issuing_authority: Scalars['String']['input'];
  passport_issuing_authority_code: Scalars['String']['input'];
  passport_number: Scalars['String']['input'];
  passport_series: Scalars['String']['input'];
  patronymic?: InputMaybe<Scalars['String']['input']>;
  registration_address: Scalars['String']['input'];
  sex: Scalars['String']['input'];
  statement_code: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

export type ResidentPermitDraft = {
  __typename?: 'ResidentPermitDraft';
  /** ISO timestamp: 30 days after the last save. */
  expiresAt: Scalars['String']['output'];
  values: ResidentPermitDraftValues;
};

/** Any of the application fields typed so far, under the shared schema's names; null or empty clears one. */
export type ResidentPermitDraftInput = {
  contact_email?: InputMaybe<Scalars['String']['input']>;
  contact_phone?: InputMaybe<Scalars['String']['input']>;
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  passport_issue_date?: InputMaybe<Scalars['String']['input']>;
  passport_issuing_authority?: InputMaybe<Scalars['String']['input']>;
  passport_issuing_authority_code?: InputMaybe<Scalars['String']['input']>;
  passport_number?: InputMaybe<Scalars['String']['input']>;
  passport_series?: InputMaybe<Scalars['String']['input']>;
  patronymic?: InputMaybe<Scalars['String']['input']>;
  registration_address?: InputMaybe<Scalars['String']['input']>;
  sex?: InputMaybe<Scalars['String']['input']>;
  statement_code: Scalars['String']['input'];
  surname?: InputMaybe<Scalars['String']['input']>;
};

/** The application fields as typed so far, unchecked; null where nothing is saved. */
export type ResidentPermitDraftValues = {
  __typename?: 'ResidentPermitDraftValues';
  contact_email?: Maybe<Scalars['String']['output']>;
  contact_phone?: Maybe<Scalars['String']['output']>;
  date_of_birth?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  passport_issue_date?: Maybe<Scalars['String']['output']>;
  passport_issuing_authority?: Maybe<Scalars['String']['output']>;
  passport_issuing_authority_code?: Maybe<Scalars['String']['output']>;
  passport_number?: Maybe<Scalars['String']['output']>;
  passport_series?: Maybe<Scalars['String']['output']>;
  patronymic?: Maybe<Scalars['String']['output']>;
  registration_address?: Maybe<Scalars['String']['output']>;
  sex?: Maybe<Scalars['String']['output']>;
  surname?: Maybe<Scalars['String']['output']>;
};

export type ScanKind =
  | 'passport_first'
  | 'passport_second'
  | 'sts_first'
  | 'sts_second';

/** The entity kinds of docs/spec.md#3-entities-and-their-fields, as the filter offers them. */
export type SearchEntity =
  | 'BEACH'
  | 'CAMERA'
  | 'CLICKPASS_PRODUCTS'
  | 'EVENT'
  | 'MAGAZINE'
  | 'PLACE'
  | 'ROUTE'
  | 'URBAN';

export type SearchPage = {
  __typename?: 'SearchPage';
  items: Array<SearchResult>;
  pageInfo: PageInfo;
};

export type SearchResult = {
  __typename?: 'SearchResult';
  /** Beaches: bathing now (BeachConditions.bathing). */
  bathing?: Maybe<Option>;
  /** Walking routes: the distance and duration, formatted in Russian. */
  distance?: Maybe<Scalars['String']['output']>;
  duration?: Maybe<Scalars['String']['output']>;
  entity: SearchEntity;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  /** The last part of the result's address: {section path}/{slug} (docs/spec.md#2-screens-and-routes). */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Beaches: opening hours. */
  workingHours?: Maybe<WorkingHours>;
};

export type Seo = {
  __typename?: 'Seo';
  description?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type Sex =
  | 'female'
  | 'male';

export type SitemapEntry = {
  __typename?: 'SitemapEntry';
  /** Articles only: the journal type, the {type} of /zhurnal-kurorta/{type}/{slug}. */
  articleType?: Maybe<Scalars['String']['output']>;
  /** The page's key: a slug (events, tours, infrastructure, articles) or an id (the others). */
  key: Scalars['String']['output'];
  kind: SitemapKind;
  /** ISO 8601 */
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type SitemapKind =
  | 'ARTICLE'
  | 'BEACH'
  | 'BEACH_GROUP'
  | 'EVENT'
  | 'PLACE'
  | 'ROUTE'
  | 'TOUR'
  /** Infrastructure: pharmacies, parking, rescue posts… */
  | 'URBAN';

export type StatementHistoryEntry = {
  __typename?: 'StatementHistoryEntry';
  /** ISO timestamp. */
  at: Scalars['String']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  status: StatementStatus;
  statusLabel: Scalars['String']['output'];
};

export type StatementScan = {
  __typename?: 'StatementScan';
  id: Scalars['ID']['output'];
  kind: ScanKind;
  mimeType: Scalars['String']['output'];
  size: Scalars['Int']['output'];
};

export type StatementStatus =
  | 'approved'
  | 'draft'
  | 'in_review'
  | 'rejected'
  | 'submitted';

export type Ticket = {
  __typename?: 'Ticket';
  /** What the QR code carries: {reference}.{signature}. */
  code: Scalars['String']['output'];
  reference: Scalars['String']['output'];
  signature: Scalars['String']['output'];
};

export type Tour = CatalogueEntry & {
  __typename?: 'Tour';
  /** The meeting point. */
  address?: Maybe<Scalars['String']['output']>;
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  gallery: Array<Image>;
  group?: Maybe<GroupRef>;
  groupSize?: Maybe<Scalars['Int']['output']>;
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind?: Maybe<Option>;
  location?: Maybe<GeoPoint>;
  organizer?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  previewPicture?: Maybe<Image>;
  priceFrom?: Maybe<Scalars['Int']['output']>;
  seo: Seo;
  slug: Scalars['String']['output'];
  summary?: Maybe<Scalars['String']['output']>;
  tags: Array<Option>;
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type TourGroup = {
  __typename?: 'TourGroup';
  id: Scalars['ID']['output'];
  items: Array<Tour>;
  previewPicture?: Maybe<Image>;
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type TourPage = FilteredPage & {
  __typename?: 'TourPage';
  /** Tags that at least one published item carries. */
  filters: Array<FilterOption>;
  items: Array<Tour>;
  pageInfo: PageInfo;
};

export type UnfollowedAppeal = {
  __typename?: 'UnfollowedAppeal';
  number: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  email?: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastname?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** 11 digits, 7XXXXXXXXXX */
  phone: Scalars['String']['output'];
  /** +7 (XXX) XXX-XX-XX (docs/spec.md#5-validation-rules) */
  phoneFormatted: Scalars['String']['output'];
  sex?: Maybe<Sex>;
};

/** A catalogue entry a visitor goes to: where it is and when it is open. */
export type Venue = {
  address?: Maybe<Scalars['String']['output']>;
  workingHours?: Maybe<WorkingHours>;
};

export type Video = {
  __typename?: 'Video';
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type WalkingRoute = CatalogueEntry & {
  __typename?: 'WalkingRoute';
  accessibility: Accessibility;
  difficulty?: Maybe<Option>;
  distanceMeters: Scalars['Int']['output'];
  durationMinutes: Scalars['Int']['output'];
  gallery: Array<Image>;
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  previewPicture?: Maybe<Image>;
  seo: Seo;
  start?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The track, in walking order. */
  track: Array<GeoPoint>;
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type WalkingRoutePage = {
  __typename?: 'WalkingRoutePage';
  items: Array<WalkingRoute>;
  pageInfo: PageInfo;
};

/** Either round the clock or from–to, 'HH:MM'. */
export type WorkingHours = {
  __typename?: 'WorkingHours';
  allDay: Scalars['Boolean']['output'];
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  CatalogueEntry:
    | ( BeachParent )
    | ( EventParent )
    | ( InfrastructureObjectParent )
    | ( PlaceParent )
    | ( TourParent )
    | ( WalkingRouteParent )
  ;
  Contacts:
    | ( InfrastructureObjectParent )
    | ( PlaceParent )
  ;
  FilteredPage:
    | ( Omit<InfrastructurePage, 'items'> & { items: Array<_RefType['InfrastructureObject']> } )
    | ( Omit<PlacePage, 'items'> & { items: Array<_RefType['Place']> } )
    | ( Omit<TourPage, 'items'> & { items: Array<_RefType['Tour']> } )
  ;
  Venue:
    | ( BeachParent )
    | ( InfrastructureObjectParent )
    | ( PlaceParent )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Accessibility: ResolverTypeWrapper<Accessibility>;
  AccessibilityFeature: ResolverTypeWrapper<AccessibilityFeature>;
  Appeal: ResolverTypeWrapper<Appeal>;
  AppealAnswer: ResolverTypeWrapper<AppealAnswer>;
  AppealDraft: ResolverTypeWrapper<AppealDraft>;
  AppealDraftInput: AppealDraftInput;
  AppealDraftPhoto: ResolverTypeWrapper<AppealDraftPhoto>;
  AppealDraftPhotoInput: AppealDraftPhotoInput;
  AppealHistoryEntry: ResolverTypeWrapper<AppealHistoryEntry>;
  AppealInput: AppealInput;
  AppealListItem: ResolverTypeWrapper<AppealListItem>;
  AppealLocationInput: AppealLocationInput;
  AppealPage: ResolverTypeWrapper<AppealPage>;
  AppealPhoto: ResolverTypeWrapper<AppealPhoto>;
  AppealRef: ResolverTypeWrapper<AppealRef>;
  AppealStatus: AppealStatus;
  AppealTopic: ResolverTypeWrapper<AppealTopic>;
  AppealTopicRef: ResolverTypeWrapper<AppealTopicRef>;
  AppealVerdict: AppealVerdict;
  AppealVerdictResult: ResolverTypeWrapper<AppealVerdictResult>;
  Article: ResolverTypeWrapper<ArticleParent>;
  Beach: ResolverTypeWrapper<BeachParent>;
  BeachConditions: ResolverTypeWrapper<BeachConditions>;
  BeachConditionsItem: ResolverTypeWrapper<BeachConditionsItem>;
  BeachConditionsSummary: ResolverTypeWrapper<BeachConditionsSummary>;
  BeachGroup: ResolverTypeWrapper<BeachGroupParent>;
  BeachPage: ResolverTypeWrapper<Omit<BeachPage, 'items'> & { items: Array<ResolversTypes['Beach']> }>;
  BookableKind: BookableKind;
  BookedItem: ResolverTypeWrapper<BookedItem>;
  Booking: ResolverTypeWrapper<Booking>;
  BookingInput: BookingInput;
  BookingPage: ResolverTypeWrapper<BookingPage>;
  BookingPayment: ResolverTypeWrapper<BookingPayment>;
  BookingScope: BookingScope;
  BookingSession: ResolverTypeWrapper<BookingSession>;
  BookingSessionRef: ResolverTypeWrapper<BookingSessionRef>;
  BookingStatus: BookingStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Camera: ResolverTypeWrapper<Camera>;
  Car: ResolverTypeWrapper<Car>;
  CarCheck: ResolverTypeWrapper<CarCheck>;
  CatalogueEntry: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CatalogueEntry']>;
  Contacts: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Contacts']>;
  ContentBlock: ResolverTypeWrapper<ContentBlock>;
  Event: ResolverTypeWrapper<EventParent>;
  EventDateFilter: EventDateFilter;
  EventPage: ResolverTypeWrapper<Omit<EventPage, 'items'> & { items: Array<ResolversTypes['Event']> }>;
  Favorite: ResolverTypeWrapper<Favorite>;
  FavoriteEntity: FavoriteEntity;
  FavoriteKey: ResolverTypeWrapper<FavoriteKey>;
  FilterOption: ResolverTypeWrapper<FilterOption>;
  FilteredPage: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['FilteredPage']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowedAppeal: ResolverTypeWrapper<FollowedAppeal>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  GeoPointInput: GeoPointInput;
  GroupRef: ResolverTypeWrapper<GroupRef>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  InfrastructureObject: ResolverTypeWrapper<InfrastructureObjectParent>;
  InfrastructurePage: ResolverTypeWrapper<Omit<InfrastructurePage, 'items'> & { items: Array<ResolversTypes['InfrastructureObject']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JournalCategory: ResolverTypeWrapper<JournalCategory>;
  JournalPage: ResolverTypeWrapper<Omit<JournalPage, 'items'> & { items: Array<ResolversTypes['Article']> }>;
  MapKind: MapKind;
  MapObject: ResolverTypeWrapper<MapObject>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearbyAppeal: ResolverTypeWrapper<NearbyAppeal>;
  NearestPlace: ResolverTypeWrapper<NearestPlace>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationTopic: NotificationTopic;
  OfficialAlert: ResolverTypeWrapper<OfficialAlert>;
  Option: ResolverTypeWrapper<Option>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Place: ResolverTypeWrapper<PlaceParent>;
  PlacePage: ResolverTypeWrapper<Omit<PlacePage, 'items'> & { items: Array<ResolversTypes['Place']> }>;
  PointDescription: ResolverTypeWrapper<PointDescription>;
  ProfileInput: ProfileInput;
  PublicAppeal: ResolverTypeWrapper<PublicAppeal>;
  PublicAppealHistoryEntry: ResolverTypeWrapper<PublicAppealHistoryEntry>;
  PublicAppealPage: ResolverTypeWrapper<PublicAppealPage>;
  PublicAppealPhoto: ResolverTypeWrapper<PublicAppealPhoto>;
  PublicAppealRef: ResolverTypeWrapper<PublicAppealRef>;
  PushSubscriptionResult: ResolverTypeWrapper<PushSubscriptionResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RedirectRule: ResolverTypeWrapper<RedirectRule>;
  ResidentPermitApplication: ResolverTypeWrapper<ResidentPermitApplication>;
  ResidentPermitApplicationInput: ResidentPermitApplicationInput;
  ResidentPermitDraft: ResolverTypeWrapper<ResidentPermitDraft>;
  ResidentPermitDraftInput: ResidentPermitDraftInput;
  ResidentPermitDraftValues: ResolverTypeWrapper<ResidentPermitDraftValues>;
  ScanKind: ScanKind;
  SearchEntity: SearchEntity;
  SearchPage: ResolverTypeWrapper<SearchPage>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  Seo: ResolverTypeWrapper<Seo>;
  Sex: Sex;
  SitemapEntry: ResolverTypeWrapper<SitemapEntry>;
  SitemapKind: SitemapKind;
  StatementHistoryEntry: ResolverTypeWrapper<StatementHistoryEntry>;
  StatementScan: ResolverTypeWrapper<StatementScan>;
  StatementStatus: StatementStatus;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Ticket: ResolverTypeWrapper<Ticket>;
  Tour: ResolverTypeWrapper<TourParent>;
  TourGroup: ResolverTypeWrapper<Omit<TourGroup, 'items'> & { items: Array<ResolversTypes['Tour']> }>;
  TourPage: ResolverTypeWrapper<Omit<TourPage, 'items'> & { items: Array<ResolversTypes['Tour']> }>;
  UnfollowedAppeal: ResolverTypeWrapper<UnfollowedAppeal>;
  User: ResolverTypeWrapper<User>;
  Venue: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Venue']>;
  Video: ResolverTypeWrapper<Video>;
  WalkingRoute: ResolverTypeWrapper<WalkingRouteParent>;
  WalkingRoutePage: ResolverTypeWrapper<Omit<WalkingRoutePage, 'items'> & { items: Array<ResolversTypes['WalkingRoute']> }>;
  WorkingHours: ResolverTypeWrapper<WorkingHours>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Accessibility: Accessibility;
  AccessibilityFeature: AccessibilityFeature;
  Appeal: Appeal;
  AppealAnswer: AppealAnswer;
  AppealDraft: AppealDraft;
  AppealDraftInput: AppealDraftInput;
  AppealDraftPhoto: AppealDraftPhoto;
  AppealDraftPhotoInput: AppealDraftPhotoInput;
  AppealHistoryEntry: AppealHistoryEntry;
  AppealInput: AppealInput;
  AppealListItem: AppealListItem;
  AppealLocationInput: AppealLocationInput;
  AppealPage: AppealPage;
  AppealPhoto: AppealPhoto;
  AppealRef: AppealRef;
  AppealTopic: AppealTopic;
  AppealTopicRef: AppealTopicRef;
  AppealVerdictResult: AppealVerdictResult;
  Article: ArticleParent;
  Beach: BeachParent;
  BeachConditions: BeachConditions;
  BeachConditionsItem: BeachConditionsItem;
  BeachConditionsSummary: BeachConditionsSummary;
  BeachGroup: BeachGroupParent;
  BeachPage: Omit<BeachPage, 'items'> & { items: Array<ResolversParentTypes['Beach']> };
  BookedItem: BookedItem;
  Booking: Booking;
  BookingInput: BookingInput;
  BookingPage: BookingPage;
  BookingPayment: BookingPayment;
  BookingSession: BookingSession;
  BookingSessionRef: BookingSessionRef;
  Boolean: Scalars['Boolean']['output'];
  Camera: Camera;
  Car: Car;
  CarCheck: CarCheck;
  CatalogueEntry: ResolversInterfaceTypes<ResolversParentTypes>['CatalogueEntry'];
  Contacts: ResolversInterfaceTypes<ResolversParentTypes>['Contacts'];
  ContentBlock: ContentBlock;
  Event: EventParent;
  EventPage: Omit<EventPage, 'items'> & { items: Array<ResolversParentTypes['Event']> };
  Favorite: Favorite;
  FavoriteKey: FavoriteKey;
  FilterOption: FilterOption;
  FilteredPage: ResolversInterfaceTypes<ResolversParentTypes>['FilteredPage'];
  Float: Scalars['Float']['output'];
  FollowedAppeal: FollowedAppeal;
  GeoPoint: GeoPoint;
  GeoPointInput: GeoPointInput;
  GroupRef: GroupRef;
  ID: Scalars['ID']['output'];
  Image: Image;
  InfrastructureObject: InfrastructureObjectParent;
  InfrastructurePage: Omit<InfrastructurePage, 'items'> & { items: Array<ResolversParentTypes['InfrastructureObject']> };
  Int: Scalars['Int']['output'];
  JournalCategory: JournalCategory;
  JournalPage: Omit<JournalPage, 'items'> & { items: Array<ResolversParentTypes['Article']> };
  MapObject: MapObject;
  Mutation: Record<PropertyKey, never>;
  NearbyAppeal: NearbyAppeal;
  NearestPlace: NearestPlace;
  Notification: Notification;
  OfficialAlert: OfficialAlert;
  Option: Option;
  PageInfo: PageInfo;
  Place: PlaceParent;
  PlacePage: Omit<PlacePage, 'items'> & { items: Array<ResolversParentTypes['Place']> };
  PointDescription: PointDescription;
  ProfileInput: ProfileInput;
  PublicAppeal: PublicAppeal;
  PublicAppealHistoryEntry: PublicAppealHistoryEntry;
  PublicAppealPage: PublicAppealPage;
  PublicAppealPhoto: PublicAppealPhoto;
  PublicAppealRef: PublicAppealRef;
  PushSubscriptionResult: PushSubscriptionResult;
  Query: Record<PropertyKey, never>;
  RedirectRule: RedirectRule;
  ResidentPermitApplication: ResidentPermitApplication;
  ResidentPermitApplicationInput: ResidentPermitApplicationInput;
  ResidentPermitDraft: ResidentPermitDraft;
  ResidentPermitDraftInput: ResidentPermitDraftInput;
  ResidentPermitDraftValues: ResidentPermitDraftValues;
  SearchPage: SearchPage;
  SearchResult: SearchResult;
  Seo: Seo;
  SitemapEntry: SitemapEntry;
  StatementHistoryEntry: StatementHistoryEntry;
  StatementScan: StatementScan;
  String: Scalars['String']['output'];
  Ticket: Ticket;
  Tour: TourParent;
  TourGroup: Omit<TourGroup, 'items'> & { items: Array<ResolversParentTypes['Tour']> };
  TourPage: Omit<TourPage, 'items'> & { items: Array<ResolversParentTypes['Tour']> };
  UnfollowedAppeal: UnfollowedAppeal;
  User: User;
  Venue: ResolversInterfaceTypes<ResolversParentTypes>['Venue'];
  Video: Video;
  WalkingRoute: WalkingRouteParent;
  WalkingRoutePage: Omit<WalkingRoutePage, 'items'> & { items: Array<ResolversParentTypes['WalkingRoute']> };
  WorkingHours: WorkingHours;
};

export type AccessibilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Accessibility'] = ResolversParentTypes['Accessibility']> = {
  accessible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['AccessibilityFeature']>, ParentType, ContextType>;
  gradient?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surface?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
};

export type AccessibilityFeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessibilityFeature'] = ResolversParentTypes['AccessibilityFeature']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Appeal'] = ResolversParentTypes['Appeal']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answer?: Resolver<Maybe<ResolversTypes['AppealAnswer']>, ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['AppealRef']>, ParentType, ContextType>;
  expectedDatetime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AppealHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPublic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  myVerdict?: Resolver<Maybe<ResolversTypes['AppealVerdict']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['AppealPhoto']>, ParentType, ContextType>;
  referredTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['AppealTopicRef'], ParentType, ContextType>;
  verdictDueUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppealAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealAnswer'] = ResolversParentTypes['AppealAnswer']> = {
  answeredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['AppealPhoto']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealDraftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealDraft'] = ResolversParentTypes['AppealDraft']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPublic?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['AppealDraftPhoto']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topicId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealDraftPhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealDraftPhoto'] = ResolversParentTypes['AppealDraftPhoto']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealHistoryEntry'] = ResolversParentTypes['AppealHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['AppealRef']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referredTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealListItem'] = ResolversParentTypes['AppealListItem']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedDatetime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myVerdict?: Resolver<Maybe<ResolversTypes['AppealVerdict']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['AppealTopicRef'], ParentType, ContextType>;
  verdictDueUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppealPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealPage'] = ResolversParentTypes['AppealPage']> = {
  items?: Resolver<Array<ResolversTypes['AppealListItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type AppealPhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealPhoto'] = ResolversParentTypes['AppealPhoto']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealRef'] = ResolversParentTypes['AppealRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppealTopicResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealTopic'] = ResolversParentTypes['AppealTopic']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppealTopicRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealTopicRef'] = ResolversParentTypes['AppealTopicRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealVerdictResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppealVerdictResult'] = ResolversParentTypes['AppealVerdictResult']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  resolvedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['AppealVerdict'], ParentType, ContextType>;
};

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['JournalCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['Video']>, ParentType, ContextType>;
};

export type BeachResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Beach'] = ResolversParentTypes['Beach']> = {
  accessibility?: Resolver<ResolversTypes['Accessibility'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amenities?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  conditions?: Resolver<ResolversTypes['BeachConditions'], ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['GroupRef']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lengthMeters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surface?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingHours?: Resolver<Maybe<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BeachConditionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeachConditions'] = ResolversParentTypes['BeachConditions']> = {
  bathing?: Resolver<ResolversTypes['Option'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  lifeguards?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  uvIndex?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  uvIndexAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waterTemperature?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  waterTemperatureAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waterTemperatureSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waveHeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  waveHeightAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  windSpeed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  windSpeedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BeachConditionsItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeachConditionsItem'] = ResolversParentTypes['BeachConditionsItem']> = {
  conditions?: Resolver<ResolversTypes['BeachConditions'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BeachConditionsSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeachConditionsSummary'] = ResolversParentTypes['BeachConditionsSummary']> = {
  bathingAllowed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BeachConditionsItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BeachGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeachGroup'] = ResolversParentTypes['BeachGroup']> = {
  beaches?: Resolver<Array<ResolversTypes['Beach']>, ParentType, ContextType>;
  beachesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BeachPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BeachPage'] = ResolversParentTypes['BeachPage']> = {
  items?: Resolver<Array<ResolversTypes['Beach']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BookedItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookedItem'] = ResolversParentTypes['BookedItem']> = {
  kind?: Resolver<ResolversTypes['BookableKind'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  venueOrMeetingPoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  cancelUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['BookedItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['BookingPayment']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['BookingSessionRef'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPage'] = ResolversParentTypes['BookingPage']> = {
  items?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type BookingPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPayment'] = ResolversParentTypes['BookingPayment']> = {
  confirmationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingSession'] = ResolversParentTypes['BookingSession']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingSessionRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingSessionRef'] = ResolversParentTypes['BookingSessionRef']> = {
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CameraResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Camera'] = ResolversParentTypes['Camera']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  poster?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  streamUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Car'] = ResolversParentTypes['Car']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permitEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plateDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarCheck'] = ResolversParentTypes['CarCheck']> = {
  alreadyAdded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canApply?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permitActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permitEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plateDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CatalogueEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CatalogueEntry'] = ResolversParentTypes['CatalogueEntry']> = {
  __resolveType: TypeResolveFn<'Beach' | 'Event' | 'InfrastructureObject' | 'Place' | 'Tour' | 'WalkingRoute', ParentType, ContextType>;
};

export type ContactsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contacts'] = ResolversParentTypes['Contacts']> = {
  __resolveType: TypeResolveFn<'InfrastructureObject' | 'Place', ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ageLimit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  priceFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = {
  items?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type FavoriteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Favorite'] = ResolversParentTypes['Favorite']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['FavoriteEntity'], ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FavoriteKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FavoriteKey'] = ResolversParentTypes['FavoriteKey']> = {
  entity?: Resolver<ResolversTypes['FavoriteEntity'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilterOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilterOption'] = ResolversParentTypes['FilterOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilteredPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FilteredPage'] = ResolversParentTypes['FilteredPage']> = {
  __resolveType: TypeResolveFn<'InfrastructurePage' | 'PlacePage' | 'TourPage', ParentType, ContextType>;
};

export type FollowedAppealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowedAppeal'] = ResolversParentTypes['FollowedAppeal']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answerPhotos?: Resolver<Array<ResolversTypes['PublicAppealPhoto']>, ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['PublicAppealRef']>, ParentType, ContextType>;
  expectedDatetime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['PublicAppealHistoryEntry']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  myVerdict?: Resolver<Maybe<ResolversTypes['AppealVerdict']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['PublicAppealPhoto']>, ParentType, ContextType>;
  referredTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supporters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['AppealTopicRef'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdictDueUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GeoPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type GroupRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupRef'] = ResolversParentTypes['GroupRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InfrastructureObjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InfrastructureObject'] = ResolversParentTypes['InfrastructureObject']> = {
  accessibility?: Resolver<ResolversTypes['Accessibility'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingHours?: Resolver<Maybe<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InfrastructurePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InfrastructurePage'] = ResolversParentTypes['InfrastructurePage']> = {
  filters?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InfrastructureObject']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type JournalCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalCategory'] = ResolversParentTypes['JournalCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JournalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalPage'] = ResolversParentTypes['JournalPage']> = {
  items?: Resolver<Array<ResolversTypes['Article']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MapObjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MapObject'] = ResolversParentTypes['MapObject']> = {
  accessibility?: Resolver<Maybe<ResolversTypes['Accessibility']>, ParentType, ContextType>;
  bathing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MapKind'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  track?: Resolver<Maybe<Array<ResolversTypes['GeoPoint']>>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationAddCarArgs, 'name' | 'plate'>>;
  addFavorite?: Resolver<ResolversTypes['Favorite'], ParentType, ContextType, RequireFields<MutationAddFavoriteArgs, 'entity' | 'slug'>>;
  cancelBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'confirmPassword' | 'oldPassword' | 'password'>>;
  createAppeal?: Resolver<ResolversTypes['Appeal'], ParentType, ContextType, RequireFields<MutationCreateAppealArgs, 'input'>>;
  createBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCreateBookingArgs, 'input'>>;
  createStatement?: Resolver<ResolversTypes['ResidentPermitApplication'], ParentType, ContextType, RequireFields<MutationCreateStatementArgs, 'plate'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleteAppealDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAppealDraftArgs, 'requestId'>>;
  deleteResidentPermitDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteResidentPermitDraftArgs, 'code'>>;
  followAppeal?: Resolver<ResolversTypes['FollowedAppeal'], ParentType, ContextType, RequireFields<MutationFollowAppealArgs, 'number'>>;
  giveAppealVerdict?: Resolver<ResolversTypes['AppealVerdictResult'], ParentType, ContextType, RequireFields<MutationGiveAppealVerdictArgs, 'number' | 'verdict'>>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'phone'>>;
  loginByCode?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginByCodeArgs, 'code' | 'phone'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationPayBookingArgs, 'id'>>;
  removeCar?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRemoveCarArgs, 'plate'>>;
  removeFavorite?: Resolver<ResolversTypes['FavoriteKey'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteArgs, 'entity' | 'slug'>>;
  requestPasswordRecovery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'phone'>>;
  saveAppealDraft?: Resolver<ResolversTypes['AppealDraft'], ParentType, ContextType, RequireFields<MutationSaveAppealDraftArgs, 'input'>>;
  saveResidentPermitDraft?: Resolver<ResolversTypes['ResidentPermitApplication'], ParentType, ContextType, RequireFields<MutationSaveResidentPermitDraftArgs, 'input'>>;
  sendCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendCodeArgs, 'phone'>>;
  setPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'confirmPassword' | 'password'>>;
  submitResidentPermitApplication?: Resolver<ResolversTypes['ResidentPermitApplication'], ParentType, ContextType, RequireFields<MutationSubmitResidentPermitApplicationArgs, 'input'>>;
  subscribePush?: Resolver<ResolversTypes['PushSubscriptionResult'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'device' | 'token'>>;
  unfollowAppeal?: Resolver<ResolversTypes['UnfollowedAppeal'], ParentType, ContextType, RequireFields<MutationUnfollowAppealArgs, 'number'>>;
  unsubscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
  updateCar?: Resolver<ResolversTypes['Car'], ParentType, ContextType, RequireFields<MutationUpdateCarArgs, 'name' | 'plate'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type NearbyAppealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NearbyAppeal'] = ResolversParentTypes['NearbyAppeal']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceM?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['PublicAppealPhoto']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supporters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['AppealTopicRef'], ParentType, ContextType>;
};

export type NearestPlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NearestPlace'] = ResolversParentTypes['NearestPlace']> = {
  distanceMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['NotificationTopic'], ParentType, ContextType>;
};

export type OfficialAlertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfficialAlert'] = ResolversParentTypes['OfficialAlert']> = {
  areaDesc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  beaches?: Resolver<Array<ResolversTypes['GroupRef']>, ParentType, ContextType>;
  certainty?: Resolver<ResolversTypes['Option'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expires?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instruction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  msgType?: Resolver<ResolversTypes['Option'], ParentType, ContextType>;
  onset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  references?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['Option'], ParentType, ContextType>;
  urgency?: Resolver<ResolversTypes['Option'], ParentType, ContextType>;
};

export type OptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Option'] = ResolversParentTypes['Option']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  accessibility?: Resolver<ResolversTypes['Accessibility'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  priceFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingHours?: Resolver<Maybe<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PlacePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlacePage'] = ResolversParentTypes['PlacePage']> = {
  filters?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PointDescriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointDescription'] = ResolversParentTypes['PointDescription']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nearest?: Resolver<Maybe<ResolversTypes['NearestPlace']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublicAppealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicAppeal'] = ResolversParentTypes['PublicAppeal']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answerPhotos?: Resolver<Array<ResolversTypes['PublicAppealPhoto']>, ParentType, ContextType>;
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['PublicAppealRef']>, ParentType, ContextType>;
  expectedDatetime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['PublicAppealHistoryEntry']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['PublicAppealPhoto']>, ParentType, ContextType>;
  referredTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supporters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['AppealTopicRef'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicAppealHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicAppealHistoryEntry'] = ResolversParentTypes['PublicAppealHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['PublicAppealRef']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referredTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicAppealPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicAppealPage'] = ResolversParentTypes['PublicAppealPage']> = {
  items?: Resolver<Array<ResolversTypes['PublicAppeal']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PublicAppealPhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicAppealPhoto'] = ResolversParentTypes['PublicAppealPhoto']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicAppealRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicAppealRef'] = ResolversParentTypes['PublicAppealRef']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PushSubscriptionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PushSubscriptionResult'] = ResolversParentTypes['PushSubscriptionResult']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeResidentPermitEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alert?: Resolver<Maybe<ResolversTypes['OfficialAlert']>, ParentType, ContextType, RequireFields<QueryAlertArgs, 'identifier'>>;
  appeal?: Resolver<ResolversTypes['Appeal'], ParentType, ContextType, RequireFields<QueryAppealArgs, 'id'>>;
  appealDraft?: Resolver<ResolversTypes['AppealDraft'], ParentType, ContextType, RequireFields<QueryAppealDraftArgs, 'requestId'>>;
  appealDrafts?: Resolver<Array<ResolversTypes['AppealDraft']>, ParentType, ContextType>;
  appealTopics?: Resolver<Array<ResolversTypes['AppealTopic']>, ParentType, ContextType>;
  appeals?: Resolver<ResolversTypes['AppealPage'], ParentType, ContextType, RequireFields<QueryAppealsArgs, 'page'>>;
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'slug' | 'type'>>;
  beach?: Resolver<Maybe<ResolversTypes['Beach']>, ParentType, ContextType, RequireFields<QueryBeachArgs, 'id'>>;
  beachConditions?: Resolver<ResolversTypes['BeachConditionsSummary'], ParentType, ContextType>;
  beachGroup?: Resolver<Maybe<ResolversTypes['BeachGroup']>, ParentType, ContextType, RequireFields<QueryBeachGroupArgs, 'id'>>;
  beachGroups?: Resolver<Array<ResolversTypes['BeachGroup']>, ParentType, ContextType>;
  beaches?: Resolver<ResolversTypes['BeachPage'], ParentType, ContextType, RequireFields<QueryBeachesArgs, 'page'>>;
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<QueryBookingArgs, 'id'>>;
  bookingSessions?: Resolver<Array<ResolversTypes['BookingSession']>, ParentType, ContextType, RequireFields<QueryBookingSessionsArgs, 'kind' | 'slug'>>;
  bookings?: Resolver<ResolversTypes['BookingPage'], ParentType, ContextType, RequireFields<QueryBookingsArgs, 'page' | 'scope'>>;
  cameras?: Resolver<Array<ResolversTypes['Camera']>, ParentType, ContextType>;
  carCheck?: Resolver<ResolversTypes['CarCheck'], ParentType, ContextType, RequireFields<QueryCarCheckArgs, 'plate'>>;
  cars?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
  describePoint?: Resolver<ResolversTypes['PointDescription'], ParentType, ContextType, RequireFields<QueryDescribePointArgs, 'point'>>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'slug'>>;
  events?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, RequireFields<QueryEventsArgs, 'date' | 'page'>>;
  favorites?: Resolver<Array<ResolversTypes['Favorite']>, ParentType, ContextType>;
  followedAppeals?: Resolver<Array<ResolversTypes['FollowedAppeal']>, ParentType, ContextType>;
  infrastructure?: Resolver<ResolversTypes['InfrastructurePage'], ParentType, ContextType, RequireFields<QueryInfrastructureArgs, 'page'>>;
  infrastructureObject?: Resolver<Maybe<ResolversTypes['InfrastructureObject']>, ParentType, ContextType, RequireFields<QueryInfrastructureObjectArgs, 'slug'>>;
  journal?: Resolver<ResolversTypes['JournalPage'], ParentType, ContextType, RequireFields<QueryJournalArgs, 'page'>>;
  journalCategories?: Resolver<Array<ResolversTypes['JournalCategory']>, ParentType, ContextType>;
  mapObjects?: Resolver<Array<ResolversTypes['MapObject']>, ParentType, ContextType, Partial<QueryMapObjectsArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  nearbyAppeals?: Resolver<Array<ResolversTypes['NearbyAppeal']>, ParentType, ContextType, RequireFields<QueryNearbyAppealsArgs, 'lat' | 'lon' | 'topicId'>>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'id'>>;
  places?: Resolver<ResolversTypes['PlacePage'], ParentType, ContextType, RequireFields<QueryPlacesArgs, 'page'>>;
  publicAppeal?: Resolver<Maybe<ResolversTypes['PublicAppeal']>, ParentType, ContextType, RequireFields<QueryPublicAppealArgs, 'number'>>;
  publicAppeals?: Resolver<ResolversTypes['PublicAppealPage'], ParentType, ContextType, RequireFields<QueryPublicAppealsArgs, 'page' | 'perPage'>>;
  pushPublicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectFor?: Resolver<Maybe<ResolversTypes['RedirectRule']>, ParentType, ContextType, RequireFields<QueryRedirectForArgs, 'path'>>;
  residentPermitApplication?: Resolver<ResolversTypes['ResidentPermitApplication'], ParentType, ContextType, RequireFields<QueryResidentPermitApplicationArgs, 'code'>>;
  residentPermitApplications?: Resolver<Array<ResolversTypes['ResidentPermitApplication']>, ParentType, ContextType>;
  search?: Resolver<ResolversTypes['SearchPage'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'page' | 'pageSize' | 'query'>>;
  sitemapEntries?: Resolver<Array<ResolversTypes['SitemapEntry']>, ParentType, ContextType>;
  tour?: Resolver<Maybe<ResolversTypes['Tour']>, ParentType, ContextType, RequireFields<QueryTourArgs, 'slug'>>;
  tourGroups?: Resolver<Array<ResolversTypes['TourGroup']>, ParentType, ContextType>;
  tours?: Resolver<ResolversTypes['TourPage'], ParentType, ContextType, RequireFields<QueryToursArgs, 'page'>>;
  walkingRoute?: Resolver<Maybe<ResolversTypes['WalkingRoute']>, ParentType, ContextType, RequireFields<QueryWalkingRouteArgs, 'id'>>;
  walkingRoutes?: Resolver<ResolversTypes['WalkingRoutePage'], ParentType, ContextType, RequireFields<QueryWalkingRoutesArgs, 'page'>>;
};

export type RedirectRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedirectRule'] = ResolversParentTypes['RedirectRule']> = {
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResidentPermitApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResidentPermitApplication'] = ResolversParentTypes['ResidentPermitApplication']> = {
  carName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decisionDue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['ResidentPermitDraft']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StatementScan']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StatementHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permitEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plateDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StatementStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResidentPermitDraftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResidentPermitDraft'] = ResolversParentTypes['ResidentPermitDraft']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<ResolversTypes['ResidentPermitDraftValues'], ParentType, ContextType>;
};

export type ResidentPermitDraftValuesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResidentPermitDraftValues'] = ResolversParentTypes['ResidentPermitDraftValues']> = {
  contact_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_of_birth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passport_issue_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passport_issuing_authority?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passport_issuing_authority_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passport_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passport_series?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patronymic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registration_address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchPage'] = ResolversParentTypes['SearchPage']> = {
  items?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  bathing?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  distance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['SearchEntity'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workingHours?: Resolver<Maybe<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
};

export type SeoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Seo'] = ResolversParentTypes['Seo']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SitemapEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SitemapEntry'] = ResolversParentTypes['SitemapEntry']> = {
  articleType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SitemapKind'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatementHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementHistoryEntry'] = ResolversParentTypes['StatementHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StatementStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatementScanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementScan'] = ResolversParentTypes['StatementScan']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ScanKind'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TicketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TourResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tour'] = ResolversParentTypes['Tour']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['GroupRef']>, ParentType, ContextType>;
  groupSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  organizer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  priceFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Option']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TourGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TourGroup'] = ResolversParentTypes['TourGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Tour']>, ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TourPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TourPage'] = ResolversParentTypes['TourPage']> = {
  filters?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Tour']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnfollowedAppealResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnfollowedAppeal'] = ResolversParentTypes['UnfollowedAppeal']> = {
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sex?: Resolver<Maybe<ResolversTypes['Sex']>, ParentType, ContextType>;
};

export type VenueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Venue'] = ResolversParentTypes['Venue']> = {
  __resolveType: TypeResolveFn<'Beach' | 'InfrastructureObject' | 'Place', ParentType, ContextType>;
};

export type VideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = {
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WalkingRouteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalkingRoute'] = ResolversParentTypes['WalkingRoute']> = {
  accessibility?: Resolver<ResolversTypes['Accessibility'], ParentType, ContextType>;
  difficulty?: Resolver<Maybe<ResolversTypes['Option']>, ParentType, ContextType>;
  distanceMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  track?: Resolver<Array<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WalkingRoutePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalkingRoutePage'] = ResolversParentTypes['WalkingRoutePage']> = {
  items?: Resolver<Array<ResolversTypes['WalkingRoute']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WorkingHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkingHours'] = ResolversParentTypes['WorkingHours']> = {
  allDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Accessibility?: AccessibilityResolvers<ContextType>;
  AccessibilityFeature?: AccessibilityFeatureResolvers<ContextType>;
  Appeal?: AppealResolvers<ContextType>;
  AppealAnswer?: AppealAnswerResolvers<ContextType>;
  AppealDraft?: AppealDraftResolvers<ContextType>;
  AppealDraftPhoto?: AppealDraftPhotoResolvers<ContextType>;
  AppealHistoryEntry?: AppealHistoryEntryResolvers<ContextType>;
  AppealListItem?: AppealListItemResolvers<ContextType>;
  AppealPage?: AppealPageResolvers<ContextType>;
  AppealPhoto?: AppealPhotoResolvers<ContextType>;
  AppealRef?: AppealRefResolvers<ContextType>;
  AppealTopic?: AppealTopicResolvers<ContextType>;
  AppealTopicRef?: AppealTopicRefResolvers<ContextType>;
  AppealVerdictResult?: AppealVerdictResultResolvers<ContextType>;
  Article?: ArticleResolvers<ContextType>;
  Beach?: BeachResolvers<ContextType>;
  BeachConditions?: BeachConditionsResolvers<ContextType>;
  BeachConditionsItem?: BeachConditionsItemResolvers<ContextType>;
  BeachConditionsSummary?: BeachConditionsSummaryResolvers<ContextType>;
  BeachGroup?: BeachGroupResolvers<ContextType>;
  BeachPage?: BeachPageResolvers<ContextType>;
  BookedItem?: BookedItemResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingPage?: BookingPageResolvers<ContextType>;
  BookingPayment?: BookingPaymentResolvers<ContextType>;
  BookingSession?: BookingSessionResolvers<ContextType>;
  BookingSessionRef?: BookingSessionRefResolvers<ContextType>;
  Camera?: CameraResolvers<ContextType>;
  Car?: CarResolvers<ContextType>;
  CarCheck?: CarCheckResolvers<ContextType>;
  CatalogueEntry?: CatalogueEntryResolvers<ContextType>;
  Contacts?: ContactsResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventPage?: EventPageResolvers<ContextType>;
  Favorite?: FavoriteResolvers<ContextType>;
  FavoriteKey?: FavoriteKeyResolvers<ContextType>;
  FilterOption?: FilterOptionResolvers<ContextType>;
  FilteredPage?: FilteredPageResolvers<ContextType>;
  FollowedAppeal?: FollowedAppealResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  GroupRef?: GroupRefResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InfrastructureObject?: InfrastructureObjectResolvers<ContextType>;
  InfrastructurePage?: InfrastructurePageResolvers<ContextType>;
  JournalCategory?: JournalCategoryResolvers<ContextType>;
  JournalPage?: JournalPageResolvers<ContextType>;
  MapObject?: MapObjectResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearbyAppeal?: NearbyAppealResolvers<ContextType>;
  NearestPlace?: NearestPlaceResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  OfficialAlert?: OfficialAlertResolvers<ContextType>;
  Option?: OptionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlacePage?: PlacePageResolvers<ContextType>;
  PointDescription?: PointDescriptionResolvers<ContextType>;
  PublicAppeal?: PublicAppealResolvers<ContextType>;
  PublicAppealHistoryEntry?: PublicAppealHistoryEntryResolvers<ContextType>;
  PublicAppealPage?: PublicAppealPageResolvers<ContextType>;
  PublicAppealPhoto?: PublicAppealPhotoResolvers<ContextType>;
  PublicAppealRef?: PublicAppealRefResolvers<ContextType>;
  PushSubscriptionResult?: PushSubscriptionResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RedirectRule?: RedirectRuleResolvers<ContextType>;
  ResidentPermitApplication?: ResidentPermitApplicationResolvers<ContextType>;
  ResidentPermitDraft?: ResidentPermitDraftResolvers<ContextType>;
  ResidentPermitDraftValues?: ResidentPermitDraftValuesResolvers<ContextType>;
  SearchPage?: SearchPageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  SitemapEntry?: SitemapEntryResolvers<ContextType>;
  StatementHistoryEntry?: StatementHistoryEntryResolvers<ContextType>;
  StatementScan?: StatementScanResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  Tour?: TourResolvers<ContextType>;
  TourGroup?: TourGroupResolvers<ContextType>;
  TourPage?: TourPageResolvers<ContextType>;
  UnfollowedAppeal?: UnfollowedAppealResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Venue?: VenueResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
  WalkingRoute?: WalkingRouteResolvers<ContextType>;
  WalkingRoutePage?: WalkingRoutePageResolvers<ContextType>;
  WorkingHours?: WorkingHoursResolvers<ContextType>;
};

