-- Issue 22, fair play: server seeds are stored sealed (AES-256-GCM under SEED_ENCRYPTION_KEY); the
-- plain server_seed of older rows is sealed and emptied by the server at start-up. An active pair
-- also holds the next pair's server seed, committed (its hash shown) before the player chooses the
-- next client seed; a new pair's client seed is null until the player's browser chooses one. The
-- catalog gains the bonus-buy RTP and the odds of the max win.
ALTER TABLE "fair_seeds" ALTER COLUMN "server_seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fair_seeds" ALTER COLUMN "client_seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD COLUMN "server_seed_sealed" text;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD COLUMN "next_server_seed_sealed" text;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD COLUMN "next_server_seed_hash" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "bonus_buy_rtp_hundredths" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_one_in" bigint;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_seed_kept" CHECK ("server_seed" is not null or "server_seed_sealed" is not null);