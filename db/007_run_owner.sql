-- rtosbench schema version 7.
-- Who stored a run (issue 39, docs/classroom.md): the database role that inserted it. On
-- PostgreSQL the column defaults to current_user and row-level security lets a member of the
-- group role rtosbench_student insert runs and read, change and delete only the runs it stored
-- (and their cases and tags); every other role (owner, teacher, viewer, writer) sees every run.
-- Those PostgreSQL statements are SchemaMigrator::afterStep's (portable SQL has no RLS). On
-- SQLite (one user's file) the column stays NULL.
-- Portable SQL (INTEGER/TEXT): store/sql_dialect.h makes it PostgreSQL's.
-- Statements are separated by lines holding only "-- ;".
ALTER TABLE run ADD COLUMN created_by TEXT
