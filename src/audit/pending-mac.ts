import type { MacField, RowMac } from "../crypto/row-mac.ts";

/** The columns of an `audit_pending` row its MAC covers (the queue order is not covered). */
export function pendingMacFields(row: {
  readonly tenant: string;
  readonly document_id: string | null;
  readonly kind: string;
  readonly entry: string;
}): MacField[] {
  return [row.tenant, row.document_id, row.kind, row.entry];
}

export const PENDING_TABLE = "audit_pending";

export function pendingMacIsValid(
  rowMac: RowMac,
  row: Parameters<typeof pendingMacFields>[0] & { readonly mac: string | null },
): boolean {
  return rowMac.verify(PENDING_TABLE, pendingMacFields(row), row.mac);
}
