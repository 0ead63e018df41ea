-- links issued before this migration carry no address; they verify nothing any more
ALTER TABLE "email_tokens" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_tokens" ALTER COLUMN "email" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "login_attempts_failed_user_ip_idx" ON "login_attempts" USING btree ("user_id","ip","created_at") WHERE not "login_attempts"."succeeded";--> statement-breakpoint
CREATE INDEX "login_attempts_failed_identifier_ip_idx" ON "login_attempts" USING btree ("identifier","ip","created_at") WHERE not "login_attempts"."succeeded";--> statement-breakpoint
CREATE INDEX "login_attempts_failed_ip_idx" ON "login_attempts" USING btree ("ip","created_at") WHERE not "login_attempts"."succeeded";