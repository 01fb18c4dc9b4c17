-- Brief GV, items 1 and 2: the "a shopper is waiting" mails of one recipient stop at an hourly cap, and what the cap
-- holds back is mailed as one digest when the hour's window closes (chat_waiting_held: one row per recipient and
-- conversation held, `due_at` the window's end); the reminder of a waiting streak is told apart by a flag instead of
-- by the time of its first mail (a first mail that went more than an hour late looked like the reminder, so the
-- reminder never went).
ALTER TABLE "chat_conversations" ADD COLUMN "owner_reminded" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Conversations whose streak the old rule took as reminded already (a mail at least an hour after the first could
-- have gone, counted from when the shopper began waiting) are not reminded again.
UPDATE "chat_conversations" c SET "owner_reminded" = true
FROM "chat_settings" s
WHERE s."mer_id" = c."mer_id" AND c."owner_mailed_at" IS NOT NULL AND c."waiting_since" IS NOT NULL
  AND c."owner_mailed_at" >= c."waiting_since" + make_interval(mins => s."notify_after_minutes" + 60);
--> statement-breakpoint
CREATE TABLE "chat_waiting_held" (
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"conversation_id" bigint NOT NULL REFERENCES "chat_conversations"("id") ON DELETE CASCADE,
	"due_at" timestamp with time zone NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_waiting_held_pkey" PRIMARY KEY ("user_id", "conversation_id")
);
--> statement-breakpoint
CREATE INDEX "chat_waiting_held_due_idx" ON "chat_waiting_held" ("due_at");
