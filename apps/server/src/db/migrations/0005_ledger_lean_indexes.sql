-- Fewer index writes per posting: an entry is identified by its posting and account (no surrogate
-- id and its own index), and only postings that refer to another one (wins, rollbacks, withdrawal
-- steps) enter the reference index.
ALTER TABLE "ledger_entries" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "ledger_entries_transaction_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_account_id_pk" PRIMARY KEY("transaction_id","account_id");--> statement-breakpoint
DROP INDEX "ledger_transactions_reference_idx";--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference") WHERE "ledger_transactions"."reference" is not null;
