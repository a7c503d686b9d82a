/**
 * A stored ciphertext that does not decrypt under its row's associated data: edited, truncated or
 * moved from another row (a swapped vault value or token map), or naming a key this service does
 * not hold (an edited key_id). Carries no stored data, only that fact;
 * the API answers `integrity_failure`, and `clinical-deid audit verify` names the row's check.
 */
export class CiphertextIntegrityError extends Error {
  override readonly name = "CiphertextIntegrityError";
  constructor(message = "a stored ciphertext fails its integrity check") {
    super(message);
  }
}
