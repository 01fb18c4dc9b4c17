-- 0020_pages_and_speed: reserved for its issue; replace this statement with the migration.
SELECT 1;
