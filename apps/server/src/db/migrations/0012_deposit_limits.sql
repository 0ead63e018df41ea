CREATE TABLE "deposit_limits" (
	"user_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "deposit_limits_amount_check" CHECK ("deposit_limits"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "require_verified_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- the crypto method seeded before this migration needs a verified email like a newly seeded one
UPDATE "payment_methods" SET "require_verified_email" = true WHERE "name" = 'crypto';
