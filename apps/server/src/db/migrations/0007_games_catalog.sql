CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_slug_unique" UNIQUE("slug")
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
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "games_rounds_played_idx" ON "games" USING btree ("rounds_played");--> statement-breakpoint
CREATE INDEX "games_release_date_idx" ON "games" USING btree ("release_date");