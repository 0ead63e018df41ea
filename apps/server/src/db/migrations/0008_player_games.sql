CREATE TABLE "player_games" (
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"favorited_at" timestamp with time zone,
	"last_played_at" timestamp with time zone,
	CONSTRAINT "player_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "high_roller_bet" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ghost_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_games_favorites_idx" ON "player_games" USING btree ("user_id","favorited_at") WHERE "player_games"."favorited_at" is not null;--> statement-breakpoint
CREATE INDEX "player_games_recent_idx" ON "player_games" USING btree ("user_id","last_played_at") WHERE "player_games"."last_played_at" is not null;--> statement-breakpoint
CREATE INDEX "game_rounds_wins_idx" ON "game_rounds" USING btree ("created_at") WHERE "game_rounds"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_rounds_user_wins_idx" ON "game_rounds" USING btree ("user_id","created_at") WHERE "game_rounds"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_rounds_big_wins_idx" ON "game_rounds" USING btree ("created_at") WHERE "game_rounds"."win" >= "game_rounds"."cost" * 10;--> statement-breakpoint
CREATE INDEX "game_rounds_game_big_wins_idx" ON "game_rounds" USING btree ("game_id","created_at") WHERE "game_rounds"."win" >= "game_rounds"."cost" * 10;
--> statement-breakpoint
-- currencies seeded before this migration get their high-roller stake (about 20 euros; seeds carry it for new databases)
UPDATE "currencies" SET "high_roller_bet" = v.bet FROM (VALUES ('EUR', 2000::bigint), ('USD', 2000), ('TRY', 70000), ('INR', 180000), ('BRL', 12000), ('CAD', 3000), ('NOK', 22000), ('PLN', 8500), ('JPY', 3000), ('BTC', 25000), ('ETH', 10000000000000000), ('USDT', 20000000)) AS v(code, bet) WHERE "currencies"."code" = v.code AND "currencies"."high_roller_bet" IS NULL;
