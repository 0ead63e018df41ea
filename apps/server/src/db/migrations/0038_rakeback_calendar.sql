-- Rakeback calendar (issue 19): the operator's terms (one row), each depositor's running day in their time zone, the closed days (claimed once: rakeback_expect raises RB001 when a day's payment finds it paid).
CREATE TABLE "rakeback_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"day_date" date NOT NULL,
	"can_claim_date" date NOT NULL,
	"currency" text NOT NULL,
	"ngr" bigint NOT NULL,
	"percent_bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claim_from" timestamp with time zone NOT NULL,
	"claim_until" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "rakeback_days_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "rakeback_days_amount" CHECK ("rakeback_days"."amount" >= 0 and "rakeback_days"."percent_bp" between 0 and 10000),
	CONSTRAINT "rakeback_days_paid" CHECK ("rakeback_days"."paid_at" is null or "rakeback_days"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rakeback_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"next_time_zone" text,
	"zone_from_player" boolean DEFAULT false NOT NULL,
	"open_day_id" uuid NOT NULL,
	"day_date" date NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_ends_at" timestamp with time zone NOT NULL,
	"counting_from" timestamp with time zone,
	"carried_ngr" bigint DEFAULT 0 NOT NULL,
	"last_day_date" date,
	"opted_out_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rakeback_players_window" CHECK ("rakeback_players"."day_ends_at" > "rakeback_players"."day_start")
);
--> statement-breakpoint
CREATE TABLE "rakeback_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"percent_bp" integer DEFAULT 500 NOT NULL,
	"level_percent_bp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"include_bonus_money" boolean DEFAULT false NOT NULL,
	"hidden_themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rakeback_settings_single" CHECK ("rakeback_settings"."id" = 1),
	CONSTRAINT "rakeback_settings_percent" CHECK ("rakeback_settings"."percent_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rakeback_days_user_day" ON "rakeback_days" USING btree ("user_id","day_date");--> statement-breakpoint
CREATE INDEX "rakeback_players_due_idx" ON "rakeback_players" USING btree ("day_ends_at");--> statement-breakpoint
ALTER TABLE "rakeback_players" ADD CONSTRAINT "rakeback_players_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "rakeback_days" ADD CONSTRAINT "rakeback_days_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");--> statement-breakpoint
INSERT INTO "rakeback_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION rakeback_expect(holds boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION 'the rakeback day was paid already' USING ERRCODE = 'RB001';
  END IF;
END;
$$;
