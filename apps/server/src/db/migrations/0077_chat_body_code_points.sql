-- Audit FF1: a chat message is counted in characters as a person sees them (1000, contract `CHAT_TEXT_MAX`), but its
-- body was held to 1000 code points (migration 0018), so 1000 Thai characters with their marks (about 3000 code
-- points) were refused although the box showed far fewer. Four code points a seen character, as every other text
-- (contract `maxChars`; a letter piling up more marks is refused by `stacksMarks`).
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_body_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_body_check" CHECK (char_length("chat_messages"."body") BETWEEN 1 AND 4000);
