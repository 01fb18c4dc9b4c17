-- Audit G4: a QR sign-in code is bound to the desktop that asked for it. That desktop gets a random value in an
-- httpOnly cookie and the row keeps only its SHA-256; a poll without that cookie (a key read off the screen or a log)
-- gets nothing. Codes made before this migration have none and are answered as unknown (they live two minutes).
ALTER TABLE "qr_logins" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;
