-- A bonus keeps the minimum bonus balance of its offer as it was when its money was granted (an operator's later change does not forfeit running bonuses), and the wallet refuses a conditional burn while one of the player's provider rounds may still pay (WL001), checked under the player's account lock.
ALTER TABLE "player_bonuses" ADD COLUMN "min_balance" bigint;--> statement-breakpoint
UPDATE "player_bonuses" SET "min_balance" = ("bonus_offers"."min_balance" ->> "player_bonuses"."currency")::bigint FROM "bonus_offers" WHERE "bonus_offers"."id" = "player_bonuses"."offer_id" AND "player_bonuses"."status" IN ('pending', 'active') AND "player_bonuses"."kind" = 'money' AND ("bonus_offers"."min_balance" ->> "player_bonuses"."currency")::bigint < "player_bonuses"."bonus_amount";--> statement-breakpoint
CREATE FUNCTION wallet_expect_settled(holds boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION 'a round of the player may still pay' USING ERRCODE = 'WL001';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_open_round(player bigint, since timestamptz) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM ledger_transactions bet
    WHERE bet.user_id = player AND bet.type = 'bet' AND bet.created_at >= since
      AND NOT (bet.context ? 'game')
      AND NOT EXISTS (
        SELECT 1 FROM ledger_transactions answer
        WHERE answer.reference = bet.idempotency_key AND answer.user_id = bet.user_id
          AND answer.type IN ('win', 'rollback')))
$$;
