-- Audit R1: a staff account's chat messages are limited per minute (modules/chat/send.ts, checkStaffPace), counted
-- over its messages of the last minute; the index holds the staff's messages by author and time, as the shopper's
-- own partial index does for theirs, so the count reads only that minute's rows.
CREATE INDEX "chat_messages_staff_time_idx" ON "chat_messages" ("sender_id", "created_at") WHERE "sender" = 'shop';
