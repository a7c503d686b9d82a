import { DeidError } from "../../errors.ts";
import type { PolicyName } from "../../policy/policies.ts";
import { deidentifyDocument } from "../../service/deidentify-document.ts";
import type { KnownValue } from "../../service/known-values.ts";
import type { ServiceDeps } from "../../service/service-deps.ts";
import { firstUncoveredCell } from "../csv/cell-coverage.ts";
import { PART_SEPARATOR } from "../csv/row-document.ts";
import { applyPieces, parentOf } from "./apply-pieces.ts";
import { addDateToken, addDocumentTag } from "./document-tag.ts";
import { collectParts, FHIR_DATE, type FhirPart, FhirResourceError, pointer } from "./fhir-parts.ts";

export interface FhirDeidentifyOptions {
  readonly tenant: string;
  readonly policy: PolicyName;
  /** The Patient the resource is about (`Patient/123`): its tokens, surrogates and date shift. */
  readonly subjectId?: string | undefined;
  /** Values known for the subject elsewhere (its Patient resource in the same Bundle). */
  readonly knownPhi?: readonly KnownValue[];
  /** Largest text of one resource (its free text and values), in UTF-8 bytes: DEID_MAX_TEXT_BYTES. */
  readonly maxTextBytes?: number;
}

export interface FhirDocumentSummary {
  readonly document_id: string;
  readonly resource_type: string;
  readonly phi_found: number;
  readonly phi_types: Record<string, number>;
}

/** Elements of type instant (and DocumentReference.date), which need a full date and time even when generalised. */
const INSTANT_KEYS: ReadonlySet<string> = new Set(["lastUpdated", "issued", "recorded", "timestamp", "when"]);
const TOKEN = /^\[[A-Z]+_[0-9a-f]{12}\]$/;

/** The typed values of a resource's parts, as known_phi: each is replaced whole wherever it stands. */
export function knownValuesOf(parts: readonly FhirPart[]): { values: KnownValue[]; at: FhirPart[] } {
  const values: KnownValue[] = [];
  const at: FhirPart[] = [];
  for (const part of parts) {
    const type =
      part.kind === "phi"
        ? part.type
        : part.kind === "date"
          ? "DATE"
          : part.kind === "patient"
            ? "ID"
            : undefined;
    if (type === undefined) continue;
    values.push({ type, value: part.value });
    at.push(part);
  }
  return { values, at };
}

/**
 * De-identifies one FHIR resource as one document (one receipt): every part (collectParts) joined
 * into one text, the typed values passed as known_phi so the same value gets the same token or
 * surrogate in a name, an identifier and the narrative alike, then each piece written back. A typed
 * value that would not be replaced whole refuses the resource. Dates stay valid FHIR: shifted under
 * `surrogate`; otherwise the year, with the token (when the policy keeps one) in an extension.
 */
export async function deidentifyResource(
  deps: ServiceDeps,
  resource: Record<string, unknown>,
  options: FhirDeidentifyOptions,
): Promise<{ resource: Record<string, unknown>; document: FhirDocumentSummary | undefined }> {
  // Free text first: a token restores the surface first seen in its document, and a note must read
  // back exactly as written (a FHIR date element is written back in its own form by re-identification).
  const collected = collectParts(resource);
  const isText = (p: FhirPart) => p.kind === "text" || p.kind === "xhtml" || p.kind === "base64";
  const parts = [...collected.filter(isText), ...collected.filter((p) => !isText(p))];
  const copy = structuredClone(resource);
  if (parts.length === 0) return { resource: copy, document: undefined };
  for (const part of parts) {
    if (part.value.includes("\u001e"))
      throw new FhirResourceError(`${pointer(part.path)} holds a U+001E control character`);
    if (part.kind === "phi" && part.value.length > 256)
      throw new FhirResourceError(`${pointer(part.path)} is longer than 256 characters`);
  }
  const own = knownValuesOf(parts);
  const uncovered = firstUncoveredCell(own.values, deps.knownValues ?? {});
  if (uncovered >= 0) {
    throw new FhirResourceError(
      `${pointer(own.at[uncovered]!.path)} cannot be replaced whole as ${own.values[uncovered]!.type}`,
    );
  }
  const text = parts.map((p) => p.value).join(PART_SEPARATOR);
  if (options.maxTextBytes !== undefined && Buffer.byteLength(text, "utf8") > options.maxTextBytes) {
    throw new DeidError(
      "payload_too_large",
      `a resource's text and values are larger than ${options.maxTextBytes} bytes (DEID_MAX_TEXT_BYTES)`,
    );
  }
  const { result } = await deidentifyDocument(deps, {
    tenant: options.tenant,
    text,
    policy: options.policy,
    knownPhi: [...own.values, ...(options.knownPhi ?? [])].slice(0, 1000),
    subjectId: options.subjectId,
  });
  const pieces = result.text.split(PART_SEPARATOR);
  if (pieces.length !== parts.length) {
    throw new FhirResourceError(
      "a finding crossed the boundary between two elements; the resource was not written",
    );
  }
  applyPieces(copy, parts, pieces, (part, piece) => {
    const [parent, key] = parentOf(copy, part.path);
    const year = part.value.slice(0, 4);
    const instant =
      part.rest !== "" &&
      typeof key === "string" &&
      (INSTANT_KEYS.has(key) ||
        (key === "date" && part.path.length === 1 && resource.resourceType === "DocumentReference"));
    const generalised = instant ? `${year}-01-01T00:00:00Z` : year;
    if (FHIR_DATE.test(piece) || /^\d{4}$/.test(piece)) {
      // Shifted (surrogate) or generalised by the policy: a date a FHIR reader accepts.
      parent[key] =
        piece.length === 10 ? `${piece}${part.rest}` : /^\d{4}$/.test(piece) ? generalised : piece;
      return;
    }
    parent[key] = generalised;
    if (TOKEN.test(piece)) {
      if (typeof key !== "string")
        throw new FhirResourceError(`${pointer(part.path)}: a date in a list cannot carry its token`);
      addDateToken(parent, key, `${piece}${part.rest}`);
    }
  });
  addDocumentTag(copy, result.document_id);
  return {
    resource: copy,
    document: {
      document_id: result.document_id,
      resource_type: String(resource.resourceType),
      phi_found: result.phi_found,
      phi_types: result.phi_types,
    },
  };
}
