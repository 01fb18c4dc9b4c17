-- 0014_money_hardening: reserved for its issue; replace this statement with the migration.
SELECT 1;
