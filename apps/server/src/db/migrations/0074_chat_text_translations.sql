-- Audit DS6 (leftover): a shop's chat texts in the storefront's other languages, as its intro (migration 0072): the
-- away message (language to text) and each quick reply's translations (one language-to-text object per quick reply,
-- by position); a language left out shows the original. The conversation keeps the language its shopper last wrote
-- in, for the away message and for the quick replies the shop's staff insert.
ALTER TABLE "chat_settings" ADD COLUMN "away_messages" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD COLUMN "quick_reply_translations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "shopper_locale" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_shopper_locale_check" CHECK ("chat_conversations"."shopper_locale" IS NULL OR "chat_conversations"."shopper_locale" IN ('en', 'zh-CN', 'fr', 'th', 'lo', 'es'));
