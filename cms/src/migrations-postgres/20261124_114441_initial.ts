import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_sex" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_statements_history_status" AS ENUM('draft', 'submitted', 'in_review', 'approved', 'rejected');
  CREATE TYPE "public"."enum_statements_status" AS ENUM('draft', 'submitted', 'in_review', 'approved', 'rejected');
  CREATE TYPE "public"."enum_statements_sex" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_statement_scans_kind" AS ENUM('passport_first', 'passport_second', 'sts_first', 'sts_second');
  CREATE TYPE "public"."enum_appeals_history_status" AS ENUM('new', 'in_progress', 'resolved', 'rejected');
  CREATE TYPE "public"."enum_appeals_status" AS ENUM('new', 'in_progress', 'resolved', 'rejected');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('awaiting_payment', 'paid', 'used', 'cancelled');
  CREATE TYPE "public"."enum_favorites_entity" AS ENUM('beach', 'urban', 'place', 'route', 'event', 'camera', 'clickpass-products', 'magazine');
  CREATE TYPE "public"."enum_notifications_topic" AS ENUM('stormAlert', 'poster', 'other');
  CREATE TYPE "public"."enum_notifications_audience" AS ENUM('everyone', 'resident');
  CREATE TYPE "public"."enum_magazines_type" AS ENUM('stati', 'novosti', 'podborki');
  CREATE TYPE "public"."enum_magazines_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__magazines_v_version_type" AS ENUM('stati', 'novosti', 'podborki');
  CREATE TYPE "public"."enum__magazines_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_category" AS ENUM('concert', 'festival', 'exhibition', 'theatre', 'sport', 'kids', 'holiday');
  CREATE TYPE "public"."enum_events_age_limit" AS ENUM('0+', '6+', '12+', '16+', '18+');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_category" AS ENUM('concert', 'festival', 'exhibition', 'theatre', 'sport', 'kids', 'holiday');
  CREATE TYPE "public"."enum__events_v_version_age_limit" AS ENUM('0+', '6+', '12+', '16+', '18+');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tours_tags" AS ENUM('excursion', 'hotel', 'masterClass', 'rental', 'entryTicket', 'tasting', 'onTheWater', 'wellnessSpa', 'foodAndDrink', 'countryRestAndNature', 'forCouples', 'forWholeFamily', 'forGroups', 'cultureAndHistory', 'religiousEvent', 'music', 'sportsAndAdventure', 'wildNature', 'festiveEvent', 'snowAndWinterSports', 'museumAndExhibition', 'nationalPark', 'attraction', 'zooAndAquarium', 'observationDecks', 'avia', 'cruise', 'landmark', 'theater', 'other');
  CREATE TYPE "public"."enum_tours_kind" AS ENUM('excursion', 'tour');
  CREATE TYPE "public"."enum_tours_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tours_v_version_tags" AS ENUM('excursion', 'hotel', 'masterClass', 'rental', 'entryTicket', 'tasting', 'onTheWater', 'wellnessSpa', 'foodAndDrink', 'countryRestAndNature', 'forCouples', 'forWholeFamily', 'forGroups', 'cultureAndHistory', 'religiousEvent', 'music', 'sportsAndAdventure', 'wildNature', 'festiveEvent', 'snowAndWinterSports', 'museumAndExhibition', 'nationalPark', 'attraction', 'zooAndAquarium', 'observationDecks', 'avia', 'cruise', 'landmark', 'theater', 'other');
  CREATE TYPE "public"."enum__tours_v_version_kind" AS ENUM('excursion', 'tour');
  CREATE TYPE "public"."enum__tours_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tour_groups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tour_groups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_infrastructure_objects_category" AS ENUM('medicine', 'pharmacy', 'transport', 'parking', 'rescue', 'police', 'toilets', 'info', 'bank', 'charging');
  CREATE TYPE "public"."enum_infrastructure_objects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__infrastructure_objects_v_version_category" AS ENUM('medicine', 'pharmacy', 'transport', 'parking', 'rescue', 'police', 'toilets', 'info', 'bank', 'charging');
  CREATE TYPE "public"."enum__infrastructure_objects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_places_category" AS ENUM('landmark', 'museum', 'park', 'nature', 'viewpoint', 'temple');
  CREATE TYPE "public"."enum_places_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__places_v_version_category" AS ENUM('landmark', 'museum', 'park', 'nature', 'viewpoint', 'temple');
  CREATE TYPE "public"."enum__places_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_walking_routes_difficulty" AS ENUM('easy', 'medium', 'hard');
  CREATE TYPE "public"."enum_walking_routes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__walking_routes_v_version_difficulty" AS ENUM('easy', 'medium', 'hard');
  CREATE TYPE "public"."enum__walking_routes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_beaches_amenities" AS ENUM('lifeguards', 'medicalPost', 'showers', 'changingRooms', 'toilets', 'sunbeds', 'cafe', 'rental', 'kidsArea', 'accessible', 'parking');
  CREATE TYPE "public"."enum_beaches_surface" AS ENUM('sand', 'pebble', 'mixed', 'rock');
  CREATE TYPE "public"."enum_beaches_status_state" AS ENUM('open', 'bathingBanned', 'closed');
  CREATE TYPE "public"."enum_beaches_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__beaches_v_version_amenities" AS ENUM('lifeguards', 'medicalPost', 'showers', 'changingRooms', 'toilets', 'sunbeds', 'cafe', 'rental', 'kidsArea', 'accessible', 'parking');
  CREATE TYPE "public"."enum__beaches_v_version_surface" AS ENUM('sand', 'pebble', 'mixed', 'rock');
  CREATE TYPE "public"."enum__beaches_v_version_status_state" AS ENUM('open', 'bathingBanned', 'closed');
  CREATE TYPE "public"."enum__beaches_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_beach_groups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__beach_groups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cameras_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cameras_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_customer_sessions_method" AS ENUM('code', 'password');
  CREATE TYPE "public"."enum_one_time_codes_purpose" AS ENUM('login', 'restore');
  CREATE TYPE "public"."enum_search_documents_entity" AS ENUM('beach', 'urban', 'place', 'route', 'event', 'camera', 'clickpass-products', 'magazine');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"name" varchar,
  	"lastname" varchar,
  	"email" varchar,
  	"sex" "enum_customers_sex",
  	"password_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"state_registration_plate" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"active_permit_end_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statements_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_statements_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"comment" varchar
  );
  
  CREATE TABLE "statements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"statement_code" varchar NOT NULL,
  	"status" "enum_statements_status" DEFAULT 'draft' NOT NULL,
  	"decision_comment" varchar,
  	"permit_end_date" timestamp(3) with time zone,
  	"submitted_at" timestamp(3) with time zone,
  	"decided_at" timestamp(3) with time zone,
  	"owner_id" integer NOT NULL,
  	"car_id" integer,
  	"state_registration_plate" varchar NOT NULL,
  	"passport_first_id" varchar,
  	"passport_second_id" varchar,
  	"sts_first_id" varchar,
  	"sts_second_id" varchar,
  	"surname" varchar,
  	"name" varchar,
  	"patronymic" varchar,
  	"date_of_birth" varchar,
  	"sex" "enum_statements_sex",
  	"passport_series" varchar,
  	"passport_number" varchar,
  	"passport_issue_date" varchar,
  	"passport_issuing_authority_code" varchar,
  	"passport_issuing_authority" varchar,
  	"registration_address" varchar,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statement_scans" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"statement_id" integer NOT NULL,
  	"kind" "enum_statement_scans_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "appeals_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_appeals_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "appeals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_appeals_status" DEFAULT 'new' NOT NULL,
  	"topic_id" integer NOT NULL,
  	"answer_text" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"text" varchar NOT NULL,
  	"address" varchar,
  	"lat" numeric,
  	"lon" numeric,
  	"map_url" varchar,
  	"owner_id" integer NOT NULL,
  	"request_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appeals_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"appeal_photos_id" varchar
  );
  
  CREATE TABLE "appeal_topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appeal_photos" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"attached" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "booking_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"event_id" integer,
  	"tour_id" integer,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"seats_total" numeric NOT NULL,
  	"seats_left" numeric,
  	"price" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'awaiting_payment' NOT NULL,
  	"session_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"owner_id" integer NOT NULL,
  	"quantity" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"hold_expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"payment_provider" varchar,
  	"payment_id" varchar,
  	"ticket_reference" varchar,
  	"request_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"entity" "enum_favorites_entity" NOT NULL,
  	"item_id" numeric NOT NULL,
  	"slug" varchar NOT NULL,
  	"title_snapshot" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" "enum_notifications_topic" DEFAULT 'stormAlert' NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"audience" "enum_notifications_audience" DEFAULT 'everyone' NOT NULL,
  	"resident_id" integer,
  	"pushed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "push_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"p256dh" varchar NOT NULL,
  	"auth" varchar NOT NULL,
  	"device" varchar NOT NULL,
  	"session_id" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "magazine_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "magazines_content_blocks_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "magazines_content_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"picture_id" integer
  );
  
  CREATE TABLE "magazines_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "magazines_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "magazines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"type" "enum_magazines_type" DEFAULT 'stati',
  	"category_id" integer,
  	"sort" numeric DEFAULT 100,
  	"published_at" timestamp(3) with time zone,
  	"description" varchar,
  	"preview_picture_id" integer,
  	"text" jsonb,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_magazines_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_magazines_v_version_content_blocks_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_magazines_v_version_content_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"picture_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_magazines_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_magazines_v_version_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_magazines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_type" "enum__magazines_v_version_type" DEFAULT 'stati',
  	"version_category_id" integer,
  	"version_sort" numeric DEFAULT 100,
  	"version_published_at" timestamp(3) with time zone,
  	"version_description" varchar,
  	"version_preview_picture_id" integer,
  	"version_text" jsonb,
  	"version_location_lat" numeric,
  	"version_location_lon" numeric,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__magazines_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "events_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_events_category",
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"venue" varchar,
  	"address" varchar,
  	"age_limit" "enum_events_age_limit",
  	"finishes_at" timestamp(3) with time zone,
  	"price_from" numeric,
  	"ticket_url" varchar,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"description" jsonb,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_events_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__events_v_version_category",
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_venue" varchar,
  	"version_address" varchar,
  	"version_age_limit" "enum__events_v_version_age_limit",
  	"version_finishes_at" timestamp(3) with time zone,
  	"version_price_from" numeric,
  	"version_ticket_url" varchar,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_description" jsonb,
  	"version_location_lat" numeric,
  	"version_location_lon" numeric,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "tours_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tours_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tours_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "tours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"kind" "enum_tours_kind" DEFAULT 'excursion',
  	"group_id" integer,
  	"duration_minutes" numeric,
  	"price_from" numeric,
  	"group_size" numeric,
  	"organizer" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"description" jsonb,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tours_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_tours_v_version_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__tours_v_version_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_tours_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tours_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_kind" "enum__tours_v_version_kind" DEFAULT 'excursion',
  	"version_group_id" integer,
  	"version_duration_minutes" numeric,
  	"version_price_from" numeric,
  	"version_group_size" numeric,
  	"version_organizer" varchar,
  	"version_phone" varchar,
  	"version_address" varchar,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_description" jsonb,
  	"version_location_lat" numeric,
  	"version_location_lon" numeric,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tours_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "tour_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tour_groups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_tour_groups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tour_groups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "infrastructure_objects_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "infrastructure_objects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_infrastructure_objects_category",
  	"address" varchar,
  	"phone" varchar,
  	"website" varchar,
  	"working_hours_all_day" boolean DEFAULT false,
  	"working_hours_from" varchar,
  	"working_hours_to" varchar,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"description" jsonb,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_infrastructure_objects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_infrastructure_objects_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_infrastructure_objects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__infrastructure_objects_v_version_category",
  	"version_address" varchar,
  	"version_phone" varchar,
  	"version_website" varchar,
  	"version_working_hours_all_day" boolean DEFAULT false,
  	"version_working_hours_from" varchar,
  	"version_working_hours_to" varchar,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_description" jsonb,
  	"version_location_lat" numeric,
  	"version_location_lon" numeric,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__infrastructure_objects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "places_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category" "enum_places_category",
  	"address" varchar,
  	"phone" varchar,
  	"website" varchar,
  	"working_hours_all_day" boolean DEFAULT false,
  	"working_hours_from" varchar,
  	"working_hours_to" varchar,
  	"price_from" numeric,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"description" jsonb,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_places_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_places_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_places_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category" "enum__places_v_version_category",
  	"version_address" varchar,
  	"version_phone" varchar,
  	"version_website" varchar,
  	"version_working_hours_all_day" boolean DEFAULT false,
  	"version_working_hours_from" varchar,
  	"version_working_hours_to" varchar,
  	"version_price_from" numeric,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_description" jsonb,
  	"version_location_lat" numeric,
  	"version_location_lon" numeric,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__places_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "walking_routes_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "walking_routes_track" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lon" numeric
  );
  
  CREATE TABLE "walking_routes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"distance_meters" numeric,
  	"duration_minutes" numeric,
  	"difficulty" "enum_walking_routes_difficulty" DEFAULT 'easy',
  	"start" varchar,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"description" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_walking_routes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_walking_routes_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_walking_routes_v_version_track" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"lat" numeric,
  	"lon" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_walking_routes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_distance_meters" numeric,
  	"version_duration_minutes" numeric,
  	"version_difficulty" "enum__walking_routes_v_version_difficulty" DEFAULT 'easy',
  	"version_start" varchar,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_description" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__walking_routes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "beaches_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_beaches_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "beaches_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "beaches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"group_id" integer,
  	"surface" "enum_beaches_surface" DEFAULT 'sand',
  	"length_meters" numeric,
  	"status_state" "enum_beaches_status_state" DEFAULT 'open',
  	"status_since" timestamp(3) with time zone,
  	"status_note" varchar,
  	"address" varchar,
  	"working_hours_all_day" boolean DEFAULT false,
  	"working_hours_from" varchar,
  	"working_hours_to" varchar,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"description" jsonb,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_beaches_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_beaches_v_version_amenities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__beaches_v_version_amenities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_beaches_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_beaches_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_group_id" integer,
  	"version_surface" "enum__beaches_v_version_surface" DEFAULT 'sand',
  	"version_length_meters" numeric,
  	"version_status_state" "enum__beaches_v_version_status_state" DEFAULT 'open',
  	"version_status_since" timestamp(3) with time zone,
  	"version_status_note" varchar,
  	"version_address" varchar,
  	"version_working_hours_all_day" boolean DEFAULT false,
  	"version_working_hours_from" varchar,
  	"version_working_hours_to" varchar,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_description" jsonb,
  	"version_location_lat" numeric,
  	"version_location_lon" numeric,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__beaches_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "beach_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"preview_picture_id" integer,
  	"description" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_beach_groups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_beach_groups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_preview_picture_id" integer,
  	"version_description" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__beach_groups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cameras" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"stream_url" varchar,
  	"poster_id" integer,
  	"address" varchar,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_cameras_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_cameras_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_stream_url" varchar,
  	"version_poster_id" integer,
  	"version_address" varchar,
  	"version_location_lat" numeric,
  	"version_location_lon" numeric,
  	"version_sort" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cameras_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "customer_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"method" "enum_customer_sessions_method" NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "one_time_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"purpose" "enum_one_time_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limit_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "search_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"entity" "enum_search_documents_entity" NOT NULL,
  	"ref_id" numeric NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer,
  	"data" jsonb,
  	"lat" numeric,
  	"lon" numeric,
  	"labels" varchar,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"magazines_id" integer,
  	"events_id" integer,
  	"tours_id" integer,
  	"infrastructure_objects_id" integer,
  	"places_id" integer,
  	"walking_routes_id" integer,
  	"beaches_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"customers_id" integer,
  	"cars_id" integer,
  	"statements_id" integer,
  	"statement_scans_id" varchar,
  	"appeals_id" integer,
  	"appeal_topics_id" integer,
  	"appeal_photos_id" varchar,
  	"booking_sessions_id" integer,
  	"bookings_id" integer,
  	"favorites_id" integer,
  	"notifications_id" integer,
  	"push_subscriptions_id" integer,
  	"media_id" integer,
  	"magazine_categories_id" integer,
  	"magazines_id" integer,
  	"events_id" integer,
  	"tours_id" integer,
  	"tour_groups_id" integer,
  	"infrastructure_objects_id" integer,
  	"places_id" integer,
  	"walking_routes_id" integer,
  	"beaches_id" integer,
  	"beach_groups_id" integer,
  	"cameras_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"customers_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements_history" ADD CONSTRAINT "statements_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_passport_first_id_statement_scans_id_fk" FOREIGN KEY ("passport_first_id") REFERENCES "public"."statement_scans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_passport_second_id_statement_scans_id_fk" FOREIGN KEY ("passport_second_id") REFERENCES "public"."statement_scans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_sts_first_id_statement_scans_id_fk" FOREIGN KEY ("sts_first_id") REFERENCES "public"."statement_scans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_sts_second_id_statement_scans_id_fk" FOREIGN KEY ("sts_second_id") REFERENCES "public"."statement_scans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statement_scans" ADD CONSTRAINT "statement_scans_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statement_scans" ADD CONSTRAINT "statement_scans_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals_history" ADD CONSTRAINT "appeals_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_topic_id_appeal_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."appeal_topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals_rels" ADD CONSTRAINT "appeals_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeals_rels" ADD CONSTRAINT "appeals_rels_appeal_photos_fk" FOREIGN KEY ("appeal_photos_id") REFERENCES "public"."appeal_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeal_photos" ADD CONSTRAINT "appeal_photos_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_booking_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."booking_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_resident_id_customers_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazines_content_blocks_items" ADD CONSTRAINT "magazines_content_blocks_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."magazines_content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazines_content_blocks" ADD CONSTRAINT "magazines_content_blocks_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazines_content_blocks" ADD CONSTRAINT "magazines_content_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazines_gallery" ADD CONSTRAINT "magazines_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazines_gallery" ADD CONSTRAINT "magazines_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazines_videos" ADD CONSTRAINT "magazines_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "magazines" ADD CONSTRAINT "magazines_category_id_magazine_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."magazine_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "magazines" ADD CONSTRAINT "magazines_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v_version_content_blocks_items" ADD CONSTRAINT "_magazines_v_version_content_blocks_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_magazines_v_version_content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazines_v_version_content_blocks" ADD CONSTRAINT "_magazines_v_version_content_blocks_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v_version_content_blocks" ADD CONSTRAINT "_magazines_v_version_content_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_magazines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazines_v_version_gallery" ADD CONSTRAINT "_magazines_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v_version_gallery" ADD CONSTRAINT "_magazines_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_magazines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazines_v_version_videos" ADD CONSTRAINT "_magazines_v_version_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_magazines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_magazines_v" ADD CONSTRAINT "_magazines_v_parent_id_magazines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."magazines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v" ADD CONSTRAINT "_magazines_v_version_category_id_magazine_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."magazine_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_magazines_v" ADD CONSTRAINT "_magazines_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_gallery" ADD CONSTRAINT "events_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_gallery" ADD CONSTRAINT "events_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_gallery" ADD CONSTRAINT "_events_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_gallery" ADD CONSTRAINT "_events_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours_tags" ADD CONSTRAINT "tours_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tours_gallery" ADD CONSTRAINT "tours_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours_gallery" ADD CONSTRAINT "tours_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tours" ADD CONSTRAINT "tours_group_id_tour_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tour_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours" ADD CONSTRAINT "tours_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v_version_tags" ADD CONSTRAINT "_tours_v_version_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v_version_gallery" ADD CONSTRAINT "_tours_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v_version_gallery" ADD CONSTRAINT "_tours_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v" ADD CONSTRAINT "_tours_v_parent_id_tours_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v" ADD CONSTRAINT "_tours_v_version_group_id_tour_groups_id_fk" FOREIGN KEY ("version_group_id") REFERENCES "public"."tour_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v" ADD CONSTRAINT "_tours_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tour_groups" ADD CONSTRAINT "tour_groups_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tour_groups_v" ADD CONSTRAINT "_tour_groups_v_parent_id_tour_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tour_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tour_groups_v" ADD CONSTRAINT "_tour_groups_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "infrastructure_objects_gallery" ADD CONSTRAINT "infrastructure_objects_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "infrastructure_objects_gallery" ADD CONSTRAINT "infrastructure_objects_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."infrastructure_objects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "infrastructure_objects" ADD CONSTRAINT "infrastructure_objects_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_infrastructure_objects_v_version_gallery" ADD CONSTRAINT "_infrastructure_objects_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_infrastructure_objects_v_version_gallery" ADD CONSTRAINT "_infrastructure_objects_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_infrastructure_objects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_infrastructure_objects_v" ADD CONSTRAINT "_infrastructure_objects_v_parent_id_infrastructure_objects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."infrastructure_objects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_infrastructure_objects_v" ADD CONSTRAINT "_infrastructure_objects_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "places_gallery" ADD CONSTRAINT "places_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "places_gallery" ADD CONSTRAINT "places_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places" ADD CONSTRAINT "places_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_places_v_version_gallery" ADD CONSTRAINT "_places_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_places_v_version_gallery" ADD CONSTRAINT "_places_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_places_v" ADD CONSTRAINT "_places_v_parent_id_places_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_places_v" ADD CONSTRAINT "_places_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "walking_routes_gallery" ADD CONSTRAINT "walking_routes_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "walking_routes_gallery" ADD CONSTRAINT "walking_routes_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."walking_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "walking_routes_track" ADD CONSTRAINT "walking_routes_track_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."walking_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "walking_routes" ADD CONSTRAINT "walking_routes_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_walking_routes_v_version_gallery" ADD CONSTRAINT "_walking_routes_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_walking_routes_v_version_gallery" ADD CONSTRAINT "_walking_routes_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_walking_routes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_walking_routes_v_version_track" ADD CONSTRAINT "_walking_routes_v_version_track_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_walking_routes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_walking_routes_v" ADD CONSTRAINT "_walking_routes_v_parent_id_walking_routes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."walking_routes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_walking_routes_v" ADD CONSTRAINT "_walking_routes_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beaches_amenities" ADD CONSTRAINT "beaches_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beaches_gallery" ADD CONSTRAINT "beaches_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beaches_gallery" ADD CONSTRAINT "beaches_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beaches" ADD CONSTRAINT "beaches_group_id_beach_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."beach_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beaches" ADD CONSTRAINT "beaches_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beaches_v_version_amenities" ADD CONSTRAINT "_beaches_v_version_amenities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_beaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_beaches_v_version_gallery" ADD CONSTRAINT "_beaches_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beaches_v_version_gallery" ADD CONSTRAINT "_beaches_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_beaches_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_beaches_v" ADD CONSTRAINT "_beaches_v_parent_id_beaches_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beaches_v" ADD CONSTRAINT "_beaches_v_version_group_id_beach_groups_id_fk" FOREIGN KEY ("version_group_id") REFERENCES "public"."beach_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beaches_v" ADD CONSTRAINT "_beaches_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beach_groups" ADD CONSTRAINT "beach_groups_preview_picture_id_media_id_fk" FOREIGN KEY ("preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beach_groups_v" ADD CONSTRAINT "_beach_groups_v_parent_id_beach_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beach_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beach_groups_v" ADD CONSTRAINT "_beach_groups_v_version_preview_picture_id_media_id_fk" FOREIGN KEY ("version_preview_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cameras" ADD CONSTRAINT "cameras_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cameras_v" ADD CONSTRAINT "_cameras_v_parent_id_cameras_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cameras"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cameras_v" ADD CONSTRAINT "_cameras_v_version_poster_id_media_id_fk" FOREIGN KEY ("version_poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_magazines_fk" FOREIGN KEY ("magazines_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_tours_fk" FOREIGN KEY ("tours_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_infrastructure_objects_fk" FOREIGN KEY ("infrastructure_objects_id") REFERENCES "public"."infrastructure_objects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_walking_routes_fk" FOREIGN KEY ("walking_routes_id") REFERENCES "public"."walking_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_beaches_fk" FOREIGN KEY ("beaches_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statements_fk" FOREIGN KEY ("statements_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_scans_fk" FOREIGN KEY ("statement_scans_id") REFERENCES "public"."statement_scans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeals_fk" FOREIGN KEY ("appeals_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeal_topics_fk" FOREIGN KEY ("appeal_topics_id") REFERENCES "public"."appeal_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeal_photos_fk" FOREIGN KEY ("appeal_photos_id") REFERENCES "public"."appeal_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_sessions_fk" FOREIGN KEY ("booking_sessions_id") REFERENCES "public"."booking_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk" FOREIGN KEY ("push_subscriptions_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_magazine_categories_fk" FOREIGN KEY ("magazine_categories_id") REFERENCES "public"."magazine_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_magazines_fk" FOREIGN KEY ("magazines_id") REFERENCES "public"."magazines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tours_fk" FOREIGN KEY ("tours_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tour_groups_fk" FOREIGN KEY ("tour_groups_id") REFERENCES "public"."tour_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_infrastructure_objects_fk" FOREIGN KEY ("infrastructure_objects_id") REFERENCES "public"."infrastructure_objects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_walking_routes_fk" FOREIGN KEY ("walking_routes_id") REFERENCES "public"."walking_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beaches_fk" FOREIGN KEY ("beaches_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beach_groups_fk" FOREIGN KEY ("beach_groups_id") REFERENCES "public"."beach_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cameras_fk" FOREIGN KEY ("cameras_id") REFERENCES "public"."cameras"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "cars_owner_idx" ON "cars" USING btree ("owner_id");
  CREATE INDEX "cars_state_registration_plate_idx" ON "cars" USING btree ("state_registration_plate");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_state_registration_plate_idx" ON "cars" USING btree ("owner_id","state_registration_plate");
  CREATE INDEX "statements_history_order_idx" ON "statements_history" USING btree ("_order");
  CREATE INDEX "statements_history_parent_id_idx" ON "statements_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "statements_statement_code_idx" ON "statements" USING btree ("statement_code");
  CREATE INDEX "statements_status_idx" ON "statements" USING btree ("status");
  CREATE INDEX "statements_owner_idx" ON "statements" USING btree ("owner_id");
  CREATE INDEX "statements_car_idx" ON "statements" USING btree ("car_id");
  CREATE INDEX "statements_state_registration_plate_idx" ON "statements" USING btree ("state_registration_plate");
  CREATE INDEX "statements_passport_first_idx" ON "statements" USING btree ("passport_first_id");
  CREATE INDEX "statements_passport_second_idx" ON "statements" USING btree ("passport_second_id");
  CREATE INDEX "statements_sts_first_idx" ON "statements" USING btree ("sts_first_id");
  CREATE INDEX "statements_sts_second_idx" ON "statements" USING btree ("sts_second_id");
  CREATE INDEX "statements_updated_at_idx" ON "statements" USING btree ("updated_at");
  CREATE INDEX "statements_created_at_idx" ON "statements" USING btree ("created_at");
  CREATE INDEX "statement_scans_owner_idx" ON "statement_scans" USING btree ("owner_id");
  CREATE INDEX "statement_scans_statement_idx" ON "statement_scans" USING btree ("statement_id");
  CREATE INDEX "statement_scans_updated_at_idx" ON "statement_scans" USING btree ("updated_at");
  CREATE INDEX "statement_scans_created_at_idx" ON "statement_scans" USING btree ("created_at");
  CREATE UNIQUE INDEX "statement_scans_filename_idx" ON "statement_scans" USING btree ("filename");
  CREATE INDEX "appeals_history_order_idx" ON "appeals_history" USING btree ("_order");
  CREATE INDEX "appeals_history_parent_id_idx" ON "appeals_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "appeals_number_idx" ON "appeals" USING btree ("number");
  CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status");
  CREATE INDEX "appeals_topic_idx" ON "appeals" USING btree ("topic_id");
  CREATE INDEX "appeals_owner_idx" ON "appeals" USING btree ("owner_id");
  CREATE INDEX "appeals_request_id_idx" ON "appeals" USING btree ("request_id");
  CREATE INDEX "appeals_updated_at_idx" ON "appeals" USING btree ("updated_at");
  CREATE INDEX "appeals_created_at_idx" ON "appeals" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_request_id_idx" ON "appeals" USING btree ("owner_id","request_id");
  CREATE INDEX "appeals_rels_order_idx" ON "appeals_rels" USING btree ("order");
  CREATE INDEX "appeals_rels_parent_idx" ON "appeals_rels" USING btree ("parent_id");
  CREATE INDEX "appeals_rels_path_idx" ON "appeals_rels" USING btree ("path");
  CREATE INDEX "appeals_rels_appeal_photos_id_idx" ON "appeals_rels" USING btree ("appeal_photos_id");
  CREATE UNIQUE INDEX "appeal_topics_name_idx" ON "appeal_topics" USING btree ("name");
  CREATE INDEX "appeal_topics_updated_at_idx" ON "appeal_topics" USING btree ("updated_at");
  CREATE INDEX "appeal_topics_created_at_idx" ON "appeal_topics" USING btree ("created_at");
  CREATE INDEX "appeal_photos_owner_idx" ON "appeal_photos" USING btree ("owner_id");
  CREATE INDEX "appeal_photos_attached_idx" ON "appeal_photos" USING btree ("attached");
  CREATE INDEX "appeal_photos_updated_at_idx" ON "appeal_photos" USING btree ("updated_at");
  CREATE INDEX "appeal_photos_created_at_idx" ON "appeal_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "appeal_photos_filename_idx" ON "appeal_photos" USING btree ("filename");
  CREATE INDEX "booking_sessions_event_idx" ON "booking_sessions" USING btree ("event_id");
  CREATE INDEX "booking_sessions_tour_idx" ON "booking_sessions" USING btree ("tour_id");
  CREATE INDEX "booking_sessions_starts_at_idx" ON "booking_sessions" USING btree ("starts_at");
  CREATE INDEX "booking_sessions_updated_at_idx" ON "booking_sessions" USING btree ("updated_at");
  CREATE INDEX "booking_sessions_created_at_idx" ON "booking_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "bookings_number_idx" ON "bookings" USING btree ("number");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");
  CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");
  CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id");
  CREATE INDEX "bookings_hold_expires_at_idx" ON "bookings" USING btree ("hold_expires_at");
  CREATE INDEX "bookings_payment_id_idx" ON "bookings" USING btree ("payment_id");
  CREATE INDEX "bookings_ticket_reference_idx" ON "bookings" USING btree ("ticket_reference");
  CREATE INDEX "bookings_request_id_idx" ON "bookings" USING btree ("request_id");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_request_id_1_idx" ON "bookings" USING btree ("owner_id","request_id");
  CREATE INDEX "status_hold_expires_at_idx" ON "bookings" USING btree ("status","hold_expires_at");
  CREATE INDEX "favorites_owner_idx" ON "favorites" USING btree ("owner_id");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_entity_item_id_idx" ON "favorites" USING btree ("owner_id","entity","item_id");
  CREATE INDEX "notifications_topic_idx" ON "notifications" USING btree ("topic");
  CREATE INDEX "notifications_published_at_idx" ON "notifications" USING btree ("published_at");
  CREATE INDEX "notifications_audience_idx" ON "notifications" USING btree ("audience");
  CREATE INDEX "notifications_resident_idx" ON "notifications" USING btree ("resident_id");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  CREATE INDEX "push_subscriptions_owner_idx" ON "push_subscriptions" USING btree ("owner_id");
  CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");
  CREATE INDEX "push_subscriptions_session_id_idx" ON "push_subscriptions" USING btree ("session_id");
  CREATE INDEX "push_subscriptions_updated_at_idx" ON "push_subscriptions" USING btree ("updated_at");
  CREATE INDEX "push_subscriptions_created_at_idx" ON "push_subscriptions" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "magazine_categories_slug_idx" ON "magazine_categories" USING btree ("slug");
  CREATE INDEX "magazine_categories_sort_idx" ON "magazine_categories" USING btree ("sort");
  CREATE INDEX "magazine_categories_updated_at_idx" ON "magazine_categories" USING btree ("updated_at");
  CREATE INDEX "magazine_categories_created_at_idx" ON "magazine_categories" USING btree ("created_at");
  CREATE INDEX "magazines_content_blocks_items_order_idx" ON "magazines_content_blocks_items" USING btree ("_order");
  CREATE INDEX "magazines_content_blocks_items_parent_id_idx" ON "magazines_content_blocks_items" USING btree ("_parent_id");
  CREATE INDEX "magazines_content_blocks_order_idx" ON "magazines_content_blocks" USING btree ("_order");
  CREATE INDEX "magazines_content_blocks_parent_id_idx" ON "magazines_content_blocks" USING btree ("_parent_id");
  CREATE INDEX "magazines_content_blocks_picture_idx" ON "magazines_content_blocks" USING btree ("picture_id");
  CREATE INDEX "magazines_gallery_order_idx" ON "magazines_gallery" USING btree ("_order");
  CREATE INDEX "magazines_gallery_parent_id_idx" ON "magazines_gallery" USING btree ("_parent_id");
  CREATE INDEX "magazines_gallery_image_idx" ON "magazines_gallery" USING btree ("image_id");
  CREATE INDEX "magazines_videos_order_idx" ON "magazines_videos" USING btree ("_order");
  CREATE INDEX "magazines_videos_parent_id_idx" ON "magazines_videos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "magazines_slug_idx" ON "magazines" USING btree ("slug");
  CREATE INDEX "magazines_type_idx" ON "magazines" USING btree ("type");
  CREATE INDEX "magazines_category_idx" ON "magazines" USING btree ("category_id");
  CREATE INDEX "magazines_sort_idx" ON "magazines" USING btree ("sort");
  CREATE INDEX "magazines_preview_picture_idx" ON "magazines" USING btree ("preview_picture_id");
  CREATE INDEX "magazines_updated_at_idx" ON "magazines" USING btree ("updated_at");
  CREATE INDEX "magazines_created_at_idx" ON "magazines" USING btree ("created_at");
  CREATE INDEX "magazines__status_idx" ON "magazines" USING btree ("_status");
  CREATE INDEX "_magazines_v_version_content_blocks_items_order_idx" ON "_magazines_v_version_content_blocks_items" USING btree ("_order");
  CREATE INDEX "_magazines_v_version_content_blocks_items_parent_id_idx" ON "_magazines_v_version_content_blocks_items" USING btree ("_parent_id");
  CREATE INDEX "_magazines_v_version_content_blocks_order_idx" ON "_magazines_v_version_content_blocks" USING btree ("_order");
  CREATE INDEX "_magazines_v_version_content_blocks_parent_id_idx" ON "_magazines_v_version_content_blocks" USING btree ("_parent_id");
  CREATE INDEX "_magazines_v_version_content_blocks_picture_idx" ON "_magazines_v_version_content_blocks" USING btree ("picture_id");
  CREATE INDEX "_magazines_v_version_gallery_order_idx" ON "_magazines_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_magazines_v_version_gallery_parent_id_idx" ON "_magazines_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_magazines_v_version_gallery_image_idx" ON "_magazines_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_magazines_v_version_videos_order_idx" ON "_magazines_v_version_videos" USING btree ("_order");
  CREATE INDEX "_magazines_v_version_videos_parent_id_idx" ON "_magazines_v_version_videos" USING btree ("_parent_id");
  CREATE INDEX "_magazines_v_parent_idx" ON "_magazines_v" USING btree ("parent_id");
  CREATE INDEX "_magazines_v_version_version_slug_idx" ON "_magazines_v" USING btree ("version_slug");
  CREATE INDEX "_magazines_v_version_version_type_idx" ON "_magazines_v" USING btree ("version_type");
  CREATE INDEX "_magazines_v_version_version_category_idx" ON "_magazines_v" USING btree ("version_category_id");
  CREATE INDEX "_magazines_v_version_version_sort_idx" ON "_magazines_v" USING btree ("version_sort");
  CREATE INDEX "_magazines_v_version_version_preview_picture_idx" ON "_magazines_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_magazines_v_version_version_updated_at_idx" ON "_magazines_v" USING btree ("version_updated_at");
  CREATE INDEX "_magazines_v_version_version_created_at_idx" ON "_magazines_v" USING btree ("version_created_at");
  CREATE INDEX "_magazines_v_version_version__status_idx" ON "_magazines_v" USING btree ("version__status");
  CREATE INDEX "_magazines_v_created_at_idx" ON "_magazines_v" USING btree ("created_at");
  CREATE INDEX "_magazines_v_updated_at_idx" ON "_magazines_v" USING btree ("updated_at");
  CREATE INDEX "_magazines_v_latest_idx" ON "_magazines_v" USING btree ("latest");
  CREATE INDEX "_magazines_v_autosave_idx" ON "_magazines_v" USING btree ("autosave");
  CREATE INDEX "events_gallery_order_idx" ON "events_gallery" USING btree ("_order");
  CREATE INDEX "events_gallery_parent_id_idx" ON "events_gallery" USING btree ("_parent_id");
  CREATE INDEX "events_gallery_image_idx" ON "events_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_category_idx" ON "events" USING btree ("category");
  CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");
  CREATE INDEX "events_finishes_at_idx" ON "events" USING btree ("finishes_at");
  CREATE INDEX "events_preview_picture_idx" ON "events" USING btree ("preview_picture_id");
  CREATE INDEX "events_sort_idx" ON "events" USING btree ("sort");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "_events_v_version_gallery_order_idx" ON "_events_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_events_v_version_gallery_parent_id_idx" ON "_events_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_gallery_image_idx" ON "_events_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_category_idx" ON "_events_v" USING btree ("version_category");
  CREATE INDEX "_events_v_version_version_starts_at_idx" ON "_events_v" USING btree ("version_starts_at");
  CREATE INDEX "_events_v_version_version_finishes_at_idx" ON "_events_v" USING btree ("version_finishes_at");
  CREATE INDEX "_events_v_version_version_preview_picture_idx" ON "_events_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_events_v_version_version_sort_idx" ON "_events_v" USING btree ("version_sort");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_autosave_idx" ON "_events_v" USING btree ("autosave");
  CREATE INDEX "tours_tags_order_idx" ON "tours_tags" USING btree ("order");
  CREATE INDEX "tours_tags_parent_idx" ON "tours_tags" USING btree ("parent_id");
  CREATE INDEX "tours_tags_value_idx" ON "tours_tags" USING btree ("value");
  CREATE INDEX "tours_gallery_order_idx" ON "tours_gallery" USING btree ("_order");
  CREATE INDEX "tours_gallery_parent_id_idx" ON "tours_gallery" USING btree ("_parent_id");
  CREATE INDEX "tours_gallery_image_idx" ON "tours_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "tours_slug_idx" ON "tours" USING btree ("slug");
  CREATE INDEX "tours_group_idx" ON "tours" USING btree ("group_id");
  CREATE INDEX "tours_preview_picture_idx" ON "tours" USING btree ("preview_picture_id");
  CREATE INDEX "tours_sort_idx" ON "tours" USING btree ("sort");
  CREATE INDEX "tours_updated_at_idx" ON "tours" USING btree ("updated_at");
  CREATE INDEX "tours_created_at_idx" ON "tours" USING btree ("created_at");
  CREATE INDEX "tours__status_idx" ON "tours" USING btree ("_status");
  CREATE INDEX "_tours_v_version_tags_order_idx" ON "_tours_v_version_tags" USING btree ("order");
  CREATE INDEX "_tours_v_version_tags_parent_idx" ON "_tours_v_version_tags" USING btree ("parent_id");
  CREATE INDEX "_tours_v_version_tags_value_idx" ON "_tours_v_version_tags" USING btree ("value");
  CREATE INDEX "_tours_v_version_gallery_order_idx" ON "_tours_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_tours_v_version_gallery_parent_id_idx" ON "_tours_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_tours_v_version_gallery_image_idx" ON "_tours_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_tours_v_parent_idx" ON "_tours_v" USING btree ("parent_id");
  CREATE INDEX "_tours_v_version_version_slug_idx" ON "_tours_v" USING btree ("version_slug");
  CREATE INDEX "_tours_v_version_version_group_idx" ON "_tours_v" USING btree ("version_group_id");
  CREATE INDEX "_tours_v_version_version_preview_picture_idx" ON "_tours_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_tours_v_version_version_sort_idx" ON "_tours_v" USING btree ("version_sort");
  CREATE INDEX "_tours_v_version_version_updated_at_idx" ON "_tours_v" USING btree ("version_updated_at");
  CREATE INDEX "_tours_v_version_version_created_at_idx" ON "_tours_v" USING btree ("version_created_at");
  CREATE INDEX "_tours_v_version_version__status_idx" ON "_tours_v" USING btree ("version__status");
  CREATE INDEX "_tours_v_created_at_idx" ON "_tours_v" USING btree ("created_at");
  CREATE INDEX "_tours_v_updated_at_idx" ON "_tours_v" USING btree ("updated_at");
  CREATE INDEX "_tours_v_latest_idx" ON "_tours_v" USING btree ("latest");
  CREATE INDEX "_tours_v_autosave_idx" ON "_tours_v" USING btree ("autosave");
  CREATE INDEX "tour_groups_preview_picture_idx" ON "tour_groups" USING btree ("preview_picture_id");
  CREATE INDEX "tour_groups_sort_idx" ON "tour_groups" USING btree ("sort");
  CREATE INDEX "tour_groups_updated_at_idx" ON "tour_groups" USING btree ("updated_at");
  CREATE INDEX "tour_groups_created_at_idx" ON "tour_groups" USING btree ("created_at");
  CREATE INDEX "tour_groups__status_idx" ON "tour_groups" USING btree ("_status");
  CREATE INDEX "_tour_groups_v_parent_idx" ON "_tour_groups_v" USING btree ("parent_id");
  CREATE INDEX "_tour_groups_v_version_version_preview_picture_idx" ON "_tour_groups_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_tour_groups_v_version_version_sort_idx" ON "_tour_groups_v" USING btree ("version_sort");
  CREATE INDEX "_tour_groups_v_version_version_updated_at_idx" ON "_tour_groups_v" USING btree ("version_updated_at");
  CREATE INDEX "_tour_groups_v_version_version_created_at_idx" ON "_tour_groups_v" USING btree ("version_created_at");
  CREATE INDEX "_tour_groups_v_version_version__status_idx" ON "_tour_groups_v" USING btree ("version__status");
  CREATE INDEX "_tour_groups_v_created_at_idx" ON "_tour_groups_v" USING btree ("created_at");
  CREATE INDEX "_tour_groups_v_updated_at_idx" ON "_tour_groups_v" USING btree ("updated_at");
  CREATE INDEX "_tour_groups_v_latest_idx" ON "_tour_groups_v" USING btree ("latest");
  CREATE INDEX "_tour_groups_v_autosave_idx" ON "_tour_groups_v" USING btree ("autosave");
  CREATE INDEX "infrastructure_objects_gallery_order_idx" ON "infrastructure_objects_gallery" USING btree ("_order");
  CREATE INDEX "infrastructure_objects_gallery_parent_id_idx" ON "infrastructure_objects_gallery" USING btree ("_parent_id");
  CREATE INDEX "infrastructure_objects_gallery_image_idx" ON "infrastructure_objects_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "infrastructure_objects_slug_idx" ON "infrastructure_objects" USING btree ("slug");
  CREATE INDEX "infrastructure_objects_category_idx" ON "infrastructure_objects" USING btree ("category");
  CREATE INDEX "infrastructure_objects_preview_picture_idx" ON "infrastructure_objects" USING btree ("preview_picture_id");
  CREATE INDEX "infrastructure_objects_sort_idx" ON "infrastructure_objects" USING btree ("sort");
  CREATE INDEX "infrastructure_objects_updated_at_idx" ON "infrastructure_objects" USING btree ("updated_at");
  CREATE INDEX "infrastructure_objects_created_at_idx" ON "infrastructure_objects" USING btree ("created_at");
  CREATE INDEX "infrastructure_objects__status_idx" ON "infrastructure_objects" USING btree ("_status");
  CREATE INDEX "_infrastructure_objects_v_version_gallery_order_idx" ON "_infrastructure_objects_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_infrastructure_objects_v_version_gallery_parent_id_idx" ON "_infrastructure_objects_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_infrastructure_objects_v_version_gallery_image_idx" ON "_infrastructure_objects_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_infrastructure_objects_v_parent_idx" ON "_infrastructure_objects_v" USING btree ("parent_id");
  CREATE INDEX "_infrastructure_objects_v_version_version_slug_idx" ON "_infrastructure_objects_v" USING btree ("version_slug");
  CREATE INDEX "_infrastructure_objects_v_version_version_category_idx" ON "_infrastructure_objects_v" USING btree ("version_category");
  CREATE INDEX "_infrastructure_objects_v_version_version_preview_pictur_idx" ON "_infrastructure_objects_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_infrastructure_objects_v_version_version_sort_idx" ON "_infrastructure_objects_v" USING btree ("version_sort");
  CREATE INDEX "_infrastructure_objects_v_version_version_updated_at_idx" ON "_infrastructure_objects_v" USING btree ("version_updated_at");
  CREATE INDEX "_infrastructure_objects_v_version_version_created_at_idx" ON "_infrastructure_objects_v" USING btree ("version_created_at");
  CREATE INDEX "_infrastructure_objects_v_version_version__status_idx" ON "_infrastructure_objects_v" USING btree ("version__status");
  CREATE INDEX "_infrastructure_objects_v_created_at_idx" ON "_infrastructure_objects_v" USING btree ("created_at");
  CREATE INDEX "_infrastructure_objects_v_updated_at_idx" ON "_infrastructure_objects_v" USING btree ("updated_at");
  CREATE INDEX "_infrastructure_objects_v_latest_idx" ON "_infrastructure_objects_v" USING btree ("latest");
  CREATE INDEX "_infrastructure_objects_v_autosave_idx" ON "_infrastructure_objects_v" USING btree ("autosave");
  CREATE INDEX "places_gallery_order_idx" ON "places_gallery" USING btree ("_order");
  CREATE INDEX "places_gallery_parent_id_idx" ON "places_gallery" USING btree ("_parent_id");
  CREATE INDEX "places_gallery_image_idx" ON "places_gallery" USING btree ("image_id");
  CREATE INDEX "places_category_idx" ON "places" USING btree ("category");
  CREATE INDEX "places_preview_picture_idx" ON "places" USING btree ("preview_picture_id");
  CREATE INDEX "places_sort_idx" ON "places" USING btree ("sort");
  CREATE INDEX "places_updated_at_idx" ON "places" USING btree ("updated_at");
  CREATE INDEX "places_created_at_idx" ON "places" USING btree ("created_at");
  CREATE INDEX "places__status_idx" ON "places" USING btree ("_status");
  CREATE INDEX "_places_v_version_gallery_order_idx" ON "_places_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_places_v_version_gallery_parent_id_idx" ON "_places_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_places_v_version_gallery_image_idx" ON "_places_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_places_v_parent_idx" ON "_places_v" USING btree ("parent_id");
  CREATE INDEX "_places_v_version_version_category_idx" ON "_places_v" USING btree ("version_category");
  CREATE INDEX "_places_v_version_version_preview_picture_idx" ON "_places_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_places_v_version_version_sort_idx" ON "_places_v" USING btree ("version_sort");
  CREATE INDEX "_places_v_version_version_updated_at_idx" ON "_places_v" USING btree ("version_updated_at");
  CREATE INDEX "_places_v_version_version_created_at_idx" ON "_places_v" USING btree ("version_created_at");
  CREATE INDEX "_places_v_version_version__status_idx" ON "_places_v" USING btree ("version__status");
  CREATE INDEX "_places_v_created_at_idx" ON "_places_v" USING btree ("created_at");
  CREATE INDEX "_places_v_updated_at_idx" ON "_places_v" USING btree ("updated_at");
  CREATE INDEX "_places_v_latest_idx" ON "_places_v" USING btree ("latest");
  CREATE INDEX "_places_v_autosave_idx" ON "_places_v" USING btree ("autosave");
  CREATE INDEX "walking_routes_gallery_order_idx" ON "walking_routes_gallery" USING btree ("_order");
  CREATE INDEX "walking_routes_gallery_parent_id_idx" ON "walking_routes_gallery" USING btree ("_parent_id");
  CREATE INDEX "walking_routes_gallery_image_idx" ON "walking_routes_gallery" USING btree ("image_id");
  CREATE INDEX "walking_routes_track_order_idx" ON "walking_routes_track" USING btree ("_order");
  CREATE INDEX "walking_routes_track_parent_id_idx" ON "walking_routes_track" USING btree ("_parent_id");
  CREATE INDEX "walking_routes_preview_picture_idx" ON "walking_routes" USING btree ("preview_picture_id");
  CREATE INDEX "walking_routes_sort_idx" ON "walking_routes" USING btree ("sort");
  CREATE INDEX "walking_routes_updated_at_idx" ON "walking_routes" USING btree ("updated_at");
  CREATE INDEX "walking_routes_created_at_idx" ON "walking_routes" USING btree ("created_at");
  CREATE INDEX "walking_routes__status_idx" ON "walking_routes" USING btree ("_status");
  CREATE INDEX "_walking_routes_v_version_gallery_order_idx" ON "_walking_routes_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_walking_routes_v_version_gallery_parent_id_idx" ON "_walking_routes_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_walking_routes_v_version_gallery_image_idx" ON "_walking_routes_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_walking_routes_v_version_track_order_idx" ON "_walking_routes_v_version_track" USING btree ("_order");
  CREATE INDEX "_walking_routes_v_version_track_parent_id_idx" ON "_walking_routes_v_version_track" USING btree ("_parent_id");
  CREATE INDEX "_walking_routes_v_parent_idx" ON "_walking_routes_v" USING btree ("parent_id");
  CREATE INDEX "_walking_routes_v_version_version_preview_picture_idx" ON "_walking_routes_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_walking_routes_v_version_version_sort_idx" ON "_walking_routes_v" USING btree ("version_sort");
  CREATE INDEX "_walking_routes_v_version_version_updated_at_idx" ON "_walking_routes_v" USING btree ("version_updated_at");
  CREATE INDEX "_walking_routes_v_version_version_created_at_idx" ON "_walking_routes_v" USING btree ("version_created_at");
  CREATE INDEX "_walking_routes_v_version_version__status_idx" ON "_walking_routes_v" USING btree ("version__status");
  CREATE INDEX "_walking_routes_v_created_at_idx" ON "_walking_routes_v" USING btree ("created_at");
  CREATE INDEX "_walking_routes_v_updated_at_idx" ON "_walking_routes_v" USING btree ("updated_at");
  CREATE INDEX "_walking_routes_v_latest_idx" ON "_walking_routes_v" USING btree ("latest");
  CREATE INDEX "_walking_routes_v_autosave_idx" ON "_walking_routes_v" USING btree ("autosave");
  CREATE INDEX "beaches_amenities_order_idx" ON "beaches_amenities" USING btree ("order");
  CREATE INDEX "beaches_amenities_parent_idx" ON "beaches_amenities" USING btree ("parent_id");
  CREATE INDEX "beaches_gallery_order_idx" ON "beaches_gallery" USING btree ("_order");
  CREATE INDEX "beaches_gallery_parent_id_idx" ON "beaches_gallery" USING btree ("_parent_id");
  CREATE INDEX "beaches_gallery_image_idx" ON "beaches_gallery" USING btree ("image_id");
  CREATE INDEX "beaches_group_idx" ON "beaches" USING btree ("group_id");
  CREATE INDEX "beaches_preview_picture_idx" ON "beaches" USING btree ("preview_picture_id");
  CREATE INDEX "beaches_sort_idx" ON "beaches" USING btree ("sort");
  CREATE INDEX "beaches_updated_at_idx" ON "beaches" USING btree ("updated_at");
  CREATE INDEX "beaches_created_at_idx" ON "beaches" USING btree ("created_at");
  CREATE INDEX "beaches__status_idx" ON "beaches" USING btree ("_status");
  CREATE INDEX "_beaches_v_version_amenities_order_idx" ON "_beaches_v_version_amenities" USING btree ("order");
  CREATE INDEX "_beaches_v_version_amenities_parent_idx" ON "_beaches_v_version_amenities" USING btree ("parent_id");
  CREATE INDEX "_beaches_v_version_gallery_order_idx" ON "_beaches_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_beaches_v_version_gallery_parent_id_idx" ON "_beaches_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_beaches_v_version_gallery_image_idx" ON "_beaches_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_beaches_v_parent_idx" ON "_beaches_v" USING btree ("parent_id");
  CREATE INDEX "_beaches_v_version_version_group_idx" ON "_beaches_v" USING btree ("version_group_id");
  CREATE INDEX "_beaches_v_version_version_preview_picture_idx" ON "_beaches_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_beaches_v_version_version_sort_idx" ON "_beaches_v" USING btree ("version_sort");
  CREATE INDEX "_beaches_v_version_version_updated_at_idx" ON "_beaches_v" USING btree ("version_updated_at");
  CREATE INDEX "_beaches_v_version_version_created_at_idx" ON "_beaches_v" USING btree ("version_created_at");
  CREATE INDEX "_beaches_v_version_version__status_idx" ON "_beaches_v" USING btree ("version__status");
  CREATE INDEX "_beaches_v_created_at_idx" ON "_beaches_v" USING btree ("created_at");
  CREATE INDEX "_beaches_v_updated_at_idx" ON "_beaches_v" USING btree ("updated_at");
  CREATE INDEX "_beaches_v_latest_idx" ON "_beaches_v" USING btree ("latest");
  CREATE INDEX "_beaches_v_autosave_idx" ON "_beaches_v" USING btree ("autosave");
  CREATE INDEX "beach_groups_preview_picture_idx" ON "beach_groups" USING btree ("preview_picture_id");
  CREATE INDEX "beach_groups_sort_idx" ON "beach_groups" USING btree ("sort");
  CREATE INDEX "beach_groups_updated_at_idx" ON "beach_groups" USING btree ("updated_at");
  CREATE INDEX "beach_groups_created_at_idx" ON "beach_groups" USING btree ("created_at");
  CREATE INDEX "beach_groups__status_idx" ON "beach_groups" USING btree ("_status");
  CREATE INDEX "_beach_groups_v_parent_idx" ON "_beach_groups_v" USING btree ("parent_id");
  CREATE INDEX "_beach_groups_v_version_version_preview_picture_idx" ON "_beach_groups_v" USING btree ("version_preview_picture_id");
  CREATE INDEX "_beach_groups_v_version_version_sort_idx" ON "_beach_groups_v" USING btree ("version_sort");
  CREATE INDEX "_beach_groups_v_version_version_updated_at_idx" ON "_beach_groups_v" USING btree ("version_updated_at");
  CREATE INDEX "_beach_groups_v_version_version_created_at_idx" ON "_beach_groups_v" USING btree ("version_created_at");
  CREATE INDEX "_beach_groups_v_version_version__status_idx" ON "_beach_groups_v" USING btree ("version__status");
  CREATE INDEX "_beach_groups_v_created_at_idx" ON "_beach_groups_v" USING btree ("created_at");
  CREATE INDEX "_beach_groups_v_updated_at_idx" ON "_beach_groups_v" USING btree ("updated_at");
  CREATE INDEX "_beach_groups_v_latest_idx" ON "_beach_groups_v" USING btree ("latest");
  CREATE INDEX "_beach_groups_v_autosave_idx" ON "_beach_groups_v" USING btree ("autosave");
  CREATE INDEX "cameras_poster_idx" ON "cameras" USING btree ("poster_id");
  CREATE INDEX "cameras_sort_idx" ON "cameras" USING btree ("sort");
  CREATE INDEX "cameras_updated_at_idx" ON "cameras" USING btree ("updated_at");
  CREATE INDEX "cameras_created_at_idx" ON "cameras" USING btree ("created_at");
  CREATE INDEX "cameras__status_idx" ON "cameras" USING btree ("_status");
  CREATE INDEX "_cameras_v_parent_idx" ON "_cameras_v" USING btree ("parent_id");
  CREATE INDEX "_cameras_v_version_version_poster_idx" ON "_cameras_v" USING btree ("version_poster_id");
  CREATE INDEX "_cameras_v_version_version_sort_idx" ON "_cameras_v" USING btree ("version_sort");
  CREATE INDEX "_cameras_v_version_version_updated_at_idx" ON "_cameras_v" USING btree ("version_updated_at");
  CREATE INDEX "_cameras_v_version_version_created_at_idx" ON "_cameras_v" USING btree ("version_created_at");
  CREATE INDEX "_cameras_v_version_version__status_idx" ON "_cameras_v" USING btree ("version__status");
  CREATE INDEX "_cameras_v_created_at_idx" ON "_cameras_v" USING btree ("created_at");
  CREATE INDEX "_cameras_v_updated_at_idx" ON "_cameras_v" USING btree ("updated_at");
  CREATE INDEX "_cameras_v_latest_idx" ON "_cameras_v" USING btree ("latest");
  CREATE INDEX "_cameras_v_autosave_idx" ON "_cameras_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "customer_sessions_token_hash_idx" ON "customer_sessions" USING btree ("token_hash");
  CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");
  CREATE INDEX "customer_sessions_expires_at_idx" ON "customer_sessions" USING btree ("expires_at");
  CREATE INDEX "customer_sessions_updated_at_idx" ON "customer_sessions" USING btree ("updated_at");
  CREATE INDEX "customer_sessions_created_at_idx" ON "customer_sessions" USING btree ("created_at");
  CREATE INDEX "one_time_codes_phone_idx" ON "one_time_codes" USING btree ("phone");
  CREATE INDEX "one_time_codes_updated_at_idx" ON "one_time_codes" USING btree ("updated_at");
  CREATE INDEX "one_time_codes_created_at_idx" ON "one_time_codes" USING btree ("created_at");
  CREATE INDEX "rate_limit_hits_at_idx" ON "rate_limit_hits" USING btree ("at");
  CREATE INDEX "key_at_idx" ON "rate_limit_hits" USING btree ("key","at");
  CREATE UNIQUE INDEX "search_documents_key_idx" ON "search_documents" USING btree ("key");
  CREATE INDEX "search_documents_entity_idx" ON "search_documents" USING btree ("entity");
  CREATE INDEX "search_documents_image_idx" ON "search_documents" USING btree ("image_id");
  CREATE INDEX "search_documents_updated_at_idx" ON "search_documents" USING btree ("updated_at");
  CREATE INDEX "search_documents_created_at_idx" ON "search_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_magazines_id_idx" ON "redirects_rels" USING btree ("magazines_id");
  CREATE INDEX "redirects_rels_events_id_idx" ON "redirects_rels" USING btree ("events_id");
  CREATE INDEX "redirects_rels_tours_id_idx" ON "redirects_rels" USING btree ("tours_id");
  CREATE INDEX "redirects_rels_infrastructure_objects_id_idx" ON "redirects_rels" USING btree ("infrastructure_objects_id");
  CREATE INDEX "redirects_rels_places_id_idx" ON "redirects_rels" USING btree ("places_id");
  CREATE INDEX "redirects_rels_walking_routes_id_idx" ON "redirects_rels" USING btree ("walking_routes_id");
  CREATE INDEX "redirects_rels_beaches_id_idx" ON "redirects_rels" USING btree ("beaches_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_locked_documents_rels_statements_id_idx" ON "payload_locked_documents_rels" USING btree ("statements_id");
  CREATE INDEX "payload_locked_documents_rels_statement_scans_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_scans_id");
  CREATE INDEX "payload_locked_documents_rels_appeals_id_idx" ON "payload_locked_documents_rels" USING btree ("appeals_id");
  CREATE INDEX "payload_locked_documents_rels_appeal_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("appeal_topics_id");
  CREATE INDEX "payload_locked_documents_rels_appeal_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("appeal_photos_id");
  CREATE INDEX "payload_locked_documents_rels_booking_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");
  CREATE INDEX "payload_locked_documents_rels_push_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("push_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_magazine_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("magazine_categories_id");
  CREATE INDEX "payload_locked_documents_rels_magazines_id_idx" ON "payload_locked_documents_rels" USING btree ("magazines_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_tours_id_idx" ON "payload_locked_documents_rels" USING btree ("tours_id");
  CREATE INDEX "payload_locked_documents_rels_tour_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("tour_groups_id");
  CREATE INDEX "payload_locked_documents_rels_infrastructure_objects_id_idx" ON "payload_locked_documents_rels" USING btree ("infrastructure_objects_id");
  CREATE INDEX "payload_locked_documents_rels_places_id_idx" ON "payload_locked_documents_rels" USING btree ("places_id");
  CREATE INDEX "payload_locked_documents_rels_walking_routes_id_idx" ON "payload_locked_documents_rels" USING btree ("walking_routes_id");
  CREATE INDEX "payload_locked_documents_rels_beaches_id_idx" ON "payload_locked_documents_rels" USING btree ("beaches_id");
  CREATE INDEX "payload_locked_documents_rels_beach_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("beach_groups_id");
  CREATE INDEX "payload_locked_documents_rels_cameras_id_idx" ON "payload_locked_documents_rels" USING btree ("cameras_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "statements_history" CASCADE;
  DROP TABLE "statements" CASCADE;
  DROP TABLE "statement_scans" CASCADE;
  DROP TABLE "appeals_history" CASCADE;
  DROP TABLE "appeals" CASCADE;
  DROP TABLE "appeals_rels" CASCADE;
  DROP TABLE "appeal_topics" CASCADE;
  DROP TABLE "appeal_photos" CASCADE;
  DROP TABLE "booking_sessions" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "notifications" CASCADE;
  DROP TABLE "push_subscriptions" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "magazine_categories" CASCADE;
  DROP TABLE "magazines_content_blocks_items" CASCADE;
  DROP TABLE "magazines_content_blocks" CASCADE;
  DROP TABLE "magazines_gallery" CASCADE;
  DROP TABLE "magazines_videos" CASCADE;
  DROP TABLE "magazines" CASCADE;
  DROP TABLE "_magazines_v_version_content_blocks_items" CASCADE;
  DROP TABLE "_magazines_v_version_content_blocks" CASCADE;
  DROP TABLE "_magazines_v_version_gallery" CASCADE;
  DROP TABLE "_magazines_v_version_videos" CASCADE;
  DROP TABLE "_magazines_v" CASCADE;
  DROP TABLE "events_gallery" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "_events_v_version_gallery" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "tours_tags" CASCADE;
  DROP TABLE "tours_gallery" CASCADE;
  DROP TABLE "tours" CASCADE;
  DROP TABLE "_tours_v_version_tags" CASCADE;
  DROP TABLE "_tours_v_version_gallery" CASCADE;
  DROP TABLE "_tours_v" CASCADE;
  DROP TABLE "tour_groups" CASCADE;
  DROP TABLE "_tour_groups_v" CASCADE;
  DROP TABLE "infrastructure_objects_gallery" CASCADE;
  DROP TABLE "infrastructure_objects" CASCADE;
  DROP TABLE "_infrastructure_objects_v_version_gallery" CASCADE;
  DROP TABLE "_infrastructure_objects_v" CASCADE;
  DROP TABLE "places_gallery" CASCADE;
  DROP TABLE "places" CASCADE;
  DROP TABLE "_places_v_version_gallery" CASCADE;
  DROP TABLE "_places_v" CASCADE;
  DROP TABLE "walking_routes_gallery" CASCADE;
  DROP TABLE "walking_routes_track" CASCADE;
  DROP TABLE "walking_routes" CASCADE;
  DROP TABLE "_walking_routes_v_version_gallery" CASCADE;
  DROP TABLE "_walking_routes_v_version_track" CASCADE;
  DROP TABLE "_walking_routes_v" CASCADE;
  DROP TABLE "beaches_amenities" CASCADE;
  DROP TABLE "beaches_gallery" CASCADE;
  DROP TABLE "beaches" CASCADE;
  DROP TABLE "_beaches_v_version_amenities" CASCADE;
  DROP TABLE "_beaches_v_version_gallery" CASCADE;
  DROP TABLE "_beaches_v" CASCADE;
  DROP TABLE "beach_groups" CASCADE;
  DROP TABLE "_beach_groups_v" CASCADE;
  DROP TABLE "cameras" CASCADE;
  DROP TABLE "_cameras_v" CASCADE;
  DROP TABLE "customer_sessions" CASCADE;
  DROP TABLE "one_time_codes" CASCADE;
  DROP TABLE "rate_limit_hits" CASCADE;
  DROP TABLE "search_documents" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_customers_sex";
  DROP TYPE "public"."enum_statements_history_status";
  DROP TYPE "public"."enum_statements_status";
  DROP TYPE "public"."enum_statements_sex";
  DROP TYPE "public"."enum_statement_scans_kind";
  DROP TYPE "public"."enum_appeals_history_status";
  DROP TYPE "public"."enum_appeals_status";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_favorites_entity";
  DROP TYPE "public"."enum_notifications_topic";
  DROP TYPE "public"."enum_notifications_audience";
  DROP TYPE "public"."enum_magazines_type";
  DROP TYPE "public"."enum_magazines_status";
  DROP TYPE "public"."enum__magazines_v_version_type";
  DROP TYPE "public"."enum__magazines_v_version_status";
  DROP TYPE "public"."enum_events_category";
  DROP TYPE "public"."enum_events_age_limit";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_category";
  DROP TYPE "public"."enum__events_v_version_age_limit";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_tours_tags";
  DROP TYPE "public"."enum_tours_kind";
  DROP TYPE "public"."enum_tours_status";
  DROP TYPE "public"."enum__tours_v_version_tags";
  DROP TYPE "public"."enum__tours_v_version_kind";
  DROP TYPE "public"."enum__tours_v_version_status";
  DROP TYPE "public"."enum_tour_groups_status";
  DROP TYPE "public"."enum__tour_groups_v_version_status";
  DROP TYPE "public"."enum_infrastructure_objects_category";
  DROP TYPE "public"."enum_infrastructure_objects_status";
  DROP TYPE "public"."enum__infrastructure_objects_v_version_category";
  DROP TYPE "public"."enum__infrastructure_objects_v_version_status";
  DROP TYPE "public"."enum_places_category";
  DROP TYPE "public"."enum_places_status";
  DROP TYPE "public"."enum__places_v_version_category";
  DROP TYPE "public"."enum__places_v_version_status";
  DROP TYPE "public"."enum_walking_routes_difficulty";
  DROP TYPE "public"."enum_walking_routes_status";
  DROP TYPE "public"."enum__walking_routes_v_version_difficulty";
  DROP TYPE "public"."enum__walking_routes_v_version_status";
  DROP TYPE "public"."enum_beaches_amenities";
  DROP TYPE "public"."enum_beaches_surface";
  DROP TYPE "public"."enum_beaches_status_state";
  DROP TYPE "public"."enum_beaches_status";
  DROP TYPE "public"."enum__beaches_v_version_amenities";
  DROP TYPE "public"."enum__beaches_v_version_surface";
  DROP TYPE "public"."enum__beaches_v_version_status_state";
  DROP TYPE "public"."enum__beaches_v_version_status";
  DROP TYPE "public"."enum_beach_groups_status";
  DROP TYPE "public"."enum__beach_groups_v_version_status";
  DROP TYPE "public"."enum_cameras_status";
  DROP TYPE "public"."enum__cameras_v_version_status";
  DROP TYPE "public"."enum_customer_sessions_method";
  DROP TYPE "public"."enum_one_time_codes_purpose";
  DROP TYPE "public"."enum_search_documents_entity";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
