-- 0018_chat: reserved for its issue; replace this statement with the migration.
SELECT 1;
