-- trigram matching for catalog search (PGlite loads the extension from its contrib build)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"win" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bought" boolean DEFAULT false NOT NULL,
	"outcome" jsonb NOT NULL,
	"shown_steps" integer DEFAULT 1 NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"bet_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_round_key_unique" UNIQUE("round_key")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"volatility" text,
	"description" text DEFAULT '' NOT NULL,
	"rtp_hundredths" integer NOT NULL,
	"max_multiplier_hundredths" integer NOT NULL,
	"hit_frequency_hundredths" integer,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"release_date" date NOT NULL,
	"has_bonus_buy" boolean DEFAULT false NOT NULL,
	"is_bonus" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rounds_played" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "games_bets_check" CHECK ("games"."min_bet" > 0 and "games"."max_bet" >= "games"."min_bet")
);
--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bet_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bet_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_idx" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "fair_seeds_user_idx" ON "fair_seeds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_seed_nonce_idx" ON "game_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_game_idx" ON "game_rounds" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_rounds_played_idx" ON "games" USING btree ("rounds_played","name","id");--> statement-breakpoint
CREATE INDEX "games_release_date_idx" ON "games" USING btree ("release_date","name","id");--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "games_rtp_idx" ON "games" USING btree ("rtp_hundredths","name","id");--> statement-breakpoint
CREATE INDEX "games_max_multiplier_idx" ON "games" USING btree ("max_multiplier_hundredths","name","id");--> statement-breakpoint
CREATE INDEX "games_min_bet_idx" ON "games" USING btree ("min_bet","name","id");--> statement-breakpoint
CREATE INDEX "games_max_bet_idx" ON "games" USING btree ("max_bet","name","id");--> statement-breakpoint
CREATE INDEX "games_name_trgm_idx" ON "games" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_name_prefix_idx" ON "games" USING btree (lower("name") text_pattern_ops);
--> statement-breakpoint
-- A round planned with a seed pair the process remembers checks, in the round's own transaction,
-- that the pair is still active (not revealed) and the nonce unused; otherwise SQLSTATE GS001
-- fails the transaction and the round is played again from the pair as stored.
CREATE FUNCTION fair_seed_expect(holds boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION 'the seed pair changed since this round was drawn' USING ERRCODE = 'GS001';
  END IF;
END;
$$;
