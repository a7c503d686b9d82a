import { DeidError } from "../errors.ts";
import { findTokens } from "../tokens/token.ts";
import { storeReason } from "./audit-reason.ts";
import { checkText, documentTokensAad } from "./deidentify-document.ts";
import { checkDocumentId } from "./document-id.ts";
import { tokenMapRow } from "./document-store.ts";
import type { ServiceDeps } from "./service-deps.ts";

export interface ReidentifyInput {
  readonly tenant: string;
  readonly keyId: string;
  readonly documentId: string;
  readonly text: string;
  readonly reason?: string | undefined;
}

export interface ReidentifyOutput {
  readonly text: string;
  readonly tokens_replaced: number;
  readonly tokens_not_found: string[];
}

const MAX_REASON = 1000;

/**
 * Restores the original values of every token of the document's scope: the document's own tokens
 * first (their surface in this document), then, for a subject, every token of that subject. The
 * audit entry commits before any value is returned.
 */
export async function reidentifyDocument(
  deps: ServiceDeps,
  input: ReidentifyInput,
): Promise<ReidentifyOutput> {
  checkDocumentId(input.documentId);
  const reason = input.reason?.trim() || null;
  if (reason === null && deps.requireReason) {
    throw new DeidError("invalid_request", "this deployment requires a reason for every re-identification", {
      details: [{ path: "/reason", message: "required" }],
    });
  }
  if (reason !== null && (reason.length > MAX_REASON || !reason.isWellFormed())) {
    throw new DeidError("invalid_request", `reason must be at most ${MAX_REASON} characters of valid text`, {
      details: [{ path: "/reason", message: "invalid reason" }],
    });
  }
  checkText(input.text);
  const row = await tokenMapRow(deps.db, input.tenant, input.documentId);
  if (!row) throw new DeidError("not_found", "no such document");

  const occurrences = findTokens(input.text);
  const values = new Map<string, string>(
    row.tokens_ciphertext
      ? Object.entries(
          JSON.parse(
            deps.cipher.decrypt(
              row.tokens_ciphertext,
              documentTokensAad(input.tenant, input.documentId),
              row.key_id,
            ),
          ) as Record<string, string>,
        )
      : [],
  );
  const missing = [...new Set(occurrences.map((o) => o.token))].filter((t) => !values.has(t));
  if (missing.length > 0 && row.scope.startsWith("sub:")) {
    for (const [token, value] of await deps.vault.resolve(deps.db, input.tenant, row.scope, missing)) {
      values.set(token, value);
    }
  }

  const parts: string[] = [];
  const notFound = new Set<string>();
  let cursor = 0;
  let replaced = 0;
  for (const { start, end, token } of occurrences) {
    const value = values.get(token);
    if (value === undefined) {
      notFound.add(token);
      continue;
    }
    parts.push(input.text.slice(cursor, start), value);
    cursor = end;
    replaced++;
  }
  parts.push(input.text.slice(cursor));

  // The reason may hold PHI: it is stored encrypted, and the log entry records only its reference
  // and a keyed MAC (audit-reason.ts).
  const time = (deps.now?.() ?? new Date()).toISOString();
  await deps.db.transaction(async (tx) => {
    const stored = reason === null ? null : await storeReason(tx, deps, input.tenant, reason, time);
    await deps.audit.recordReidentify(tx, {
      tenant: input.tenant,
      documentId: input.documentId,
      keyId: input.keyId,
      reasonRef: stored?.reasonRef ?? null,
      reasonDigest: stored?.reasonDigest ?? null,
      tokensRestored: replaced,
      time,
    });
  });
  deps.audit.scheduleIntegration();
  return { text: parts.join(""), tokens_replaced: replaced, tokens_not_found: [...notFound] };
}
