import { verifyConsistency } from "./consistency-proof.ts";
import type { NoteVerifier } from "./note-verifier.ts";
import type { Receipt } from "./receipt.ts";
import { decodeHashes, openCheckpoint } from "./verify-receipt.ts";

/** What the server answered for `GET /receipts/checkpoint/consistency?from=<size>`. */
export type ConsistencyAnswer =
  | { readonly kind: "proof"; readonly checkpoint: string; readonly proof: readonly string[] }
  | { readonly kind: "too_large" }
  | { readonly kind: "error"; readonly message: string };

/**
 * Checks that the server's latest checkpoint extends every checkpoint a receipt holds: the one that
 * first included the document and the latest one the receipt carries. A server whose log was rolled
 * back, or that forked its log, cannot answer with a valid proof. Returns the reasons it fails.
 */
export async function checkServerConsistency(
  receipt: Receipt,
  verifiers: readonly NoteVerifier[],
  origin: string,
  ask: (from: number) => Promise<ConsistencyAnswer>,
): Promise<string[]> {
  const problems: string[] = [];
  const held = [receipt.checkpoint, ...(receipt.latest_checkpoint ? [receipt.latest_checkpoint] : [])];
  for (const note of held) {
    const old = openCheckpoint(note, verifiers, origin);
    if (!old.ok) {
      problems.push(`the receipt's checkpoint does not verify: ${old.reason}`);
      continue;
    }
    const answer = await ask(old.value.size);
    if (answer.kind === "too_large") {
      problems.push(
        `the server's log is shorter than the receipt's checkpoint of ${old.value.size} entries: it was rolled back`,
      );
      continue;
    }
    if (answer.kind === "error") {
      problems.push(`the server gave no consistency proof (${answer.message})`);
      continue;
    }
    const latest = openCheckpoint(answer.checkpoint, verifiers, origin);
    if (!latest.ok) {
      problems.push(`the server's latest checkpoint does not verify: ${latest.reason}`);
      continue;
    }
    const hashes = decodeHashes(answer.proof);
    const failure = hashes
      ? verifyConsistency(old.value.size, latest.value.size, hashes, old.value.root, latest.value.root)
      : "the proof holds a hash that is not 32 bytes of base64";
    if (failure) {
      problems.push(
        `the server's latest checkpoint (${latest.value.size}) does not extend the receipt's (${old.value.size}): ${failure}`,
      );
    }
  }
  return problems;
}
