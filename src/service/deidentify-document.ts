import { createHmac, hash, type KeyObject } from "node:crypto";
import { randomBytesPooled } from "../crypto/random-pool.ts";
import type { Span } from "../detection/span.ts";
import { DeidError } from "../errors.ts";
import type { KnownValue } from "../known-values/known-values.ts";
import { POLICIES, type PolicyName } from "../policy/policies.ts";
import { countByType } from "../policy/transform.ts";
import { pseudonymise } from "../pseudonymise/pseudonymise.ts";
import type { SqlExecutor } from "../storage/database.ts";
import type { TokenScope } from "../vault/token-vault.ts";
import { documentBindings } from "./document-bindings.ts";
import { checkDocumentId, generateDocumentId } from "./document-id.ts";
import { insertDocumentStatement, storedResultRow } from "./document-store.ts";
import { callerMatcher, knownPhiFingerprint } from "./known-phi.ts";
import { type PreparedDocument, prepareDocument, prepareJob } from "./prepare-document.ts";
import type { ServiceDeps } from "./service-deps.ts";
import { checkSubjectId, subjectDigest } from "./subject.ts";

/**
 * The receipt's commitment to the input: HMAC-SHA256 under a server key of the salt and the text.
 * Keyed, so a receipt's holder cannot confirm a guessed note by hashing guesses (a plain salted hash,
 * with the salt in the receipt, allowed that); the server can still check a given text against it.
 * Receipts issued before this change carry SHA-256(salt ‖ text) and verify as before.
 */
export function inputCommitment(key: KeyObject, saltHex: string, text: string): string {
  return createHmac("sha256", key).update(Buffer.from(saltHex, "hex")).update(text).digest("hex");
}

export interface DeidentifyInput {
  readonly tenant: string;
  readonly text: string;
  readonly policy: PolicyName;
  readonly subjectId?: string | undefined;
  readonly documentId?: string | undefined;
  /** Values the caller knows are PHI (`known_phi`), already checked with checkKnownPhi. */
  readonly knownPhi?: readonly KnownValue[] | undefined;
  /**
   * The document's locale (BCP 47, checked with checkLocale): how an ambiguous numeric date is read
   * when the document does not settle it. `en-US` when omitted.
   */
  readonly locale?: string | undefined;
}

export interface DeidentifyOutput {
  readonly text: string;
  readonly document_id: string;
  readonly phi_found: number;
  readonly phi_types: Record<string, number>;
  readonly processing_time_ms: number;
}

/** What one call did, for metrics (never PHI). */
export interface DeidentifyOutcome {
  readonly result: DeidentifyOutput;
  /** False when an identical earlier request's stored result was returned. */
  readonly created: boolean;
  /**
   * The spans found (engine, caller, subject memory and the Safe Harbor age pass), before the
   * policy; empty for a replay.
   */
  readonly spans: readonly Span[];
  /**
   * `result` as JSON, exactly as stored (encrypted) with the document: the route answers it as the
   * body rather than serialise the same object a second time.
   */
  readonly json: string;
}

class DuplicateDocument extends Error {}

const resultAad = (tenant: string, documentId: string) => `${tenant}\u0000result\u0000${documentId}`;
export const documentTokensAad = (tenant: string, documentId: string) =>
  `${tenant}\u0000tokens\u0000${documentId}`;

export function checkText(text: string): void {
  if (!text.isWellFormed()) {
    throw new DeidError("invalid_request", "text is not valid Unicode: it contains a lone surrogate", {
      details: [{ path: "/text", message: "lone surrogate" }],
    });
  }
}

/**
 * De-identifies one text, downward through the stages: detect (the worker pool) → known values
 * (`known-values/`: caller, subject memory, lists, the note's own names) → transform (`policy/`
 * decide, then `pseudonymise/` plan) → pseudonymise and store (the vault port, the document row,
 * its token map and its audit entry in one transaction). A retry with the same
 * document_id, text, policy and subject returns the first result; a different one is a conflict.
 */
export async function deidentifyDocument(
  deps: ServiceDeps,
  input: DeidentifyInput,
): Promise<DeidentifyOutcome> {
  const started = performance.now();
  checkText(input.text);
  // A large text's stages on the main thread (its digests, rendering, encryption) each take several
  // milliseconds: between them the event loop turns, so no one request holds it for all of them.
  const large = deps.largeTexts !== undefined && isLarge(input.text, deps.largeTexts.aboveBytes);
  // Only for a large text: an ordinary note's stages run on without a microtask hop between them.
  if (large) await nextTurn();
  const documentId =
    input.documentId === undefined ? generateDocumentId() : checkDocumentId(input.documentId);
  const subject =
    input.subjectId === undefined
      ? null
      : subjectDigest(deps.subjectKey, input.tenant, checkSubjectId(input.subjectId));
  const known = input.knownPhi ?? [];
  const knownDigest = knownPhiFingerprint(known);
  const fingerprint = createHmac("sha256", deps.lookupKey)
    .update(`${input.tenant}\u0000${input.policy}\u0000${subject ?? ""}\u0000${input.text}`)
    .update(knownDigest === "" ? "" : `\u0000known\u0000${knownDigest}`)
    // Only when given, so the fingerprints of requests without a locale are unchanged.
    .update(input.locale === undefined ? "" : `\u0000locale\u0000${input.locale}`)
    .digest("hex");

  if (input.documentId !== undefined) {
    const earlier = await storedResult(deps, deps.db, input.tenant, documentId, fingerprint);
    if (earlier) return { ...earlier, created: false, spans: [] };
  }

  const policy = POLICIES[input.policy];
  const now = deps.now?.() ?? new Date();
  const { spans, decided, written } = await prepare(deps, input, subject, known, now);
  const scope: TokenScope = {
    tenant: input.tenant,
    scope: subject ? `sub:${subject}` : `doc:${documentId}`,
    persistent: subject !== null && policy.reversible,
    documentId,
  };
  const time = now.toISOString();
  if (large) await nextTurn();
  const inputSalt = randomBytesPooled(16).toString("hex");
  const inputDigest = inputCommitment(deps.inputKey, inputSalt, input.text);

  try {
    const result = await deps.db.transaction(async (tx) => {
      const { text, map: surfaces } = await pseudonymise(tx, deps, scope, input.text, written, {
        time,
        locale: input.locale ?? deps.tenantLocale?.(input.tenant),
        large: large && deps.largeTexts ? { turn: nextTurn, stray: deps.largeTexts.stray } : undefined,
      });
      if (large) await nextTurn();
      const phiTypes = countByType(decided);
      const output: DeidentifyOutput = {
        text,
        document_id: documentId,
        phi_found: decided.length,
        phi_types: phiTypes,
        processing_time_ms: Math.round((performance.now() - started) * 1000) / 1000,
      };
      const json = JSON.stringify(output);
      const outputDigest = hash("sha256", text, "hex");
      if (large) await nextTurn(); // the token map's JSON and encryption are the longest of these stages
      const tokensCiphertext = policy.reversible
        ? deps.cipher.encrypt(JSON.stringify(surfaces), documentTokensAad(input.tenant, documentId))
        : null;
      if (large) await nextTurn();
      // After every vault row of this document is written: bind them and the map to the log entry.
      const bindings = await documentBindings(
        tx,
        input.tenant,
        documentId,
        tokensCiphertext,
        scope.persistent,
      );
      const changes = await deps.audit.insertDeidentified(
        tx,
        insertDocumentStatement({
          tenant: input.tenant,
          documentId,
          policy: input.policy,
          scope: scope.scope,
          subjectDigest: subject,
          fingerprint,
          inputSalt,
          inputDigest,
          outputDigest,
          phiFound: decided.length,
          phiTypes,
          engineVersion: deps.engineVersion,
          resultCiphertext: deps.cipher.encrypt(json, resultAad(input.tenant, documentId)),
          tokensCiphertext,
          keyId: deps.cipher.keyId,
          createdAt: time,
          ...bindings,
        }),
        {
          tenant: input.tenant,
          documentId,
          policy: input.policy,
          phiTypes,
          engineVersion: deps.engineVersion,
          time,
          subjectDigest: subject,
          inputSalt,
          inputDigest,
          outputDigest,
          ...bindings,
        },
      );
      if (changes === 0) throw new DuplicateDocument();
      return { output, json };
    });
    deps.audit.scheduleIntegration();
    return { result: result.output, json: result.json, created: true, spans };
  } catch (error) {
    if (!(error instanceof DuplicateDocument)) throw error;
    // A concurrent request with the same document_id committed first.
    const earlier = await storedResult(deps, deps.db, input.tenant, documentId, fingerprint);
    if (earlier) return { ...earlier, created: false, spans: [] };
    throw new DeidError("conflict", "document_id is already in use for a different text, policy or subject");
  }
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Is the text over the large-text threshold (in UTF-8 bytes, counted only near it)? */
export function isLarge(text: string, aboveBytes: number): boolean {
  if (text.length > aboveBytes) return true;
  if (text.length * 3 <= aboveBytes) return false;
  return Buffer.byteLength(text, "utf8") > aboveBytes;
}

/**
 * Detection, known values and transform. An ordinary note is detected on the pool while the
 * subject's memory and the tenant's lists are read, then prepared here; a large one goes to a
 * worker thread whole, with the matchers' tables, so the event loop never runs its stages.
 */
async function prepare(
  deps: ServiceDeps,
  input: DeidentifyInput,
  subject: string | null,
  known: readonly KnownValue[],
  now: Date,
): Promise<PreparedDocument> {
  const memory =
    subject && deps.subjectMemory
      ? deps.subjectMemory.matcherFor(deps.db, input.tenant, `sub:${subject}`)
      : undefined;
  const lists = deps.tenantLists?.matchers(input.tenant);
  if (deps.largeTexts && isLarge(input.text, deps.largeTexts.aboveBytes)) {
    const [remembered, listMatchers] = await Promise.all([memory, lists]);
    return deps.largeTexts.prepare(
      prepareJob(
        { text: input.text, policy: input.policy, now: now.getTime(), known },
        remembered,
        listMatchers,
      ),
    );
  }
  // A subject's memory: read first (one statement, or none for a cached subject that nothing else
  // wrote), then the note goes to the pool whole with the matcher's flat tables (a few strings and
  // typed arrays: a cheap structured clone), batched like any ordinary note. The event loop then
  // runs no known-value or transform stage for it: with those stages inline, memory cost the main
  // thread (where the service's throughput is bound) ~500 µs more a document than without, now
  // ~320 (`subject-memory-cost` on the 1,000,000-value store, docs/architecture.md). Detection
  // waits for the statement instead of overlapping it.
  if (deps.largeTexts && memory !== undefined && deps.knownValues !== undefined) {
    const [remembered, listMatchers] = await Promise.all([memory, lists]);
    return deps.largeTexts.prepare(
      prepareJob(
        { text: input.text, policy: input.policy, now: now.getTime(), known, ordinary: true },
        remembered,
        listMatchers,
      ),
    );
  }
  // No subject's memory to read: when the tenant's lists are empty, nothing need be posted but the
  // text and the caller's values, so the worker prepares the note whole, batched with others, and
  // the event loop skips the known-value and transform stages. Both paths run the same
  // `prepareDocument` (`detection-pool.test.ts` compares them). The lists are still read for every
  // request; when they were empty last time the note is posted meanwhile (no wait for the stamp
  // query on PostgreSQL), and prepared again inline in the rare case that they no longer are.
  if (deps.largeTexts && memory === undefined && deps.knownValues !== undefined) {
    const job = { text: input.text, policy: input.policy, now: now.getTime(), known, ordinary: true };
    const early =
      deps.tenantLists === undefined || deps.tenantLists.lastSeenEmpty(input.tenant)
        ? deps.largeTexts.prepare(job)
        : undefined;
    // A rejected early job is awaited below whenever the lists are empty; if they are not, its
    // outcome is not needed (and must not go unhandled).
    early?.catch(() => {});
    const listMatchers = await lists;
    if (listMatchers?.deny === undefined && listMatchers?.allow === undefined)
      return early ?? deps.largeTexts.prepare(job);
  }
  const [engineSpans, remembered, listMatchers] = await Promise.all([deps.detect(input.text), memory, lists]);
  return prepareDocument(
    input.text,
    engineSpans,
    {
      remembered,
      caller: callerMatcher(known, deps.knownValues ?? {}),
      lists: listMatchers,
      names: deps.knownValues,
    },
    input.policy,
    now,
    deps.dateShifter,
  );
}

async function storedResult(
  deps: ServiceDeps,
  db: SqlExecutor,
  tenant: string,
  documentId: string,
  fingerprint: string,
): Promise<{ result: DeidentifyOutput; json: string } | undefined> {
  const row = await storedResultRow(db, tenant, documentId);
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) {
    throw new DeidError("conflict", "document_id is already in use for a different text, policy or subject");
  }
  const json = deps.cipher.decrypt(row.result_ciphertext, resultAad(tenant, documentId), row.key_id);
  return { result: JSON.parse(json) as DeidentifyOutput, json };
}
