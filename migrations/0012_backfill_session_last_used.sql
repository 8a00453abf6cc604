-- Custom SQL migration file, put your code below! --
-- Issue #9: sessions made before 0011 added last_used_at got the migration's time as their last use; their
-- start is the best known value (the account page lists sessions by last use).
UPDATE "sessions" SET "last_used_at" = "created_at";
