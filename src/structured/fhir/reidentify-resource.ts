import { parseCalendarDate } from "../../policy/calendar-date.ts";
import { reidentifyDocument } from "../../service/reidentify-document.ts";
import type { ServiceDeps } from "../../service/service-deps.ts";
import { PART_SEPARATOR } from "../csv/row-document.ts";
import { applyPieces, idAsText, parentOf } from "./apply-pieces.ts";
import { takeDateToken, takeDocumentTag } from "./document-tag.ts";
import {
  collectParts,
  FHIR_DATE,
  type FhirPart,
  FhirResourceError,
  type JsonPath,
  pointer,
} from "./fhir-parts.ts";

export interface FhirReidentifyResult {
  readonly resource: Record<string, unknown>;
  readonly tokens_replaced: number;
  readonly tokens_not_found: string[];
}

const TOKEN_PREFIX = /^\[[A-Z]+_[0-9a-f]{12}\]/;

/** The restored date of a token extension (`token` + the time kept apart) as a FHIR date(Time). */
function asFhirDate(restored: string, extension: string): string {
  const rest = extension.replace(TOKEN_PREFIX, "");
  const surface = rest !== "" && restored.endsWith(rest) ? restored.slice(0, -rest.length) : restored;
  if (FHIR_DATE.test(surface)) return `${surface}${rest}`;
  const date = parseCalendarDate(surface);
  if (!date || date.year === undefined || date.month === undefined) return restored;
  const pad = (n: number) => String(n).padStart(2, "0");
  const iso = `${date.year}-${pad(date.month)}${date.day === undefined ? "" : `-${pad(date.day)}`}`;
  return `${iso}${rest}`;
}

/** Every date token extension in the resource, removed, by the path of its date. */
function takeDateTokens(
  node: unknown,
  path: JsonPath,
  found: Map<string, { path: JsonPath; token: string }>,
): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      takeDateTokens(item, [...path, i], found);
    });
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const object = node as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    if (key.startsWith("_") && key.length > 1) {
      const token = takeDateToken(object, key.slice(1));
      if (token !== undefined)
        found.set(pointer([...path, key.slice(1)]), { path: [...path, key.slice(1)], token });
    }
  }
  for (const [key, value] of Object.entries(object)) takeDateTokens(value, [...path, key], found);
}

/**
 * Restores a resource de-identified by deidentifyResource: the document named by its tag resolves
 * every token and surrogate in its parts (dates from their token extensions, Patient ids from their
 * `ID-…` form); the tag and extensions are removed, so the original comes back JSON-equal.
 */
export async function reidentifyResource(
  deps: ServiceDeps,
  resource: Record<string, unknown>,
  options: { tenant: string; keyId: string; reason?: string | undefined },
): Promise<FhirReidentifyResult> {
  const copy = structuredClone(resource);
  const documentId = takeDocumentTag(copy);
  if (documentId === undefined) {
    throw new FhirResourceError(
      "/meta/tag: no clinical-deid document tag; this resource was not de-identified here",
    );
  }
  const tokens = new Map<string, { path: JsonPath; token: string }>();
  takeDateTokens(copy, [], tokens);
  const parts: FhirPart[] = collectParts(copy).filter(
    (p) => !(p.kind === "date" && tokens.has(pointer(p.path))),
  );
  const tokenAt = new Set<FhirPart>();
  for (const { path, token } of tokens.values()) {
    const part: FhirPart = { kind: "text", path, value: token };
    tokenAt.add(part);
    parts.push(part);
  }
  const texts = parts.map((p) =>
    // A date's time is kept apart, as when it was de-identified, so its surrogate stands alone.
    p.kind === "patient" ? idAsText(p.value) : p.value,
  );
  const restored = await reidentifyDocument(deps, {
    tenant: options.tenant,
    keyId: options.keyId,
    documentId,
    text: texts.join(PART_SEPARATOR),
    reason: options.reason,
  });
  const pieces = restored.text.split(PART_SEPARATOR);
  if (pieces.length !== parts.length)
    throw new FhirResourceError("the resource could not be restored element by element");
  // A token restores the surface first seen in its document, which may be the note's "11/22/2021":
  // a FHIR date element is written back in its own form.
  parts.forEach((part, i) => {
    if (tokenAt.has(part)) pieces[i] = asFhirDate(pieces[i]!, part.value);
  });
  applyPieces(copy, parts, pieces, (part, piece) => {
    const [parent, key] = parentOf(copy, part.path);
    parent[key] = `${piece}${part.rest}`;
  });
  return {
    resource: copy,
    tokens_replaced: restored.tokens_replaced,
    tokens_not_found: restored.tokens_not_found,
  };
}
