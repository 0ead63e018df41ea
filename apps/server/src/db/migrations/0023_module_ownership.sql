-- Each module owns its tables (docs/architecture.md). Responsible gaming moves out of "users" into
-- tables of its own; the job runner gets its table. Foreign keys between modules' tables stay as
-- they are in SQL (drizzle-kit's snapshot no longer lists them: a module's schema names only its
-- own tables), and the new tables' references to users are added here by hand.
CREATE TABLE "responsible_gaming_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "responsible_gaming_breaks_permanent_check" CHECK ("responsible_gaming_breaks"."ends_at" is not null or "responsible_gaming_breaks"."kind" = 'self_exclusion')
);
--> statement-breakpoint
CREATE TABLE "responsible_gaming_players" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"current_break_id" bigint,
	"bet_limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bet_limits_changed_at" timestamp with time zone,
	"session_limit_minutes" integer,
	"ghost_mode" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD CONSTRAINT "responsible_gaming_players_current_break_id_responsible_gaming_breaks_id_fk" FOREIGN KEY ("current_break_id") REFERENCES "public"."responsible_gaming_breaks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "responsible_gaming_breaks_user_idx" ON "responsible_gaming_breaks" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_pending_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_due_idx" ON "jobs" USING btree ("lease_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."status" = 'done';--> statement-breakpoint
ALTER TABLE "responsible_gaming_breaks" ADD CONSTRAINT "responsible_gaming_breaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming_players" ADD CONSTRAINT "responsible_gaming_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- every player who used a responsible-gaming tool keeps what they set
INSERT INTO "responsible_gaming_players" ("user_id", "bet_limits", "bet_limits_changed_at", "session_limit_minutes", "ghost_mode", "updated_at")
SELECT "id", "bet_limits", "bet_limits_changed_at", "session_limit_minutes", "ghost_mode", "updated_at" FROM "users"
WHERE "ghost_mode" OR "bet_limits" <> '{}'::jsonb OR "bet_limits_changed_at" IS NOT NULL OR "session_limit_minutes" IS NOT NULL
  OR "cooling_off_until" IS NOT NULL OR "self_exclusion_until" IS NOT NULL OR "self_exclusion_permanent" OR "frozen_until" IS NOT NULL;--> statement-breakpoint
-- their breaks, running or over (when one started was not kept: its last change stands in)
INSERT INTO "responsible_gaming_breaks" ("user_id", "kind", "status", "started_at", "ends_at", "ended_at")
SELECT "user_id", "kind",
  CASE WHEN "ends_at" IS NULL OR "ends_at" > now() THEN 'active' ELSE 'ended' END,
  least("changed_at", coalesce("ends_at", "changed_at")), "ends_at",
  CASE WHEN "ends_at" IS NOT NULL AND "ends_at" <= now() THEN "ends_at" END
FROM (
  SELECT "id" AS "user_id", 'cooling_off' AS "kind", "cooling_off_until" AS "ends_at", "updated_at" AS "changed_at" FROM "users" WHERE "cooling_off_until" IS NOT NULL
  UNION ALL SELECT "id", 'self_exclusion', "self_exclusion_until", "updated_at" FROM "users" WHERE "self_exclusion_until" IS NOT NULL AND NOT "self_exclusion_permanent"
  UNION ALL SELECT "id", 'self_exclusion', NULL, "updated_at" FROM "users" WHERE "self_exclusion_permanent"
  UNION ALL SELECT "id", 'freeze', "frozen_until", "updated_at" FROM "users" WHERE "frozen_until" IS NOT NULL
) AS "taken";--> statement-breakpoint
UPDATE "responsible_gaming_players" AS "p" SET "current_break_id" = "b"."id"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "id" FROM "responsible_gaming_breaks"
  WHERE "status" = 'active'
  -- as the old columns were read: a permanent exclusion, then a freeze, a self-exclusion, a cooling-off
  ORDER BY "user_id", "ends_at" IS NULL DESC, "kind" = 'freeze' DESC, "kind" = 'self_exclusion' DESC, "ends_at" DESC
) AS "b"
WHERE "b"."user_id" = "p"."user_id";--> statement-breakpoint
-- the jobs that end the running breaks and expire the active bonuses at their time
INSERT INTO "jobs" ("kind", "key", "payload", "run_at", "created_at")
SELECT 'responsible-gaming.end-break', 'break:' || "id", jsonb_build_object('breakId', "id"), "ends_at", now()
FROM "responsible_gaming_breaks" WHERE "status" = 'active' AND "ends_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "run_at", "created_at")
SELECT 'bonuses.expire', 'bonus:' || "public_id", jsonb_build_object('bonusId', "public_id"), "expires_at", now()
FROM "player_bonuses" WHERE "status" = 'active' AND "expires_at" IS NOT NULL;--> statement-breakpoint
-- A posting of the wallet's, by its idempotency key: how another module's statement written in the
-- same transaction as postings (a game round's record) reads them, without naming the ledger's tables.
CREATE FUNCTION ledger_posting(p_key text)
RETURNS TABLE (id bigint, cash_before bigint, cash_after bigint, bonus_before bigint, bonus_after bigint)
LANGUAGE sql STABLE AS $$
  SELECT id, cash_before, cash_after, bonus_before, bonus_after FROM ledger_transactions WHERE idempotency_key = p_key
$$;
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "ghost_mode";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "cooling_off_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "self_exclusion_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "self_exclusion_permanent";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "frozen_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "bet_limits";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "bet_limits_changed_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "session_limit_minutes";