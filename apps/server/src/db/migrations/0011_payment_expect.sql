-- A payment's change written in the transaction of its ledger posting (a withdrawal's release or
-- payout) first checks that the payment still is where the change assumes. If not, this raises
-- SQLSTATE PY001 and the whole transaction, posting included, writes nothing.
CREATE FUNCTION payment_expect(holds boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION 'the payment changed meanwhile' USING ERRCODE = 'PY001';
  END IF;
END;
$$;
