-- rtosbench schema version 1.
-- Applied inside one transaction by RunStore; the version is recorded in PRAGMA user_version
-- and in schema_migration. Statements are separated by lines holding only "-- ;".
CREATE TABLE schema_migration (
    version     INTEGER PRIMARY KEY,
    applied_at  TEXT NOT NULL,
    description TEXT NOT NULL
);
-- ;
-- Every condition a number depends on. NULL means "unknown" (never a default).
CREATE TABLE configuration (
    id                INTEGER PRIMARY KEY,
    hash              TEXT NOT NULL UNIQUE,      -- sha256 of the canonical JSON of all fields below
    board             TEXT,
    mcu               TEXT,
    core              TEXT,
    toolchain         TEXT,                      -- e.g. gcc, "Arm Compiler 6 (AC6)"
    toolchain_version TEXT,
    cflags            TEXT,
    opt_level         TEXT,                      -- e.g. -Os
    clock_hz          INTEGER,
    flash_wait_states INTEGER,
    kernel            TEXT,
    kernel_version    TEXT,
    kernel_profile    TEXT,
    timing_method     TEXT,                      -- dwt | systick | gpio | icount | clock | free text
    timer_hz          INTEGER,                   -- counts per second of the timer (resolution)
    timer_emulated    INTEGER,                   -- 1: emulated instruction-count time, not cycles
    debugger          TEXT,                      -- attached | detached | unknown
    extra_json        TEXT NOT NULL DEFAULT '{}' -- other stated conditions (machine, cpuid, ...)
);
-- ;
CREATE TABLE kernel_config (
    configuration_id INTEGER NOT NULL REFERENCES configuration(id) ON DELETE CASCADE,
    key              TEXT NOT NULL,
    value            TEXT NOT NULL,
    PRIMARY KEY (configuration_id, key)
);
-- ;
CREATE TABLE run (
    id               INTEGER PRIMARY KEY,
    configuration_id INTEGER NOT NULL REFERENCES configuration(id),
    source           TEXT NOT NULL DEFAULT 'measured', -- measured | imported | <suite name>
    started_at       TEXT,                              -- ISO 8601 UTC
    finished_at      TEXT,
    status           TEXT NOT NULL CHECK (status IN ('complete', 'incomplete', 'failed')),
    status_reason    TEXT NOT NULL DEFAULT '',
    firmware_sha256  TEXT,
    fw_text          INTEGER,
    fw_rodata        INTEGER,
    fw_data          INTEGER,
    fw_bss           INTEGER,
    tool_versions    TEXT NOT NULL DEFAULT '{}',        -- JSON object
    raw_log          BLOB,                              -- the capture exactly as received
    notes            TEXT NOT NULL DEFAULT '',
    experiment       TEXT NOT NULL DEFAULT ''
);
-- ;
CREATE INDEX run_configuration ON run(configuration_id);
-- ;
CREATE TABLE run_tag (
    run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
    tag    TEXT NOT NULL,
    PRIMARY KEY (run_id, tag)
);
-- ;
CREATE TABLE case_result (
    id            INTEGER PRIMARY KEY,
    run_id        INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
    metric        TEXT NOT NULL,
    unit          TEXT NOT NULL,                 -- cycles | ticks | ns | us ...
    status        TEXT NOT NULL DEFAULT 'ok',    -- ok | fail | unsupported
    iterations    INTEGER,                       -- samples planned
    warmup        INTEGER,
    cold_sample   INTEGER,                       -- raw cold first sample, apart from the samples
    overhead      INTEGER,                       -- measurement-chain overhead, same unit
    switches      INTEGER,                       -- context switches inside one sample, if stated
    checks_json   TEXT NOT NULL DEFAULT '{}',    -- {"alternated":1,...}
    samples       BLOB,                          -- raw samples, packed (see sample_codec.h)
    sample_count  INTEGER NOT NULL DEFAULT 0,
    summary_json  TEXT,                          -- cached summary of corrected samples
    UNIQUE (run_id, metric)
);
-- ;
CREATE INDEX case_result_run ON case_result(run_id);
-- ;
-- Published numbers imported with their stated conditions (summary only, not measured here).
CREATE TABLE reference_result (
    id               INTEGER PRIMARY KEY,
    configuration_id INTEGER NOT NULL REFERENCES configuration(id),
    source           TEXT NOT NULL,
    statistic        TEXT,
    metric           TEXT NOT NULL,
    value            REAL NOT NULL,
    unit             TEXT NOT NULL,
    note             TEXT NOT NULL DEFAULT ''
);
-- ;
CREATE INDEX reference_result_metric ON reference_result(metric);
-- ;
CREATE TABLE app_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
)
