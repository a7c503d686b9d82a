import type { Migration } from "./migration.ts";

/**
 * The audit log's identity: a random id created with the log and kept with it (MAC'd), under
 * which the service remembers the last checkpoint it signed. It does not change with how the
 * database's location is spelled (a host name for an address, a symlinked data directory).
 */
export const logIdentityMigration: Migration = {
  version: 12,
  name: "log-identity",
  up() {
    return [
      `CREATE TABLE audit_log_identity (
        singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
        log_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        over_existing_log INTEGER NOT NULL,
        mac TEXT NOT NULL
      )`,
    ];
  },
};
