ALTER TABLE "users" ADD COLUMN "cooling_off_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "self_exclusion_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "self_exclusion_permanent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen_until" timestamp with time zone;