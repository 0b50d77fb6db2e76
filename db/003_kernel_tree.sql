-- rtosbench schema version 3.
-- Which kernel tree a run was built from (docs/kernels.md, "Tree identity"): its root as built,
-- its git commit when it is a checkout, and the SHA-256 digest of the kernel files actually
-- compiled (sources and the headers they included, by path relative to the root and bytes).
-- NULL for runs without a kernel tree (bare metal, posix, imports) and runs stored before.
-- Statements are separated by lines holding only "-- ;".
ALTER TABLE run ADD COLUMN kernel_tree_path TEXT
-- ;
ALTER TABLE run ADD COLUMN kernel_tree_commit TEXT
-- ;
ALTER TABLE run ADD COLUMN kernel_tree_digest TEXT
-- ;
ALTER TABLE run ADD COLUMN kernel_tree_files INTEGER
