-- Audit FR5 (left from fix-FT): two operators editing the same category or hot keyword lost one edit without a word.
-- An edit names the version its form loaded and every edit raises it, as activities' do (migration 0082, contract
-- edits.ts): a stale form gets 409.
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_keywords" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
