-- Audit FG6: search folding (platform/text-fold.ts `fold`) kept the invisible format characters a name pasted from a web
-- page or an office document carries (zero-width space, soft hyphen, word joiner, byte order mark, direction marks):
-- "Numb\u200Bat Quilt" was written as the words "numb" and "at", and neither "Numbat Quilt" nor "Numbat" found it.
-- Folding now drops them (every \p{Cf} and the blank fillers of Hangul and Braille), in documents and keywords alike.
-- The products whose name, or a translation's, holds one are named for the documents' refresher (decision 0048): their
-- documents are derived again with the shop open, and answer from the old words until then.
INSERT INTO "search_refresh_queue" ("product_id")
SELECT "id" FROM "products"
WHERE "name" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u115F\u1160\u3164\uFFA0\u2800\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]'
UNION
SELECT "product_id" FROM "product_translations"
WHERE "name" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u115F\u1160\u3164\uFFA0\u2800\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]'
ON CONFLICT ("product_id") DO NOTHING;
