-- Races (issue 20): operator-scheduled races ranked from the ledger, their entrants' live numbers, the
-- final results whose prizes are paid once, and win of the month's rule (one row, off until set). A
-- partial index of each player's wins and rollbacks by posting id lets a race count only what is new.
CREATE TABLE "race_entries" (
	"race_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"counts_from" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"opted_in" boolean DEFAULT false NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"achieved_id" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"horizon_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "race_entries_race_id_user_id_pk" PRIMARY KEY("race_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"race_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"score" bigint NOT NULL,
	"wagered" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"prize" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "race_results_race_id_rank_pk" PRIMARY KEY("race_id","rank"),
	CONSTRAINT "race_results_prize" CHECK ("race_results"."prize" >= 0)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'race' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"metric" text NOT NULL,
	"entry" text NOT NULL,
	"games" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"prizes" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "races_window" CHECK ("races"."ends_at" > "races"."starts_at"),
	CONSTRAINT "races_min_bet" CHECK ("races"."min_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "win_of_the_month_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"metric" text DEFAULT 'multiplier' NOT NULL,
	"rule" text DEFAULT 'The biggest multiplier of the month on any game wins.' NOT NULL,
	"games" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "win_of_the_month_settings_single" CHECK ("win_of_the_month_settings"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "race_entries_board_idx" ON "race_entries" USING btree ("race_id","score" DESC NULLS LAST,"achieved_id");--> statement-breakpoint
CREATE INDEX "race_entries_user_idx" ON "race_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "race_results_player_once" ON "race_results" USING btree ("race_id","user_id");--> statement-breakpoint
CREATE INDEX "race_results_user_idx" ON "race_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "races_ends_idx" ON "races" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "races_win_of_the_month_once" ON "races" USING btree (date_trunc('month', "starts_at" at time zone 'UTC')) WHERE "races"."kind" = 'win_of_the_month';--> statement-breakpoint
CREATE INDEX "ledger_transactions_user_settlements_idx" ON "ledger_transactions" USING btree ("user_id","id") WHERE "ledger_transactions"."type" in ('win', 'rollback');--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_race_fk" FOREIGN KEY ("race_id") REFERENCES "races"("id");
--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_fk" FOREIGN KEY ("race_id") REFERENCES "races"("id");
--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id");
--> statement-breakpoint
INSERT INTO "win_of_the_month_settings" ("id") VALUES (1);
