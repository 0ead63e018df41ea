-- Operators change their own password; an invited or reset operator must choose one before anything else.
ALTER TABLE "operators" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "password_changed_at" timestamp with time zone;