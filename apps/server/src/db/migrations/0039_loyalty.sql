-- Loyalty (issue 20): the point rates (one row), the ladder of levels with their perks, each player's level, points and xp counted from the ledger, and what changed them (a level reached by play is recorded once, ever, with its reward). A new casino's rakeback shares rise from the third level; an existing casino's players start counting from this release (their earlier stakes earn nothing). cashier_withdrawal_limit_expect raises CW001 when a withdrawal would pass the level's 24-hour limit (run in the withdrawal's posting, under the player's lock).
CREATE TABLE "loyalty_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"level" smallint,
	"points" bigint DEFAULT 0 NOT NULL,
	"currency" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_events_amount" CHECK ("loyalty_events"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"xp_threshold" bigint NOT NULL,
	"reward" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"withdrawal_limit" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"personal_manager" boolean DEFAULT false NOT NULL,
	CONSTRAINT "loyalty_levels_level" CHECK ("loyalty_levels"."level" between 1 and 50),
	CONSTRAINT "loyalty_levels_threshold" CHECK ("loyalty_levels"."xp_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"xp" bigint DEFAULT 0 NOT NULL,
	"remainders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"counted_to" bigint DEFAULT 0 NOT NULL,
	"counted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_players_counts" CHECK ("loyalty_players"."points" >= 0 and "loyalty_players"."xp" >= 0 and "loyalty_players"."level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scanned_to" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_single" CHECK ("loyalty_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "loyalty_events_user_idx" ON "loyalty_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_events_level_up_once" ON "loyalty_events" USING btree ("user_id","level") WHERE "loyalty_events"."kind" = 'level_up';--> statement-breakpoint
CREATE INDEX "loyalty_events_unpaid_idx" ON "loyalty_events" USING btree ("id") WHERE "loyalty_events"."kind" = 'level_up' and "loyalty_events"."amount" > 0 and "loyalty_events"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_bets_idx" ON "ledger_transactions" USING btree ("user_id","id") WHERE "ledger_transactions"."type" = 'bet';--> statement-breakpoint
ALTER TABLE "loyalty_players" ADD CONSTRAINT "loyalty_players_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "loyalty_events" ADD CONSTRAINT "loyalty_events_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");--> statement-breakpoint
INSERT INTO "loyalty_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- a casino that already runs keeps its rakeback shares (the new default is for a new casino)
UPDATE "rakeback_settings" SET "level_percent_bp" = '{"3": 600, "4": 750, "5": 1000}'::jsonb WHERE "level_percent_bp" = '{}'::jsonb AND NOT EXISTS (SELECT 1 FROM "rakeback_days");--> statement-breakpoint
-- loyalty counts from this release on: what was staked before earns nothing (no one is paid for history)
INSERT INTO "loyalty_players" ("user_id", "counted_to") SELECT "user_id", max("id") FROM "ledger_transactions" WHERE "type" = 'bet' GROUP BY "user_id" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION cashier_withdrawal_limit_expect(p_user bigint, p_currency text, p_amount bigint, p_limit bigint) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  used bigint;
BEGIN
  -- what the player asked to withdraw in the last 24 hours (declined and cancelled ones gave it back)
  SELECT coalesce(sum(amount), 0) INTO used FROM payments
    WHERE user_id = p_user AND direction = 'withdrawal' AND currency = p_currency
      AND status NOT IN ('declined', 'cancelled', 'failed') AND created_at >= now() - interval '24 hours';
  IF used + p_amount > p_limit THEN
    RAISE EXCEPTION 'the withdrawal would pass the level''s 24-hour limit' USING ERRCODE = 'CW001';
  END IF;
  RETURN true;
END
$$;
