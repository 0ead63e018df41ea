-- Bonus offers targeted at players by their tags (issue 18: target by tags); existing offers target everyone.
ALTER TABLE "bonus_offers" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;