-- Bonus wagering rules: bet limit, win cap, excluded games, game weights, wagering type; why a bonus ended.
ALTER TABLE "bonus_offers" ADD COLUMN "max_bet" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "max_win" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "excluded_games" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "game_weights" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "wagering_type" text DEFAULT 'REAL_TO_FUN' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_wagering_type_check" CHECK ("bonus_offers"."wagering_type" in ('REAL_TO_FUN', 'REAL_MONEY_ONLY'));