ALTER TABLE "users" ADD COLUMN "bet_limits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bet_limits_changed_at" timestamp with time zone;--> statement-breakpoint
-- What counts against a player's bet and loss limits at p_now, over the rolling day, 7 and 30 days:
-- staked = bets less cancelled bets, lost = staked less wins. Postings with p_keys are left out.
CREATE FUNCTION ledger_bet_limit_usage(p_user bigint, p_keys text[], p_now timestamptz)
RETURNS TABLE (
  daily_staked bigint, weekly_staked bigint, monthly_staked bigint,
  daily_lost bigint, weekly_lost bigint, monthly_lost bigint
) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(sum(staked) FILTER (WHERE created_at > p_now - interval '1 day'), 0)::bigint,
    coalesce(sum(staked) FILTER (WHERE created_at > p_now - interval '7 days'), 0)::bigint,
    coalesce(sum(staked), 0)::bigint,
    coalesce(sum(lost) FILTER (WHERE created_at > p_now - interval '1 day'), 0)::bigint,
    coalesce(sum(lost) FILTER (WHERE created_at > p_now - interval '7 days'), 0)::bigint,
    coalesce(sum(lost), 0)::bigint
  FROM (
    SELECT created_at,
      CASE type WHEN 'bet' THEN amount WHEN 'rollback' THEN -amount ELSE 0 END AS staked,
      CASE type WHEN 'bet' THEN amount ELSE -amount END AS lost
    FROM ledger_transactions
    WHERE user_id = p_user AND type IN ('bet', 'win', 'rollback')
      AND created_at > p_now - interval '30 days'
      AND NOT (idempotency_key = ANY (p_keys))
  ) AS moves
$$;
--> statement-breakpoint
-- A player's bet and loss limits, checked in the transaction of the bet itself, after its postings
-- are written (their keys are left out of the usage) and while the player's accounts are locked, so
-- two bets of one player can never both pass a limit that only one fits. A stake is refused when
-- it would take the amount staked or lost past a limit (SQLSTATE RG001, the limit's name as the
-- message).
CREATE FUNCTION ledger_check_bet_limits(
  p_user bigint, p_keys text[], p_stake bigint, p_now timestamptz, p_limits jsonb
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  usage record;
  checked record;
BEGIN
  IF p_limits ? 'maxBetLimit' AND p_stake > (p_limits->>'maxBetLimit')::bigint THEN
    RAISE EXCEPTION USING ERRCODE = 'RG001', MESSAGE = 'maxBetLimit';
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
