import { type Checkpoint, parseCheckpoint } from "./checkpoint.ts";
import { verifyConsistency } from "./consistency-proof.ts";
import { entryDocumentId, entryLeafHash } from "./entry.ts";
import { verifyInclusion } from "./inclusion-proof.ts";
import { decodeBase64, type NoteVerifier, openSignedNote, parseVerifierKey } from "./note-verifier.ts";
import { failure, type Outcome, success } from "./outcome.ts";
import { parseReceipt, type Receipt } from "./receipt.ts";

export const RECEIPT_CHECKS = [
  "receipt_format",
  "checkpoint_signature",
  "inclusion_proof",
  "consistency_with_latest",
] as const;
export type ReceiptCheck = (typeof RECEIPT_CHECKS)[number];

export interface CheckFailure<C extends string = string> {
  readonly check: C;
  readonly reason: string;
}

export interface ReceiptVerification {
  readonly valid: boolean;
  readonly checks: { readonly [C in ReceiptCheck]: boolean };
  readonly failures: readonly CheckFailure<ReceiptCheck>[];
  /** The parsed receipt, when its format was valid. */
  readonly receipt?: Receipt;
}

export interface VerifyReceiptOptions {
  /** The log's origin line; defaults to the verifier key's name (the tlog convention). */
  readonly origin?: string;
}

/**
 * Verifies a receipt offline: no server, no database, only the log's public key. Never throws:
 * every problem with the input becomes a failed check with a reason.
 */
export function verifyReceipt(
  input: unknown,
  verifierKey: string | NoteVerifier | readonly (string | NoteVerifier)[],
  options: VerifyReceiptOptions = {},
): ReceiptVerification {
  const failures: CheckFailure<ReceiptCheck>[] = [];
  const fail = (check: ReceiptCheck, reason: string) => failures.push({ check, reason });
  const done = (receipt?: Receipt): ReceiptVerification => {
    const failed = new Set(failures.map((f) => f.check));
    const checks = Object.fromEntries(
      RECEIPT_CHECKS.map((c) => [c, !failed.has(c)]),
    ) as ReceiptVerification["checks"];
    return { valid: failures.length === 0, checks, failures, ...(receipt ? { receipt } : {}) };
  };
  try {
    const verifiers = toVerifiers(verifierKey);
    if (!verifiers.ok) {
      for (const check of RECEIPT_CHECKS.slice(1)) fail(check, verifiers.reason);
      return done();
    }
    const origin = options.origin ?? verifiers.value[0]?.name ?? "";
    const parsed = parseReceipt(input);
    if (!parsed.ok) {
      fail("receipt_format", parsed.reason);
      for (const check of RECEIPT_CHECKS.slice(1)) fail(check, "receipt is malformed");
      return done();
    }
    const receipt = parsed.value;
    if (entryDocumentId(receipt.entry) !== receipt.document_id || receipt.entry.kind !== "deidentify") {
      fail("receipt_format", "receipt entry is not the de-identification of its document");
    }
    const checkpoint = openCheckpoint(receipt.checkpoint, verifiers.value, origin);
    if (!checkpoint.ok) fail("checkpoint_signature", checkpoint.reason);
    const latest =
      receipt.latest_checkpoint === undefined
        ? undefined
        : openCheckpoint(receipt.latest_checkpoint, verifiers.value, origin);
    if (latest && !latest.ok) fail("checkpoint_signature", `latest ${latest.reason}`);

    const proofFailure = checkInclusion(receipt, checkpoint);
    if (proofFailure) fail("inclusion_proof", proofFailure);
    const consistencyFailure = checkConsistency(receipt, checkpoint, latest);
    if (consistencyFailure) fail("consistency_with_latest", consistencyFailure);
    return done(receipt);
  } catch {
    // Defensive: a verifier must answer, not crash, whatever it is given.
    fail("receipt_format", "receipt could not be verified");
    return done();
  }
}

/** The trusted keys: one, or several (a rotated log's current and retired keys). */
function toVerifiers(
  keys: string | NoteVerifier | readonly (string | NoteVerifier)[],
): Outcome<readonly NoteVerifier[]> {
  const list: readonly (string | NoteVerifier)[] = Array.isArray(keys)
    ? keys
    : [keys as string | NoteVerifier];
  const verifiers: NoteVerifier[] = [];
  for (const key of list) {
    if (typeof key !== "string") verifiers.push(key);
    else {
      const parsed = parseVerifierKey(key);
      if (!parsed.ok) return failure(parsed.reason);
      verifiers.push(parsed.value);
    }
  }
  return verifiers.length > 0 ? success(verifiers) : failure("no public key was given");
}

/** Opens a signed checkpoint and checks that it belongs to this log. */
export function openCheckpoint(
  text: string,
  verifiers: readonly NoteVerifier[],
  origin: string,
  alreadyVerified?: ReadonlySet<string>,
): Outcome<Checkpoint> {
  let body: string;
  if (alreadyVerified?.has(text)) {
    body = text.slice(0, text.lastIndexOf("\n\n") + 1);
  } else {
    const note = openSignedNote(text, verifiers);
    if (!note.ok) return note;
    body = note.value.body;
  }
  const checkpoint = parseCheckpoint(body);
  if (!checkpoint.ok) return checkpoint;
  // SPEC: https://github.com/C2SP/C2SP/blob/main/tlog-checkpoint.md#note-text (origin identifies the log)
  if (checkpoint.value.origin !== origin) return failure("checkpoint is for another log (origin differs)");
  return checkpoint;
}

export function decodeHashes(hashes: readonly string[]): Uint8Array[] | undefined {
  const out: Uint8Array[] = [];
  for (const text of hashes) {
    const hash = decodeBase64(text);
    if (hash?.length !== 32) return undefined;
    out.push(hash);
  }
  return out;
}

function checkInclusion(receipt: Receipt, checkpoint: Outcome<Checkpoint>): string | undefined {
  if (!checkpoint.ok) return "no trusted checkpoint to prove against";
  const proof = receipt.inclusion_proof;
  if (proof.leaf_index !== receipt.log_index) return "inclusion proof is for another log index";
  if (proof.tree_size !== checkpoint.value.size)
    return "inclusion proof is for another tree size than the checkpoint";
  const hashes = decodeHashes(proof.hashes);
  if (!hashes) return "inclusion proof holds a hash that is not 32 bytes of base64";
  return verifyInclusion(
    entryLeafHash(receipt.entry),
    proof.leaf_index,
    proof.tree_size,
    hashes,
    checkpoint.value.root,
  );
}

function checkConsistency(
  receipt: Receipt,
  checkpoint: Outcome<Checkpoint>,
  latest: Outcome<Checkpoint> | undefined,
): string | undefined {
  if (!latest) return undefined; // The receipt's checkpoint is the latest it carries.
  if (!checkpoint.ok || !latest.ok) return "no trusted pair of checkpoints to compare";
  const hashes = decodeHashes(receipt.consistency_proof ?? []);
  if (!hashes) return "consistency proof holds a hash that is not 32 bytes of base64";
  const { size: oldSize, root: oldRoot } = checkpoint.value;
  const { size, root } = latest.value;
  if (oldSize > size) return "the latest checkpoint is smaller than the receipt's checkpoint";
  return verifyConsistency(oldSize, size, hashes, oldRoot, root);
}
