import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type ConsistencyAnswer, checkServerConsistency } from "../../audit/check-server-consistency.ts";
import { parseVerifierKey } from "../../audit/note-verifier.ts";
import type { Receipt } from "../../audit/receipt.ts";
import { type ReceiptVerification, verifyReceipt } from "../../audit/verify-receipt.ts";
import { loadConfig } from "../../config/config.ts";
import type { CliIo, Command } from "../cli-io.ts";
import { CliError, EXIT, usageError } from "../exit-codes.ts";
import { parseOptions } from "../parse-options.ts";
import { createRemoteClient, errorMessage, type RemoteClient } from "../remote-client.ts";

const help = `Usage: clinical-deid verify-receipt <receipt.json | -> --public-key <key | @file>
       clinical-deid verify-receipt <document_id> --url <url> [--key <key>] [--public-key <key | @file>]
       clinical-deid verify-receipt <receipt.json> --url <url> [--key <key>] [--public-key <key | @file>]

Verifies a document's audit receipt offline: the checkpoint's Ed25519 signature, the inclusion
proof of the document's log entry and, when the receipt carries a later checkpoint, the
consistency proof between them. Only the log's public key is needed (GET
/api/v1/receipts/public-key, C2SP note-verifier format <name>+<hex>+<base64>).

With --url the server's latest checkpoint must also extend every checkpoint the receipt holds
(check consistency_with_server): a log rolled back or forked since the receipt was issued fails.
A <document_id> is fetched from the server; a receipt file you kept (an existing file, or -) is
checked as it is. Pin the public key with --public-key for an independent check; without it the
key is fetched from the same server (said on stderr).

Options:
      --public-key <k>   the verifier key itself, or a file holding it (path or @path);
                         repeat it to accept the keys of a log whose signing key was rotated
      --origin <o>       the log's origin line (default: the key's name)
      --url <url>        check against this server (and fetch the receipt of <document_id> from it)
      --key <key>        API key for --url (default DEID_API_KEY)
      --output <file>    also check that <file> is the de-identified text the receipt covers
                         (its SHA-256 equals the entry's output_digest; one final newline is ignored)
      --json             print {document_id, valid, checks, failures} as JSON
  -h, --help             this help

Exit codes: 0 valid, 5 not valid, 1 failure (unreadable file, server error), 2 usage.

Examples:
  curl -H "Authorization: Bearer $KEY" $URL/api/v1/receipts/public-key > log.pub
  curl -H "Authorization: Bearer $KEY" $URL/api/v1/receipts/doc_abc > receipt.json
  clinical-deid verify-receipt receipt.json --public-key @log.pub
`;

async function readSource(path: string, io: CliIo, what: string): Promise<string> {
  if (path === "-") {
    const chunks: Buffer[] = [];
    for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString("utf8");
  }
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    throw new CliError(`cannot read ${what} ${path} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

interface Verification {
  readonly valid: boolean;
  readonly checks: Readonly<Record<string, boolean>>;
  readonly failures: readonly { readonly check: string; readonly reason: string }[];
}

/**
 * Adds the `output_matches` check: the file's SHA-256 equals the receipt entry's `output_digest`
 * (the digest of the de-identified text the service returned). The CLI ends a printed text with
 * one newline, so a file whose digest matches without its final newline matches too.
 */
async function checkOutput(verified: ReceiptVerification, path: string, io: CliIo): Promise<Verification> {
  const bytes = path === "-" ? Buffer.from(await readSource("-", io, "output")) : await readBytes(path);
  const digest = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
  const entry = verified.receipt?.entry;
  const expected = entry !== undefined && entry.kind === "deidentify" ? entry.output_digest : undefined;
  const trimmed =
    bytes.length > 0 && bytes[bytes.length - 1] === 0x0a ? bytes.subarray(0, bytes.length - 1) : bytes;
  const ok = expected !== undefined && (digest(bytes) === expected || digest(trimmed) === expected);
  const reason =
    expected === undefined
      ? "the receipt has no de-identification output digest"
      : `${path === "-" ? "stdin" : path} is not the output this receipt covers`;
  return {
    valid: verified.valid && ok,
    checks: { ...verified.checks, output_matches: ok },
    failures: ok ? verified.failures : [...verified.failures, { check: "output_matches", reason }],
  };
}

/**
 * Adds the `consistency_with_server` check: the server's latest checkpoint extends every checkpoint
 * the receipt holds. A log rolled back or forked since the receipt was issued fails it.
 */
async function checkServer(
  verification: Verification,
  receipt: Receipt,
  keys: string | string[],
  origin: string | undefined,
  client: RemoteClient,
): Promise<Verification> {
  const verifiers = (Array.isArray(keys) ? keys : [keys]).flatMap((key) => {
    const parsed = parseVerifierKey(key);
    return parsed.ok ? [parsed.value] : [];
  });
  const problems = await checkServerConsistency(
    receipt,
    verifiers,
    origin ?? verifiers[0]?.name ?? "",
    async (from): Promise<ConsistencyAnswer> => {
      const response = await client.request("GET", `api/v1/receipts/checkpoint/consistency?from=${from}`);
      if (response.status === 200) {
        const body = response.body as { checkpoint?: unknown; proof?: unknown };
        if (typeof body.checkpoint === "string" && Array.isArray(body.proof)) {
          return { kind: "proof", checkpoint: body.checkpoint, proof: body.proof.map(String) };
        }
        return { kind: "error", message: "malformed answer" };
      }
      if (response.status === 400) return { kind: "too_large" };
      return { kind: "error", message: errorMessage(response) };
    },
  );
  return {
    valid: verification.valid && problems.length === 0,
    checks: { ...verification.checks, consistency_with_server: problems.length === 0 },
    failures: [
      ...verification.failures,
      ...problems.map((reason) => ({ check: "consistency_with_server", reason })),
    ],
  };
}

async function readBytes(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new CliError(`cannot read output ${path} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

/** A key file or the public-key endpoint holds one verifier key a line (current key first). */
function keyLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A receipt is a few KiB (an entry and two proofs of log2(n) hashes); a server sending more is refused. */
const RECEIPT_MAX_BYTES = 1024 * 1024;
const RECEIPT_TIMEOUT_MS = 30_000;

export const verifyReceiptCommand: Command = {
  name: "verify-receipt",
  summary: "verify a document's audit receipt offline",
  help,
  async run(args, io) {
    const {
      values,
      positionals,
      help: wantsHelp,
    } = parseOptions(args, {
      "public-key": { type: "string", multiple: true },
      origin: { type: "string" },
      url: { type: "string" },
      key: { type: "string" },
      json: { type: "boolean" },
      output: { type: "string" },
    });
    if (wantsHelp) {
      io.stdout.write(help);
      return EXIT.ok;
    }
    if (positionals.length !== 1)
      throw usageError("verify-receipt needs one receipt file (or - for stdin), or a document_id with --url");
    const target = positionals[0]!;
    // Each key is the key itself, @file, or a plain file path. Several keys verify a log whose
    // signing key was rotated (docs/receipts.md).
    const pinned: string[] = [];
    for (const value of values["public-key"] ?? []) {
      const text = value.startsWith("@")
        ? await readSource(value.slice(1), io, "public key")
        : parseVerifierKey(value.trim()).ok
          ? value
          : await readSource(value, io, "public key");
      pinned.push(...keyLines(text));
    }
    let publicKey: string | string[] | undefined = pinned.length > 0 ? pinned : undefined;
    let receipt: unknown;
    // With --url, a receipt file (an existing file, or -) is checked against the server's latest
    // checkpoint; any other target is a document_id whose receipt is fetched.
    const fromFile = values.url === undefined || target === "-" || existsSync(target);
    const client =
      values.url === undefined
        ? undefined
        : // Receipts, keys and proofs are small: a server sending more, or stalling, is cut off.
          createRemoteClient(values.url, values.key ?? loadConfig(io.env).apiKey, io.signal, {
            maxBytes: RECEIPT_MAX_BYTES,
            timeoutMs: RECEIPT_TIMEOUT_MS,
          });
    if (client && publicKey === undefined) {
      const keyResponse = await client.getText("api/v1/receipts/public-key");
      if (keyResponse.status !== 200)
        throw new CliError(`cannot fetch the public key (HTTP ${keyResponse.status})`);
      publicKey = keyLines(keyResponse.text);
      io.stderr.write(
        "note: the public key came from the same server; pin it with --public-key for an independent check\n",
      );
    }
    if (!fromFile && client) {
      const response = await client.request("GET", `api/v1/receipts/${encodeURIComponent(target)}`);
      if (response.status !== 200) throw new CliError(`cannot fetch the receipt (${errorMessage(response)})`);
      receipt = response.body;
    } else {
      if (publicKey === undefined) throw usageError("--public-key is needed to verify a receipt offline");
      if (values.key !== undefined && !client) throw usageError("--key needs --url");
      const text = await readSource(target, io, "receipt");
      try {
        receipt = JSON.parse(text);
      } catch {
        throw new CliError(`${target === "-" ? "stdin" : target} is not valid JSON`, EXIT.invalid);
      }
    }
    const verified = verifyReceipt(
      receipt,
      publicKey!,
      values.origin === undefined ? {} : { origin: values.origin },
    );
    const withOutput: Verification =
      values.output === undefined ? verified : await checkOutput(verified, values.output, io);
    const result =
      client && verified.receipt
        ? await checkServer(withOutput, verified.receipt, publicKey!, values.origin, client)
        : withOutput;
    const documentId = (receipt as { document_id?: unknown } | null)?.document_id;
    const id = typeof documentId === "string" ? documentId : "(unknown document)";
    if (values.json) {
      io.stdout.write(
        `${JSON.stringify({ document_id: id, valid: result.valid, checks: result.checks, failures: result.failures })}\n`,
      );
    } else {
      io.stdout.write(`receipt for ${id}: ${result.valid ? "VALID" : "NOT VALID"}\n`);
      for (const [check, ok] of Object.entries(result.checks)) {
        const reasons = result.failures.filter((f) => f.check === check).map((f) => f.reason);
        io.stdout.write(
          `  ${ok ? "ok  " : "FAIL"}  ${check}${reasons.length ? `: ${reasons.join("; ")}` : ""}\n`,
        );
      }
    }
    return result.valid ? EXIT.ok : EXIT.invalid;
  },
};
