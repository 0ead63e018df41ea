-- Instant cashback: a player's cashback period (kind 'cashback', its share and cap fixed when taken, paid as cash when it ends); offers limited to calendar dates (DAYS_VALID).
ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_kind_check";--> statement-breakpoint
ALTER TABLE "player_bonuses" DROP CONSTRAINT "player_bonuses_amount_check";--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "dates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "cashback_bp" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "cashback_cap" bigint;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_dates_check" CHECK (array_to_string("bonus_offers"."dates", ',') ~ '^([0-9]{4}-[0-9]{2}-[0-9]{2}(,|$))*$');--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_cashback_check" CHECK (("player_bonuses"."kind" = 'cashback') = ("player_bonuses"."cashback_bp" is not null) and ("player_bonuses"."cashback_bp" is null or "player_bonuses"."cashback_bp" > 0));--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_kind_check" CHECK ("player_bonuses"."kind" in ('money', 'free_spins', 'cashback'));--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_amount_check" CHECK (("player_bonuses"."bonus_amount" > 0 or ("player_bonuses"."kind" = 'cashback' and "player_bonuses"."bonus_amount" = 0))
        and "player_bonuses"."wagering_required" >= 0);