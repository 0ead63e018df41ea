-- Issue 21, the rest of responsible gaming: the operator's global bet limit and monthly winnings rule
-- (one row), the reality check (the player's interval; each session's last "continue"), and the
-- one bonus buy a player confirmed over their own limits. ledger_check_bet_limits learns the
-- operator's two limits (checked in each bet's own transaction like the player's).
CREATE TABLE "play_limit_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"global_bet_limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"monthly_winnings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limit_settings_single" CHECK ("play_limit_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reality_checks" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"continued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD COLUMN "reality_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD COLUMN "reality_check_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD COLUMN "bet_exclusion_game" text;--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD COLUMN "bet_exclusion_bet" bigint;--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD COLUMN "bet_exclusion_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reality_checks" ADD CONSTRAINT "reality_checks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reality_checks_user_idx" ON "reality_checks" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "play_limit_settings" ("id") VALUES (1);--> statement-breakpoint
-- A player's net winnings since p_since (wins and cancelled stakes less stakes; negative when
-- behind); postings with p_keys are left out.
CREATE FUNCTION ledger_winnings_since(p_user bigint, p_keys text[], p_since timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(CASE type WHEN 'bet' THEN -amount ELSE amount END), 0)::bigint
  FROM ledger_transactions
  WHERE user_id = p_user AND type IN ('bet', 'win', 'rollback')
    AND created_at >= p_since
    AND NOT (idempotency_key = ANY (p_keys))
$$;
--> statement-breakpoint
-- As before (0021), plus the operator's limits: globalBetLimit refuses a stake above it, and
-- monthlyWinningsLimit refuses any stake once the net winnings since monthlyWinningsSince have
-- reached it. The player's own limits are checked only for the kinds p_limits names.
CREATE OR REPLACE FUNCTION ledger_check_bet_limits(
  p_user bigint, p_keys text[], p_stake bigint, p_now timestamptz, p_limits jsonb
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  usage record;
  checked record;
BEGIN
  IF p_limits ? 'globalBetLimit' AND p_stake > (p_limits->>'globalBetLimit')::bigint THEN
    RAISE EXCEPTION USING ERRCODE = 'RG001', MESSAGE = 'globalBetLimit';
  END IF;
  IF p_limits ? 'monthlyWinningsLimit' AND ledger_winnings_since(
      p_user, p_keys, (p_limits->>'monthlyWinningsSince')::timestamptz
    ) >= (p_limits->>'monthlyWinningsLimit')::bigint THEN
    RAISE EXCEPTION USING ERRCODE = 'RG001', MESSAGE = 'monthlyWinningsLimit';
  END IF;
  IF p_limits ? 'maxBetLimit' AND p_stake > (p_limits->>'maxBetLimit')::bigint THEN
    RAISE EXCEPTION USING ERRCODE = 'RG001', MESSAGE = 'maxBetLimit';
  END IF;
  IF NOT (p_limits ?| ARRAY['dailyBetLimit', 'weeklyBetLimit', 'monthlyBetLimit',
      'dailyLossLimit', 'weeklyLossLimit', 'monthlyLossLimit']) THEN
    RETURN 0;
  END IF;
  SELECT * INTO usage FROM ledger_bet_limit_usage(p_user, p_keys, p_now);
  FOR checked IN
    SELECT * FROM (VALUES
      ('dailyBetLimit', usage.daily_staked), ('weeklyBetLimit', usage.weekly_staked),
      ('monthlyBetLimit', usage.monthly_staked), ('dailyLossLimit', usage.daily_lost),
      ('weeklyLossLimit', usage.weekly_lost), ('monthlyLossLimit', usage.monthly_lost)
    ) AS limits (kind, used)
  LOOP
    IF p_limits ? checked.kind AND checked.used + p_stake > (p_limits->>checked.kind)::bigint THEN
      RAISE EXCEPTION USING ERRCODE = 'RG001', MESSAGE = checked.kind;
    END IF;
  END LOOP;
  RETURN 0;
END;
$$;
--> statement-breakpoint
-- Uses up the bonus buy a player confirmed over their own limits (spec §4), in the buy's own
-- transaction: RG002 when it is gone (used by another round, lapsed, or for another buy).
CREATE FUNCTION rg_use_bet_exclusion(p_user bigint, p_game text, p_bet bigint, p_now timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  UPDATE responsible_gaming_players
  SET bet_exclusion_game = NULL, bet_exclusion_bet = NULL, bet_exclusion_until = NULL
  WHERE user_id = p_user AND bet_exclusion_game = p_game AND bet_exclusion_bet = p_bet
    AND bet_exclusion_until > p_now;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'RG002', MESSAGE = 'bet exclusion gone';
  END IF;
  RETURN 0;
END;
$$;
