ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_user_id_users_id_fk";
--> statement-breakpoint
-- What the foreign keys checked row by row (a query per line of a posting), checked once per
-- statement over all the rows it wrote. Rows named can never go away: postings and lines already
-- refuse updates and deletes (0003); accounts now refuse deletes, a change of id and TRUNCATE (as
-- postings and lines do); a user with postings has ledger accounts (the wallet posts only for
-- players whose accounts it has locked), whose own foreign key keeps the user.
CREATE FUNCTION ledger_entries_check_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM added_entries AS entry
    WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions AS posting WHERE posting.id = entry.transaction_id)
       OR NOT EXISTS (SELECT 1 FROM ledger_accounts AS account WHERE account.id = entry.account_id)
  ) THEN
    RAISE EXCEPTION 'a ledger entry names a posting or an account that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check_references();
--> statement-breakpoint
CREATE FUNCTION ledger_transactions_check_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM added_postings AS posting
    WHERE NOT EXISTS (SELECT 1 FROM users WHERE users.id = posting.user_id)
  ) THEN
    RAISE EXCEPTION 'a posting names a user that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_users AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS added_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transactions_check_users();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_permanent BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- an account's id is what lines name (balances, the only column that changes, are not touched here)
CREATE TRIGGER ledger_accounts_fixed_id BEFORE UPDATE OF id ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- row triggers do not see TRUNCATE, which no foreign key stops now either
CREATE TRIGGER ledger_accounts_not_truncated BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_not_truncated BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_not_truncated BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
