-- A refund's entries are read by its id (what a refund paid again owes, what the platform holds for its buyer, how
-- many of its card payments failed): without an index each of those read every entry of the books.
CREATE INDEX "ledger_entries_refund_idx" ON "ledger_entries" USING btree ("refund_id") WHERE "refund_id" IS NOT NULL;
