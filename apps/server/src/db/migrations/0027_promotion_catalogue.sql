-- Bonus offers become the promotions catalogue: a type, a banner and terms, a validity window, days of the week, and country and language targeting.
ALTER TABLE "bonus_offers" ADD COLUMN "type" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "banner_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "days_of_week" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_type_check" CHECK ("bonus_offers"."type" in ('deposit', 'no_deposit', 'freespins', 'instant_cashback'));--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_window_check" CHECK ("bonus_offers"."starts_at" is null or "bonus_offers"."ends_at" is null or "bonus_offers"."starts_at" < "bonus_offers"."ends_at");--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_days_check" CHECK ("bonus_offers"."days_of_week" <@ array[1, 2, 3, 4, 5, 6, 7]);