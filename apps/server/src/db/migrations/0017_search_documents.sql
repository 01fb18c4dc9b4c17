-- 0017_search_documents: reserved for its issue; replace this statement with the migration.
SELECT 1;
