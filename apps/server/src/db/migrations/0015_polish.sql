-- 0015_polish: reserved for its issue; replace this statement with the migration.
SELECT 1;
