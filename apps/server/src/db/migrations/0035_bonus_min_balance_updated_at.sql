-- A bonus offer's minimum bonus balance (below it the bonus is lost), and when each player bonus last changed (spec §3 "min balance", "last update"); bonuses already taken last changed when they ended, were activated or were taken.
ALTER TABLE "bonus_offers" ADD COLUMN "min_balance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "player_bonuses" SET "updated_at" = coalesce("ended_at", "activated_at", "created_at");
