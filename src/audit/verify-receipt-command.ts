import { parseVerifierKey } from "./note-verifier.ts";
import { verifyReceipt } from "./verify-receipt.ts";

export interface CommandIo {
  readFile(path: string): Promise<string>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const VERIFY_RECEIPT_USAGE =
  "usage: clinical-deid verify-receipt <receipt.json> --public-key <key or key file>... [--origin <origin>] [--json]";

/**
 * `clinical-deid verify-receipt`: checks a receipt offline, with no server and no database.
 * Exit status 0 when valid, 1 when a check fails, 2 on a usage error or an unreadable file.
 */
export async function verifyReceiptCommand(args: readonly string[], io: CommandIo): Promise<number> {
  let receiptPath: string | undefined;
  const keyArgs: string[] = [];
  let origin: string | undefined;
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value =
      arg === "--public-key" ? args[++i] : arg?.startsWith("--public-key=") ? arg.slice(13) : undefined;
    if (value !== undefined) keyArgs.push(value);
    else if (arg === "--public-key") break;
    else if (arg === "--origin") origin = args[++i];
    else if (arg === "--json") json = true;
    else if (arg && !arg.startsWith("--") && receiptPath === undefined) receiptPath = arg;
    else {
      io.stderr(`${VERIFY_RECEIPT_USAGE}\n`);
      return 2;
    }
  }
  if (!receiptPath || keyArgs.length === 0) {
    io.stderr(`${VERIFY_RECEIPT_USAGE}\n`);
    return 2;
  }

  // Each key given itself (`name+id+data`), or as a file holding one key per line. Several keys
  // verify receipts of a log whose signing key was rotated.
  const keys: string[] = [];
  for (const keyArg of keyArgs) {
    if (parseVerifierKey(keyArg).ok) {
      keys.push(keyArg);
      continue;
    }
    try {
      keys.push(
        ...(await io.readFile(keyArg))
          .split("\n")
          .map((l) => l.trim())
          .filter((l) => l.length > 0),
      );
    } catch {
      io.stderr("cannot read the public key: give the key itself or a readable file holding it\n");
      return 2;
    }
  }
  let receipt: unknown;
  try {
    receipt = JSON.parse(await io.readFile(receiptPath));
  } catch (error) {
    const what = error instanceof SyntaxError ? "is not valid JSON (truncated?)" : "cannot be read";
    io.stderr(`the receipt file ${what}\n`);
    return 2;
  }

  const result = verifyReceipt(receipt, keys, origin === undefined ? {} : { origin });
  if (json) {
    io.stdout(
      `${JSON.stringify({ valid: result.valid, checks: result.checks, failures: result.failures }, null, 2)}\n`,
    );
  } else {
    for (const [check, ok] of Object.entries(result.checks)) io.stdout(`${ok ? "ok  " : "FAIL"} ${check}\n`);
    for (const failure of result.failures) io.stdout(`     ${failure.check}: ${failure.reason}\n`);
    const index = result.receipt
      ? ` (document ${result.receipt.document_id}, log index ${result.receipt.log_index})`
      : "";
    io.stdout(result.valid ? `receipt is valid${index}\n` : `receipt is NOT valid${index}\n`);
  }
  return result.valid ? 0 : 1;
}
