CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_key_locale_pk" PRIMARY KEY("key","locale")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"country_id" serial PRIMARY KEY NOT NULL,
	"code" char(2) NOT NULL,
	"name" text NOT NULL,
	"phone_code" text NOT NULL,
	"flag" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_block_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"country" char(2) NOT NULL,
	"first_url" text NOT NULL,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"exponent" smallint NOT NULL,
	"is_crypto" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"mkt" text,
	"cpnc" text,
	"user_device_type" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locale_strings" (
	"locale" text PRIMARY KEY NOT NULL,
	"strings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"audience" text NOT NULL,
	"head" text DEFAULT '' NOT NULL,
	"body_start" text DEFAULT '' NOT NULL,
	"body_end" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marketing_scripts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "registration_fields" (
	"key" text PRIMARY KEY NOT NULL,
	"flag" smallint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "country_block_reports_unique" ON "country_block_reports" USING btree ("ip","country","first_url");