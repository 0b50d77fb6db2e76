-- rtosbench schema version 5.
-- The identity of a run across databases (issue 21, `rtosbench-cli db copy`): a UUID given when
-- the run is first stored and kept by every copy, so a run already in a database is not copied
-- twice. Runs stored before get one when this file is applied (SchemaMigrator::afterStep).
-- The position of a tag in its run (the order given; PostgreSQL has no rowid): NULL for tags
-- stored before, which keep their SQLite rowid order.
-- Portable SQL (INTEGER/TEXT): store/sql_dialect.h makes it PostgreSQL's.
-- Statements are separated by lines holding only "-- ;".
ALTER TABLE run ADD COLUMN uid TEXT
-- ;
CREATE UNIQUE INDEX run_uid ON run(uid)
-- ;
ALTER TABLE run_tag ADD COLUMN position INTEGER
