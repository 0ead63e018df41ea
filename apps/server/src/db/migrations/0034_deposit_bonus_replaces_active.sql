-- A deposit's bonus replaces a bonus active when the deposit completes only if the player agreed to it when choosing ("Burn and Activate"); bonuses already waiting for their deposit keep the old rule (they replace it).
ALTER TABLE "player_bonuses" ADD COLUMN "replaces_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "player_bonuses" SET "replaces_active" = true WHERE "status" = 'pending';
