-- Audit AN2: the session that confirmed a QR code. The desktop gets its session only while that one is still live, so
-- a session ended (password change, "sign out everywhere", an administrator) cannot hand itself on to a computer.
ALTER TABLE "qr_logins" ADD COLUMN "session_id" integer;
