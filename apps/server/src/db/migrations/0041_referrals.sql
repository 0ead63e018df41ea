-- Refer-a-friend (issue 20): the terms (one row, written by the seed at start-up: on for a new casino,
-- off for one that already has players), each player's code, and each referred sign-up.
CREATE TABLE "referral_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"reward" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wager_required" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_single" CHECK ("referral_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"friend_ip" text,
	"friend_device" text,
	"currency" text,
	"reward" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"qualified_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "referrals_reward" CHECK ("referrals"."reward" >= 0)
);
--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_open_idx" ON "referrals" USING btree ("friend_id") WHERE "referrals"."status" in ('pending', 'qualified');--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_code_friend" ON "referrals" USING btree ("code","friend_id");--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_fk" FOREIGN KEY ("friend_id") REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_fk" FOREIGN KEY ("referrer_id") REFERENCES "users"("id");
