import type { AuditEntry } from "./entry.ts";
import { failure, type Outcome, success } from "./outcome.ts";
import { parseAuditEntry } from "./parse-entry.ts";

export const RECEIPT_FORMAT = "clinical-deid-receipt/v1";

/**
 * A receipt: the document's log entry, where it sits in the log, an RFC 6962 inclusion proof
 * against the signed checkpoint that first included it, and (optionally) the latest checkpoint
 * with a consistency proof from the receipt's checkpoint to it. Hashes are standard base64.
 */
export interface Receipt {
  readonly format: typeof RECEIPT_FORMAT;
  readonly document_id: string;
  readonly log_index: number;
  readonly entry: AuditEntry;
  readonly inclusion_proof: {
    readonly tree_size: number;
    readonly leaf_index: number;
    readonly hashes: readonly string[];
  };
  /** C2SP signed note holding a tlog-checkpoint body. */
  readonly checkpoint: string;
  readonly latest_checkpoint?: string;
  readonly consistency_proof?: readonly string[];
}

const MAX_PROOF_HASHES = 64;

const isIndex = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isHashList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= MAX_PROOF_HASHES && v.every((h) => typeof h === "string" && h.length <= 64);

/** Checks the shape of untrusted JSON claiming to be a receipt; hashes and notes are checked later. */
export function parseReceipt(value: unknown): Outcome<Receipt> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return failure("receipt is not a JSON object");
  const r = value as { readonly [field: string]: unknown };
  if (r.format !== RECEIPT_FORMAT) return failure(`receipt format is not ${RECEIPT_FORMAT}`);
  if (typeof r.document_id !== "string" || r.document_id.length === 0)
    return failure("receipt has no document_id");
  if (!isIndex(r.log_index)) return failure("receipt log_index is not a non-negative integer");
  const entry = parseAuditEntry(r.entry);
  if (!entry.ok) return failure(`receipt ${entry.reason}`);
  const proof = r.inclusion_proof as { readonly [field: string]: unknown } | null | undefined;
  if (typeof proof !== "object" || proof === null) return failure("receipt has no inclusion_proof");
  if (!isIndex(proof.tree_size) || !isIndex(proof.leaf_index)) {
    return failure("receipt inclusion_proof sizes are not non-negative integers");
  }
  if (!isHashList(proof.hashes)) return failure("receipt inclusion_proof hashes are malformed");
  if (typeof r.checkpoint !== "string") return failure("receipt has no checkpoint");
  if (r.latest_checkpoint !== undefined && typeof r.latest_checkpoint !== "string") {
    return failure("receipt latest_checkpoint is not a string");
  }
  if ((r.latest_checkpoint === undefined) !== (r.consistency_proof === undefined)) {
    return failure("receipt must carry latest_checkpoint and consistency_proof together");
  }
  if (r.consistency_proof !== undefined && !isHashList(r.consistency_proof)) {
    return failure("receipt consistency_proof is malformed");
  }
  return success(value as Receipt);
}
