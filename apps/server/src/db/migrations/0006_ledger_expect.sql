-- A posting planned from what the wallet remembers (balances, earlier postings) checks, under its
-- locks and in its own transaction, that the ledger still is what the plan assumed. If not, this
-- raises SQLSTATE WL001 and the transaction writes nothing; the wallet then plans again from fresh
-- reads.
CREATE FUNCTION ledger_expect(holds boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION 'the ledger changed since this posting was planned' USING ERRCODE = 'WL001';
  END IF;
END;
$$;
