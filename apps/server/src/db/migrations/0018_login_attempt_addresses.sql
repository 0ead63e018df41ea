DROP INDEX "login_attempts_failed_user_ip_idx";--> statement-breakpoint
DROP INDEX "login_attempts_failed_identifier_ip_idx";--> statement-breakpoint
DROP INDEX "login_attempts_failed_ip_idx";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "address" text;--> statement-breakpoint
-- failures of the throttle's window (15 minutes) count against their exact address; older rows are
-- never counted again, so they are left as they are (the table keeps every sign-in)
UPDATE "login_attempts" SET "address" = "ip"
  WHERE "address" IS NULL AND NOT "succeeded" AND "created_at" > now() - interval '1 hour';--> statement-breakpoint
CREATE INDEX "login_attempts_failed_user_address_idx" ON "login_attempts" USING btree ("user_id","address","created_at") WHERE not "login_attempts"."succeeded";--> statement-breakpoint
CREATE INDEX "login_attempts_failed_identifier_address_idx" ON "login_attempts" USING btree ("identifier","address","created_at") WHERE not "login_attempts"."succeeded";--> statement-breakpoint
CREATE INDEX "login_attempts_failed_address_idx" ON "login_attempts" USING btree ("address","created_at") WHERE not "login_attempts"."succeeded";