-- Audit CT1: a shop's name was found by the shop street and the operator's list with ILIKE, which folds case but not
-- accents ("lumiere" missed "Maison Lumière"), and not at all from the main search box. Each shop keeps its name
-- folded as search folds product names (search-text.ts `foldText`: case, width, apostrophes, Latin accents), written
-- by the code that writes the name; a trigram index answers a part of it. Migrations cannot run that folding: the rows
-- from before are filled at start-up (db/name-keys.ts), as the name keys are.
ALTER TABLE "merchants" ADD COLUMN "name_folded" text;--> statement-breakpoint
CREATE INDEX "merchants_name_folded_idx" ON "merchants" USING gin ("name_folded" gin_trgm_ops);
