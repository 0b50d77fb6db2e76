-- rtosbench schema version 6.
-- Plans split across machines (issue 38, `run --shard K/N`, docs/scale.md): the expanded plan
-- of an experiment, identified by a digest of its configurations in the experiment's order
-- (PlanShard::planId: the same experiment gives the same id on every machine), and with every
-- run its plan, its position in the plan (0-based) and the shard that ran it ("K/N"; NULL when
-- the plan was not split). Runs stored before have NULL in all three and belong to no plan.
-- plan_json holds one label and the build request (without machine-local paths) per position.
-- Portable SQL (INTEGER/TEXT): store/sql_dialect.h makes it PostgreSQL's.
-- Statements are separated by lines holding only "-- ;".
CREATE TABLE run_plan (
    id          TEXT NOT NULL PRIMARY KEY,
    experiment  TEXT NOT NULL,
    size        INTEGER NOT NULL,
    plan_json   TEXT NOT NULL,
    created_at  TEXT NOT NULL
)
-- ;
ALTER TABLE run ADD COLUMN plan_id TEXT
-- ;
ALTER TABLE run ADD COLUMN plan_index INTEGER
-- ;
ALTER TABLE run ADD COLUMN shard TEXT
-- ;
CREATE INDEX run_plan_position ON run(plan_id, plan_index)
