import { DeidError } from "../errors.ts";
import { readDocumentMap, restoreText } from "../tokens/restore.ts";
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
 * Restores the original values of every token of the document's scope — the document's own tokens
 * first (their surface in this document), then, for a subject, every token of that subject — and
 * of every surrogate the document's output holds (`surrogate` policy), however a person or a model
 * re-cased or re-spaced it. The audit entry commits before any value is returned.
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

  const stored = readDocumentMap(
    row.tokens_ciphertext
      ? (JSON.parse(
          deps.cipher.decrypt(
            row.tokens_ciphertext,
            documentTokensAad(input.tenant, input.documentId),
            row.key_id,
          ),
        ) as Record<string, string>)
      : {},
  );
  // Tokens of the subject's other documents are restored too (the vault holds them).
  const tokens = new Map(stored.tokens);
  const missing = [...new Set(findTokens(input.text).map((o) => o.token))].filter((t) => !tokens.has(t));
  if (missing.length > 0 && row.scope.startsWith("sub:")) {
    for (const [token, value] of await deps.vault.resolve(deps.db, input.tenant, row.scope, missing)) {
      tokens.set(token, value);
    }
  }
  const restored = restoreText(input.text, {
    tokens,
    surrogates: stored.surrogates,
    ...(stored.variants ? { variants: stored.variants } : {}),
  });
  const replaced = restored.replaced;

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
  return { text: restored.text, tokens_replaced: replaced, tokens_not_found: restored.notFound };
}
