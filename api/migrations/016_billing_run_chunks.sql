-- A billing run is written in chunks, each its own short transaction, so that other requests run between them
-- (docs/decisions.md, "Billing runs in chunks"). The chunk that bills the run's last invoice sets completed_at; until
-- then the run is incomplete (still running, or cut short by a failure or a killed process), and running the same
-- period again finishes it. Runs made before this were one transaction: complete when stored.
alter table billing_runs add column completed_at timestamptz;
update billing_runs set completed_at = run_at;
