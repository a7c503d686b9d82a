import type { Migration } from "./migration.ts";

/**
 * `audit_pending` is a queue: every row is inserted, read once and deleted within a second. With
 * PostgreSQL's default autovacuum (a vacuum after 20% of the table has changed) its dead rows were
 * never reclaimed under load (34 MB for 0 live rows after 3 minutes), so every scan of the queue
 * grew slower. Vacuum it after a fixed number of dead rows, without cost-based pauses. SQLite
 * reuses freed pages and needs nothing.
 */
export const queueVacuumMigration: Migration = {
  version: 7,
  name: "queue-vacuum",
  up(dialect) {
    if (dialect !== "postgres") return [];
    return [
      `ALTER TABLE audit_pending SET (
        autovacuum_vacuum_scale_factor = 0,
        autovacuum_vacuum_threshold = 1000,
        autovacuum_vacuum_insert_scale_factor = 0,
        autovacuum_vacuum_insert_threshold = 1000,
        autovacuum_vacuum_cost_delay = 0
      )`,
    ];
  },
};
