-- Verification (issue 21): players' documents with their review, and the operator's KYC threshold for
-- withdrawals (one row; no currency listed means no verification is needed to withdraw), which
-- cashier_withdrawal_kyc_expect applies (CW002).
CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" uuid NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "kyc_documents_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "verification_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"withdrawal_thresholds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_settings_single" CHECK ("verification_settings"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_user_hash_idx" ON "kyc_documents" USING btree ("user_id","sha256");--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue_idx" ON "kyc_documents" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "verification_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- the KYC threshold's check, run in a withdrawal's posting under the player's lock (so two withdrawals at
-- once cannot both pass it): what the player asked to withdraw in the last 30 days by the database's
-- clock, as payments.created_at is (declined, cancelled and failed ones gave it back), plus this one
-- may not pass p_limit
CREATE FUNCTION cashier_withdrawal_kyc_expect(p_user bigint, p_currency text, p_amount bigint, p_limit bigint)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  used bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO used FROM payments
    WHERE user_id = p_user AND direction = 'withdrawal' AND currency = p_currency
      AND status NOT IN ('declined', 'cancelled', 'failed') AND created_at >= now() - interval '30 days';
  IF used + p_amount > p_limit THEN
    RAISE EXCEPTION 'the withdrawal would pass what may be withdrawn without verification' USING ERRCODE = 'CW002';
  END IF;
  RETURN true;
END
$$;
