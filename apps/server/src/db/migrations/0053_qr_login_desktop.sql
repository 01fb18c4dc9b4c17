-- Audit AN3: what the computer that asked for a QR code is (its browser's User-Agent and its address); the phone's
-- confirm page shows it, with the time it asked, so that a code someone else sent is not confirmed blindly.
ALTER TABLE "qr_logins" ADD COLUMN "desktop_agent" text DEFAULT '' NOT NULL;
ALTER TABLE "qr_logins" ADD COLUMN "desktop_ip" text DEFAULT '' NOT NULL;
