-- 0019_notifications: reserved for its issue; replace this statement with the migration.
SELECT 1;
