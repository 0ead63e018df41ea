-- Issue 21, the operator's side of responsible gaming: support's raises and removals of bet and
-- loss limits wait 24 hours (bet_limits_pending) and need a loyalty level (limit_change_min_level);
-- markers of harm (the job's daily signals, and the markers operators review).
CREATE TABLE "harm_markers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "harm_signals" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "harm_signals_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "play_limit_settings" ADD COLUMN "limit_change_min_level" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD COLUMN "bet_limits_pending" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "harm_markers_open_idx" ON "harm_markers" USING btree ("user_id","kind") WHERE "harm_markers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "harm_markers_status_idx" ON "harm_markers" USING btree ("status","raised_at");--> statement-breakpoint
CREATE INDEX "harm_signals_day_idx" ON "harm_signals" USING btree ("day");--> statement-breakpoint
ALTER TABLE "harm_markers" ADD CONSTRAINT "harm_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harm_signals" ADD CONSTRAINT "harm_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
