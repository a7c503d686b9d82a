/** The check that names a row failing its MAC or its log events (also `audit verify`'s check). */
export type RowCheck = "api_key_rows" | "tenant_list_rows" | "pending_entries" | "log_identity";

/**
 * A stored row the request needs does not authenticate: written, edited or moved without the
 * master key, or contradicted by the audit log. Carries where (a table's check and a key id or
 * list name), never a value. The API answers `integrity_failure`; `audit verify` names the check.
 */
export class RowIntegrityError extends Error {
  override readonly name = "RowIntegrityError";
  readonly check: RowCheck;
  constructor(check: RowCheck, message: string) {
    super(message);
    this.check = check;
  }
}
