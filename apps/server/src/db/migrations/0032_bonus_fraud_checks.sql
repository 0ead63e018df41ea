-- Activation checks: a minimum number of deposits (DEPOSITS_NUMBER2), one player per network (BONUS_FRAUD).
ALTER TABLE "bonus_offers" ADD COLUMN "min_deposits" integer;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD COLUMN "one_per_network" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "claim_network" text;--> statement-breakpoint
CREATE INDEX "player_bonuses_network_idx" ON "player_bonuses" USING btree ("offer_id","claim_network") WHERE "player_bonuses"."claim_network" is not null;