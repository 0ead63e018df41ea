-- trigram matching for catalog search (PGlite loads the extension from its contrib build)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "games_rounds_played_idx";--> statement-breakpoint
DROP INDEX "games_release_date_idx";--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "games_rtp_idx" ON "games" USING btree ("rtp_hundredths","name","id");--> statement-breakpoint
CREATE INDEX "games_max_multiplier_idx" ON "games" USING btree ("max_multiplier_hundredths","name","id");--> statement-breakpoint
CREATE INDEX "games_min_bet_idx" ON "games" USING btree ("min_bet","name","id");--> statement-breakpoint
CREATE INDEX "games_max_bet_idx" ON "games" USING btree ("max_bet","name","id");--> statement-breakpoint
CREATE INDEX "games_name_trgm_idx" ON "games" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_rounds_played_idx" ON "games" USING btree ("rounds_played","name","id");--> statement-breakpoint
CREATE INDEX "games_release_date_idx" ON "games" USING btree ("release_date","name","id");
