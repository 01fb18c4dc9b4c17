-- Audit FR5: two operators editing the same activity lost one edit without a word. An activity's edit names the
-- version its form loaded and every edit raises it, as banners' do (contract edits.ts): a stale form gets 409.
ALTER TABLE "activities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
