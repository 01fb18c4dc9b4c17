-- Audit FO1: the shop-name key (platform/names.ts `nameKey`, step 6) now puts the marks of each Thai and Lao cluster in
-- one order, drops a repeated mark and a phinthu ending a word, and reads ฅ as ค and Lao ແ as ເເ. Keys are computed in
-- code, not SQL: the keys of names with a Thai or Lao letter are cleared here, and start-up (db/name-keys.ts
-- `backfillNameKeys`) computes them again by the new rule before the server answers. Names in other scripts keep
-- their keys (the rule did not change for them). Two live shops that now share a key: the older keeps it, the later
-- is reported in the start-up log for the operator to rename.
UPDATE "merchants" SET "name_key" = NULL WHERE "name" ~ '[\u0E00-\u0EFF]';--> statement-breakpoint
UPDATE "merchant_applications" SET "name_key" = NULL WHERE "name" ~ '[\u0E00-\u0EFF]';--> statement-breakpoint
UPDATE "merchant_change_requests" SET "name_key" = NULL WHERE "status" = 'pending' AND "name" ~ '[\u0E00-\u0EFF]';
