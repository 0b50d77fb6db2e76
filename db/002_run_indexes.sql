-- rtosbench schema version 2.
-- The run list (1,000+ runs) is sorted and filtered by start time and status; the workbench
-- version that stored a run is kept so a result can be traced to the code that produced it.
-- Statements are separated by lines holding only "-- ;".
CREATE INDEX run_started_at ON run(started_at);
-- ;
CREATE INDEX run_status ON run(status);
-- ;
-- rtosbench version that wrote the run (NULL for runs stored by schema 1).
ALTER TABLE run ADD COLUMN workbench_version TEXT
-- ;
CREATE INDEX reference_result_configuration ON reference_result(configuration_id)
-- ;
-- Covering index for the run list: case and sample counts per run without reading the rows
-- (sample_count sits after the samples BLOB, which may span overflow pages).
CREATE INDEX case_result_run_count ON case_result(run_id, sample_count)
