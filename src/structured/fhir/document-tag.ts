/**
 * A de-identified resource names its document (the key for re-identification and its receipt) in
 * `meta.tag`; a token that replaced a date (a FHIR date cannot hold one) rides in an extension of
 * the date's primitive element (`_birthDate`). Re-identification reads and removes both.
 */
export const DOCUMENT_TAG_SYSTEM = "urn:clinical-deid:document";
export const DATE_TOKEN_EXTENSION = "urn:clinical-deid:date-token";

type Meta = { tag?: { system?: string; code?: string }[] } & Record<string, unknown>;

export function addDocumentTag(resource: Record<string, unknown>, documentId: string): void {
  const meta = { ...((resource.meta as Meta | undefined) ?? {}) };
  meta.tag = [...(meta.tag ?? []), { system: DOCUMENT_TAG_SYSTEM, code: documentId }];
  resource.meta = meta;
}

/** The document id, removing the tag (and an empty `meta` left behind); undefined when there is none. */
export function takeDocumentTag(resource: Record<string, unknown>): string | undefined {
  const meta = resource.meta as Meta | undefined;
  const at = meta?.tag?.findIndex((t) => t.system === DOCUMENT_TAG_SYSTEM) ?? -1;
  if (!meta || at < 0) return undefined;
  const code = meta.tag![at]!.code;
  const tag = meta.tag!.filter((_, i) => i !== at);
  if (tag.length > 0) meta.tag = tag;
  else delete meta.tag;
  if (Object.keys(meta).length === 0) delete resource.meta;
  return typeof code === "string" ? code : undefined;
}

type Element = { extension?: { url?: string; valueString?: string }[] } & Record<string, unknown>;

export function addDateToken(parent: Record<string | number, unknown>, key: string, token: string): void {
  const name = `_${key}`;
  const element = { ...((parent[name] as Element | undefined) ?? {}) };
  element.extension = [...(element.extension ?? []), { url: DATE_TOKEN_EXTENSION, valueString: token }];
  parent[name] = element;
}

/** The date token of `parent[key]`, removed with its extension; undefined when there is none. */
export function takeDateToken(parent: Record<string | number, unknown>, key: string): string | undefined {
  const name = `_${key}`;
  const element = parent[name] as Element | undefined;
  const at = element?.extension?.findIndex((e) => e.url === DATE_TOKEN_EXTENSION) ?? -1;
  if (!element || at < 0) return undefined;
  const token = element.extension![at]!.valueString;
  const rest = element.extension!.filter((_, i) => i !== at);
  if (rest.length > 0) element.extension = rest;
  else delete element.extension;
  if (Object.keys(element).length === 0) delete parent[name];
  return token;
}
