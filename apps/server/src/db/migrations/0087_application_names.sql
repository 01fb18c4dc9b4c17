-- Decision 0056 (its leftover): a shop application carries the shop's name in the storefront's other languages beside
-- `name`, the fallback, as merchant_change_requests.names; they go live with the shop on approval.
ALTER TABLE "merchant_applications" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
