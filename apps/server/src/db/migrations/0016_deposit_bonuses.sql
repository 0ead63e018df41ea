CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"match_bp" integer NOT NULL,
	"max_bonus" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_deposit" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"deposit_number" integer,
	"valid_days" integer DEFAULT 7 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_offers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"offer_id" integer NOT NULL,
	"payment_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "player_bonuses_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "player_bonuses_amount_check" CHECK ("player_bonuses"."bonus_amount" > 0 and "player_bonuses"."wagering_required" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active_idx" ON "player_bonuses" USING btree ("user_id") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","created_at");--> statement-breakpoint
-- A bonus's change written in the transaction of its ledger posting (granted, converted, burnt)
-- first checks the bonus still is where the change assumes; if not, SQLSTATE BN001 and the whole
-- transaction, posting included, writes nothing.
CREATE FUNCTION bonus_expect(holds boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF holds IS NOT TRUE THEN
    RAISE EXCEPTION 'the bonus changed meanwhile' USING ERRCODE = 'BN001';
  END IF;
END;
$$;
