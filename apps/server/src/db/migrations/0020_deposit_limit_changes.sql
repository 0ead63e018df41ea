ALTER TABLE "deposit_limits" ADD COLUMN "pending_amount" bigint;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "pending_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;