-- Audit CP2: an account with no password, phone or e-mail (made by a social sign-in) proves itself by a recent sign-in
-- with its provider. A session keeps which way opened it ('social' through a provider, 'qr' minted by another session
-- through the QR sign-in, '' for the others and for sessions opened before), so a session minted by QR never counts.
ALTER TABLE "sessions" ADD COLUMN "signed_in_by" text DEFAULT '' NOT NULL;
