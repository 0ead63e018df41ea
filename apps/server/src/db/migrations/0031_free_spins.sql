-- Free spins: offers name a game, a count and a stake; a player holds one active money bonus and one active free-spins bonus; a free spin's round has no bet posting.
DROP INDEX "player_bonuses_one_active_idx";--> statement-breakpoint
ALTER TABLE "game_rounds" ALTER COLUMN "bet_transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "free_spins_game" text;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "free_spins_count" integer;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "free_spin_stake" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "kind" text DEFAULT 'money' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "free_spins_game" text;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "free_spins_total" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "free_spins_left" integer;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "free_spin_stake" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "free_spins_won" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "free_spin_bonus_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_idx" ON "player_bonuses" USING btree ("user_id","kind") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_kind_check" CHECK ("player_bonuses"."kind" in ('money', 'free_spins'));--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_free_spins_check" CHECK ("player_bonuses"."free_spins_total" is null or ("player_bonuses"."free_spins_game" is not null and "player_bonuses"."free_spin_stake" > 0
        and "player_bonuses"."free_spins_left" between 0 and "player_bonuses"."free_spins_total" and "player_bonuses"."free_spins_won" >= 0));--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_paid_check" CHECK (("game_rounds"."bet_transaction_id" is null) <> ("game_rounds"."free_spin_bonus_id" is null));--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_free_spin_bonus_id_fk" FOREIGN KEY ("free_spin_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE restrict ON UPDATE no action;
