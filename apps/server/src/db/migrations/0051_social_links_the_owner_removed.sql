-- Audit AN1: the owner sees and removes the social sign-ins of the account. A removed link stays as a refusal: the
-- same provider account is not linked again to the account through its address (the owner said it is not theirs).
ALTER TABLE "social_accounts" ADD COLUMN "removed_at" timestamp with time zone;
