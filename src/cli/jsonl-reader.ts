import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { DeidError } from "../errors.ts";
import { isPolicyName, POLICY_NAMES } from "../policy/policies.ts";
import { isValidDocumentId } from "../service/document-id.ts";
import { checkKnownPhi } from "../service/known-phi.ts";
import type { KnownValue } from "../service/known-values.ts";
import type { InputRecord } from "./note-record.ts";

/** The fields a JSONL line may carry; any other field is refused, as the API refuses it. */
export const JSONL_FIELDS: ReadonlySet<string> = new Set([
  "text",
  "id",
  "subject_id",
  "document_id",
  "policy",
  "known_phi",
]);

/**
 * Reads JSONL notes one line at a time: `{"text": "...", "id"?: string|number, "subject_id"?: string,
 * "document_id"?: string, "policy"?: string, "known_phi"?: [{type, value}]}`; any other field makes the
 * line bad, as in the API.
 * Blank lines are skipped; a malformed line becomes a BadRecord naming its line number and the
 * problem, never its content. readline pauses the stream while lines wait, so memory stays flat.
 */
export async function* readJsonl(
  input: Readable,
  signal?: AbortSignal,
  onLine?: (bytes: number) => void,
): AsyncGenerator<InputRecord> {
  // The signal closes the reader even while it waits for input (Ctrl-C on an idle stdin).
  const lines = createInterface({
    input,
    crlfDelay: Number.POSITIVE_INFINITY,
    ...(signal ? { signal } : {}),
  });
  let line = 0;
  for await (const raw of lines) {
    line++;
    onLine?.(Buffer.byteLength(raw) + 1);
    const content = line === 1 && raw.startsWith("\uFEFF") ? raw.slice(1) : raw;
    if (content.trim() === "") continue;
    yield parseJsonlLine(content, line);
  }
}

export function parseJsonlLine(content: string, line: number): InputRecord {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { line, error: "not valid JSON" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { line, error: "not a JSON object" };
  }
  const record = value as Record<string, unknown>;
  if (typeof record.text !== "string") {
    return { line, error: record.text === undefined ? 'missing "text"' : '"text" must be a string' };
  }
  const unknown = Object.keys(record).find((field) => !JSONL_FIELDS.has(field));
  if (unknown !== undefined) {
    return {
      line,
      error: `unknown field ${JSON.stringify(unknown.slice(0, 40))} (allowed: ${[...JSONL_FIELDS].join(", ")})`,
    };
  }
  const { id, subject_id: subjectId, document_id: documentId, policy } = record;
  if (id !== undefined && id !== null && typeof id !== "string" && typeof id !== "number") {
    return { line, error: '"id" must be a string or a number' };
  }
  if (subjectId !== undefined && subjectId !== null && typeof subjectId !== "string") {
    return { line, error: '"subject_id" must be a string' };
  }
  if (documentId !== undefined && documentId !== null) {
    if (typeof documentId !== "string" || !isValidDocumentId(documentId)) {
      return { line, error: '"document_id" must be 1–128 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-"' };
    }
  }
  if (policy !== undefined && policy !== null && (typeof policy !== "string" || !isPolicyName(policy))) {
    return { line, error: `"policy" must be one of ${POLICY_NAMES.join(", ")}` };
  }
  let known: KnownValue[] | undefined;
  if (record.known_phi !== undefined && record.known_phi !== null) {
    try {
      known = checkKnownPhi(record.known_phi);
    } catch (error) {
      // The message names the entry's path, never its value.
      if (error instanceof DeidError) return { line, error: error.message };
      throw error;
    }
  }
  return {
    line,
    text: record.text,
    ...(known === undefined ? {} : { known_phi: known }),
    ...(id === undefined || id === null ? {} : { id }),
    ...(subjectId === undefined || subjectId === null ? {} : { subject_id: subjectId }),
    ...(typeof documentId === "string" ? { document_id: documentId } : {}),
    ...(typeof policy === "string" ? { policy } : {}),
  };
}
