-- No-deposit bonuses: a fixed amount per currency, participant and retry limits, who may take one; a bonus need not come with a deposit.
ALTER TABLE "player_bonuses" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "bonus_amount" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "max_participants" integer;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "retry_days" integer;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "requires_email_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "registered_within_days" integer;