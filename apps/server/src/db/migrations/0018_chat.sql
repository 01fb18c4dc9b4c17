-- 0018_chat: shop chat (issue 26). A conversation is one shopper with one shop, or with the mall's own service
-- (mer_id 0, which is why mer_id carries no foreign key). Messages are rows first; realtime signals carry ids only.
CREATE TABLE "chat_conversations" (
  "id" bigserial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "mer_id" integer NOT NULL CHECK ("mer_id" >= 0),
  "assignee_id" integer REFERENCES "users"("id"),
  "last_message_id" bigint,
  "last_message_at" timestamptz,
  "user_unread" integer NOT NULL DEFAULT 0 CHECK ("user_unread" >= 0),
  "shop_unread" integer NOT NULL DEFAULT 0 CHECK ("shop_unread" >= 0),
  "user_read_upto" bigint NOT NULL DEFAULT 0,
  "shop_read_upto" bigint NOT NULL DEFAULT 0,
  "blocked" boolean NOT NULL DEFAULT false,
  "waiting_since" timestamptz,
  "owner_mailed_at" timestamptz,
  "away_sent_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_idx" ON "chat_conversations" ("user_id", "mer_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_shop_idx" ON "chat_conversations" ("mer_id", "last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "chat_conversations_user_time_idx" ON "chat_conversations" ("user_id", "created_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_waiting_idx" ON "chat_conversations" ("waiting_since") WHERE "waiting_since" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "chat_messages" (
  "id" bigserial PRIMARY KEY,
  "conversation_id" bigint NOT NULL REFERENCES "chat_conversations"("id"),
  "sender" text NOT NULL CHECK ("sender" IN ('shopper', 'shop', 'system')),
  "sender_id" integer REFERENCES "users"("id"),
  "kind" text NOT NULL CHECK ("kind" IN ('text', 'image', 'product', 'order')),
  "body" text NOT NULL CHECK (char_length("body") BETWEEN 1 AND 1000),
  "card" jsonb,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" ("conversation_id", "id");--> statement-breakpoint
CREATE INDEX "chat_messages_sender_time_idx" ON "chat_messages" ("sender_id", "created_at") WHERE "sender" = 'shopper';--> statement-breakpoint
CREATE TABLE "chat_settings" (
  "mer_id" integer PRIMARY KEY CHECK ("mer_id" >= 0),
  "quick_replies" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "away_message" text NOT NULL DEFAULT '' CHECK (char_length("away_message") <= 500),
  "opening_hours" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "time_zone" text NOT NULL DEFAULT 'UTC',
  "notify_after_minutes" integer NOT NULL DEFAULT 0 CHECK ("notify_after_minutes" BETWEEN 0 AND 1440),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TABLE "chat_reports" (
  "id" bigserial PRIMARY KEY,
  "conversation_id" bigint NOT NULL REFERENCES "chat_conversations"("id"),
  "message_id" bigint REFERENCES "chat_messages"("id"),
  "reporter" text NOT NULL CHECK ("reporter" IN ('shopper', 'shop')),
  "reporter_id" integer NOT NULL REFERENCES "users"("id"),
  "reason" text NOT NULL CHECK (char_length("reason") BETWEEN 1 AND 500),
  "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'resolved')),
  "resolution" text,
  "resolved_by" integer REFERENCES "users"("id"),
  "resolved_at" timestamptz,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_once_idx" ON "chat_reports" ("reporter_id", "conversation_id", COALESCE("message_id", 0)) WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_reports_status_idx" ON "chat_reports" ("status", "id");
