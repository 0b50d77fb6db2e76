-- rtosbench schema version 4.
-- Where the instructions of a case's measured windows go (rtosbench-cli explain, issue 20,
-- docs/explain.md): emulated instruction counts on the virtual board, attributed by an
-- execution trace of the run's exact firmware. One row per case result: the number of traced
-- windows, the medians over them of the attributed total (equal to the raw samples) and of its
-- kernel layer (NULL when the ELF has no debug information: no layers), the ELF's SHA-256 and the whole attribution (per window, layer and function)
-- as JSON. Trace files are never stored. Plain INTEGER/TEXT/REAL columns (portable SQL).
-- Statements are separated by lines holding only "-- ;".
CREATE TABLE case_attribution (
    case_result_id INTEGER NOT NULL PRIMARY KEY REFERENCES case_result(id) ON DELETE CASCADE,
    windows        INTEGER NOT NULL,
    total_median   REAL NOT NULL,
    kernel_median  REAL,
    elf_sha256     TEXT NOT NULL,
    created_at     TEXT NOT NULL,
    result_json    TEXT NOT NULL
)
