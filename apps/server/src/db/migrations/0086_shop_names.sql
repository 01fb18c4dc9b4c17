-- Audit FS12, decision 0056 (its shop part): a shop's name in the storefront's other languages beside `name`, the
-- fallback, as coupons.names; a live shop's rename carries them (null: they stay) and goes live on approval.
ALTER TABLE "merchants" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_change_requests" ADD COLUMN "names" jsonb;--> statement-breakpoint
-- Every live shop's name keys (platform/names.ts nameKey), its name's and each translated name's: a key belongs to
-- one shop, so no shop's name in any language looks like another shop's in any language, whatever races. A shop may
-- hold one key for several of its languages (one row). Written by the shops owner whenever a name goes live; keys of
-- names from before are copied here, the ones start-up fills later (db/name-keys.ts) are added there.
CREATE TABLE "merchant_name_keys" (
  "key" text PRIMARY KEY NOT NULL,
  "merchant_id" integer NOT NULL REFERENCES "merchants"("id") ON DELETE CASCADE,
  "name" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "merchant_name_keys_merchant_idx" ON "merchant_name_keys" ("merchant_id");--> statement-breakpoint
INSERT INTO "merchant_name_keys" ("key", "merchant_id", "name")
SELECT "name_key", "id", "name" FROM "merchants" WHERE "name_key" IS NOT NULL;--> statement-breakpoint
-- The name's key follows merchants.name_key by itself, whoever writes it (an approval, start-up's backfill, the seed):
-- a shop's name cannot take a key another shop holds for one of its translated names. The translated names' keys are
-- written by shop-names.ts when they go live.
CREATE FUNCTION "merchant_name_key_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.name_key IS NOT NULL AND OLD.name_key IS DISTINCT FROM NEW.name_key THEN
    DELETE FROM merchant_name_keys WHERE key = OLD.name_key AND merchant_id = NEW.id;
  END IF;
  IF NEW.name_key IS NOT NULL THEN
    UPDATE merchant_name_keys SET name = NEW.name WHERE key = NEW.name_key AND merchant_id = NEW.id;
    IF NOT FOUND THEN
      INSERT INTO merchant_name_keys (key, merchant_id, name) VALUES (NEW.name_key, NEW.id, NEW.name);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchants_name_key_follow" AFTER INSERT OR UPDATE OF name, name_key ON "merchants"
  FOR EACH ROW EXECUTE FUNCTION "merchant_name_key_follow"();
