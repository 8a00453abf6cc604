-- Custom SQL migration file, put your code below! --
-- The single settings row (id = 1) with its defaults; the admin settings screen edits it.
INSERT INTO "settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
