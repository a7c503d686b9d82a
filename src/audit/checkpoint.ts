import { decodeBase64 } from "./note-verifier.ts";
import { failure, type Outcome, success } from "./outcome.ts";

/** The head of the log: which log, how many entries, and the RFC 6962 root over them. */
export interface Checkpoint {
  readonly origin: string;
  readonly size: number;
  readonly root: Uint8Array;
}

/** The checkpoint body: origin, decimal tree size and base64 root hash, one per line. */
// SPEC: https://github.com/C2SP/C2SP/blob/main/tlog-checkpoint.md#note-text
export function formatCheckpoint(checkpoint: Checkpoint): string {
  return `${checkpoint.origin}\n${checkpoint.size}\n${Buffer.from(checkpoint.root).toString("base64")}\n`;
}

/** Parses a checkpoint body (the text of an opened note); extension lines are allowed and ignored. */
// SPEC: https://github.com/C2SP/C2SP/blob/main/tlog-checkpoint.md#note-text
export function parseCheckpoint(body: string): Outcome<Checkpoint> {
  if (!body.endsWith("\n")) return failure("checkpoint body does not end with a newline");
  const lines = body.slice(0, -1).split("\n");
  const [origin, sizeText, rootText, ...extensions] = lines;
  if (!origin) return failure("checkpoint has no origin line");
  // SPEC: https://github.com/C2SP/C2SP/blob/main/tlog-checkpoint.md#note-text (decimal, no leading zeros)
  if (!sizeText || !/^(0|[1-9][0-9]*)$/.test(sizeText))
    return failure("checkpoint tree size is not a decimal number");
  const size = Number(sizeText);
  if (!Number.isSafeInteger(size)) return failure("checkpoint tree size is too large");
  const root = rootText ? decodeBase64(rootText) : undefined;
  if (root?.length !== 32) return failure("checkpoint root hash is not 32 bytes of base64");
  if (extensions.some((line) => line.length === 0)) return failure("checkpoint has an empty extension line");
  return success({ origin, size, root });
}
