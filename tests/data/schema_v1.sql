-- A version 1 rtosbench database (db/001_init.sql) holding one run with two cases and
-- packed samples, as written by sqlite3 .dump (plus the user_version). Used by tst_store_migration.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE schema_migration (
    version     INTEGER PRIMARY KEY,
    applied_at  TEXT NOT NULL,
    description TEXT NOT NULL
);
INSERT INTO schema_migration VALUES(1,'2024-05-01T09:00:00.000Z','001_init');
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
INSERT INTO configuration VALUES(1,'c1e3265dbafe0905cc5a8e989a04369aa467a6eb0aebddbd2d7a207537dae8c3','qemu','STM32F205','cortex-m3','gcc','12.2.1','-Os -mcpu=cortex-m3 -mthumb','-Os',120000000,NULL,'freertos','V11.1.0','minimal','icount',1000000000,1,'detached','{"machine":"netduino2"}');
CREATE TABLE kernel_config (
    configuration_id INTEGER NOT NULL REFERENCES configuration(id) ON DELETE CASCADE,
    key              TEXT NOT NULL,
    value            TEXT NOT NULL,
    PRIMARY KEY (configuration_id, key)
);
INSERT INTO kernel_config VALUES(1,'configUSE_PREEMPTION','1');
INSERT INTO kernel_config VALUES(1,'configUSE_TIME_SLICING','0');
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
INSERT INTO run VALUES(1,1,'measured','2024-05-01T09:30:00.000Z','2024-05-01T09:31:12.500Z','complete','','abababababababababababababababababababababababababababababababab',5120,312,24,3072,'{"qemu":"7.2.0"}',X'48454c4c4f2070726f746f3d310a43415345207969656c645f726f756e645f747269700a532030203631320a454e440a444f4e450a','v1 run, 中文备注','migration');
CREATE TABLE run_tag (
    run_id INTEGER NOT NULL REFERENCES run(id) ON DELETE CASCADE,
    tag    TEXT NOT NULL,
    PRIMARY KEY (run_id, tag)
);
INSERT INTO run_tag VALUES(1,'lab1');
INSERT INTO run_tag VALUES(1,'v1');
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
INSERT INTO case_result VALUES(1,1,'yield_round_trip','ticks','ok',8,100,900,6,2,'{"alternated":1}',X'0108c809030a07b201b5010600',8,NULL);
INSERT INTO case_result VALUES(2,1,'cal_extremes','ticks','ok',5,NULL,NULL,NULL,NULL,'{}',X'0105090afeffffffffffffffff0102abffffffffffffffff01',5,NULL);
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
CREATE TABLE app_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO app_meta VALUES('references_imported','skipped; 0 rows; 2024-05-01T09:00:00Z');
CREATE INDEX run_configuration ON run(configuration_id);
CREATE INDEX case_result_run ON case_result(run_id);
CREATE INDEX reference_result_metric ON reference_result(metric);
COMMIT;
PRAGMA user_version=1;
