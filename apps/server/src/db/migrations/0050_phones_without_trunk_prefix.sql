-- Audit AN4: a phone typed with its national trunk prefix ("081-234-5678" with +66, "020 5555 1234" with +856) was
-- stored as typed, a different number (and account) from "+66 81 234 5678". Phones are now stored without it
-- (packages/contract/src/phones.ts `nationalNumber`, whose country list this mirrors); the ones stored before are
-- rewritten the same way. An account whose number without the prefix already belongs to another account is left as it
-- is (two people may have made the two accounts, or one person two: only they can say which to keep).
UPDATE "users" AS u SET "phone" = f."phone"
FROM (
  SELECT "id", "country_code",
    CASE
      WHEN "country_code" = '+1' AND "phone" ~ '^1[0-9]{10}$' THEN substr("phone", 2)
      WHEN "country_code" = '+7' AND "phone" ~ '^8[0-9]{10}$' THEN substr("phone", 2)
      WHEN "country_code" = '+36' AND "phone" ~ '^06[0-9]{8,9}$' THEN substr("phone", 3)
      WHEN "country_code" = ANY (ARRAY[
      '+20', '+211', '+212', '+213', '+218', '+231', '+232', '+233', '+234', '+243', '+249', '+250', '+251', '+252',
      '+254', '+255', '+256', '+260', '+261', '+262', '+263', '+264', '+265', '+27', '+291', '+31', '+32', '+33',
      '+353', '+355', '+358', '+359', '+373', '+374', '+377', '+380', '+381', '+382', '+383', '+385', '+386', '+387',
      '+389', '+40', '+41', '+421', '+43', '+44', '+46', '+49', '+508', '+51', '+53', '+54', '+55', '+57', '+58',
      '+590', '+591', '+593', '+594', '+595', '+596', '+598', '+60', '+61', '+62', '+63', '+64', '+66', '+81', '+82',
      '+84', '+850', '+855', '+856', '+86', '+880', '+886', '+90', '+91', '+92', '+93', '+94', '+95', '+961', '+962',
      '+963', '+964', '+966', '+967', '+970', '+971', '+972', '+976', '+977', '+98', '+994', '+995', '+996'
      ]) AND "phone" ~ '^0[0-9]{4,}$' THEN substr("phone", 2)
    END AS "phone"
  FROM "users" WHERE "phone" IS NOT NULL
) AS f
WHERE u."id" = f."id" AND f."phone" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS o WHERE o."country_code" = f."country_code" AND o."phone" = f."phone"
  );
--> statement-breakpoint
-- Delivery addresses: the number the courier dials, no account behind it.
UPDATE "addresses" SET "phone" =
  CASE
    WHEN "country_code" = '+1' AND "phone" ~ '^1[0-9]{10}$' THEN substr("phone", 2)
    WHEN "country_code" = '+7' AND "phone" ~ '^8[0-9]{10}$' THEN substr("phone", 2)
    WHEN "country_code" = '+36' AND "phone" ~ '^06[0-9]{8,9}$' THEN substr("phone", 3)
    ELSE substr("phone", 2)
  END
WHERE ("country_code" = '+1' AND "phone" ~ '^1[0-9]{10}$')
  OR ("country_code" = '+7' AND "phone" ~ '^8[0-9]{10}$')
  OR ("country_code" = '+36' AND "phone" ~ '^06[0-9]{8,9}$')
  OR ("country_code" = ANY (ARRAY[
    '+20', '+211', '+212', '+213', '+218', '+231', '+232', '+233', '+234', '+243', '+249', '+250', '+251', '+252',
    '+254', '+255', '+256', '+260', '+261', '+262', '+263', '+264', '+265', '+27', '+291', '+31', '+32', '+33',
    '+353', '+355', '+358', '+359', '+373', '+374', '+377', '+380', '+381', '+382', '+383', '+385', '+386', '+387',
    '+389', '+40', '+41', '+421', '+43', '+44', '+46', '+49', '+508', '+51', '+53', '+54', '+55', '+57', '+58',
    '+590', '+591', '+593', '+594', '+595', '+596', '+598', '+60', '+61', '+62', '+63', '+64', '+66', '+81', '+82',
    '+84', '+850', '+855', '+856', '+86', '+880', '+886', '+90', '+91', '+92', '+93', '+94', '+95', '+961', '+962',
    '+963', '+964', '+966', '+967', '+970', '+971', '+972', '+976', '+977', '+98', '+994', '+995', '+996'
  ]) AND "phone" ~ '^0[0-9]{4,}$');
