import type { PhiType } from "../../detection/phi-type.ts";

/** Where a value sits in a resource: keys and array indexes from the resource's root. */
export type JsonPath = readonly (string | number)[];

/**
 * One string of a resource that de-identification reads or replaces:
 * - `text`: free text (narrative text nodes, Annotation.text, descriptions, displays…), through detection;
 * - `phi`: a typed value (a HumanName part, an Address part, a ContactPoint or Identifier value), replaced whole;
 * - `date`: the date of a date, dateTime or instant (`rest` is its time, kept apart);
 * - `patient`: a Patient's id, in `Patient.id` or a reference (`before` + id + `after`);
 * - `xhtml`: one text node of a narrative `div` (`node` indexes the div's segments);
 * - `base64`: the decoded text of a text Attachment.
 */
export type FhirPart =
  | { readonly kind: "text"; readonly path: JsonPath; readonly value: string }
  | { readonly kind: "phi"; readonly path: JsonPath; readonly value: string; readonly type: PhiType }
  | { readonly kind: "date"; readonly path: JsonPath; readonly value: string; readonly rest: string }
  | {
      readonly kind: "patient";
      readonly path: JsonPath;
      readonly value: string;
      readonly before: string;
      readonly after: string;
    }
  | { readonly kind: "xhtml"; readonly path: JsonPath; readonly value: string; readonly node: number }
  | { readonly kind: "base64"; readonly path: JsonPath; readonly value: string };

/** A resource this service cannot de-identify as it stands; the message names paths, never values. */
export class FhirResourceError extends Error {
  override readonly name = "FhirResourceError";
}

/** Strings read as free text wherever they stand (besides `text` of an Annotation or CodeableConcept). */
const FREE_TEXT: ReadonlySet<string> = new Set([
  "text",
  "description",
  "comment",
  "valueString",
  "valueMarkdown",
  "conclusion",
  "display",
  "authorString",
  "title",
  "summary",
  "patientInstruction",
]);

const ADDRESS_PARTS: Readonly<Record<string, PhiType>> = {
  line: "STREET_ADDRESS",
  city: "CITY",
  district: "LOCATION",
  state: "STATE",
  postalCode: "ZIP",
  country: "COUNTRY",
  text: "STREET_ADDRESS",
};

const TELECOM_TYPES: Readonly<Record<string, PhiType>> = {
  phone: "PHONE",
  fax: "FAX",
  email: "EMAIL",
  url: "URL",
  sms: "PHONE",
  pager: "PHONE",
};

const VALUE_X: Readonly<Record<string, string>> = {
  valueHumanName: "name",
  valueAddress: "address",
  valueContactPoint: "telecom",
  valueIdentifier: "identifier",
};

/** FHIR date, dateTime and instant with at least a month (a year alone is not a Safe Harbor identifier). */
export const FHIR_DATE =
  /^(\d{4}-\d{2}(?:-\d{2})?)(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** `Patient/123`, `Patient/123/_history/2` or an absolute URL ending so: the id and what surrounds it. */
const PATIENT_REFERENCE = /^(.*?\bPatient\/)([A-Za-z0-9\-.]{1,64})((?:\/_history\/[A-Za-z0-9\-.]{1,64})?)$/;

export function patientReference(
  reference: string,
): { before: string; id: string; after: string } | undefined {
  if (reference.length > 2048) return undefined;
  const m = PATIENT_REFERENCE.exec(reference);
  return m ? { before: m[1]!, id: m[2]!, after: m[3]! } : undefined;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A narrative div split into text and tags: even indexes are text nodes, odd ones tags (linear). */
export function splitXhtml(div: string): string[] {
  return div.split(/(<[^<>]*>)/);
}

const TEXT_TYPE = /^text\/|^application\/(?:json|xml|fhir\+json|fhir\+xml)\b/i;

/**
 * Every part of one resource, in document order. Walks the JSON once (linear in its size), typing
 * values by the datatype that holds them: HumanName, Address, ContactPoint, Identifier, Narrative,
 * Attachment, Reference; any other string is free text when its key says so, a date when it reads
 * as one, and kept otherwise (codes, systems, URLs, statuses, ids of other resources).
 */
export function collectParts(resource: Record<string, unknown>): FhirPart[] {
  const parts: FhirPart[] = [];
  const isPatient = resource.resourceType === "Patient";

  const typed = (path: JsonPath, value: Json | undefined, type: PhiType) => {
    if (typeof value === "string" && value.trim() !== "") parts.push({ kind: "phi", path, value, type });
    else if (Array.isArray(value))
      value.forEach((v, i) => {
        typed([...path, i], v, type);
      });
  };

  const walk = (node: Json, path: JsonPath, element: string | number | undefined) => {
    // An extension's value[x] holds the same datatypes: valueAddress is an Address (birthPlace).
    const key = typeof element === "string" ? (VALUE_X[element] ?? element) : element;
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        walk(item, [...path, i], key);
      });
      return;
    }
    if (isObject(node)) {
      if (key === "name" && ("family" in node || "given" in node || ("text" in node && !("div" in node)))) {
        for (const [k, v] of Object.entries(node)) {
          if (k === "family" || k === "given" || k === "text") typed([...path, k], v, "NAME");
          else walk(v, [...path, k], k);
        }
        return;
      }
      if (key === "address" && ("line" in node || "city" in node || "postalCode" in node || "text" in node)) {
        for (const [k, v] of Object.entries(node)) {
          const type = ADDRESS_PARTS[k];
          if (type) typed([...path, k], v, type);
          else walk(v, [...path, k], k);
        }
        return;
      }
      if (key === "telecom" && typeof node.value === "string") {
        const type = TELECOM_TYPES[typeof node.system === "string" ? node.system : ""] ?? "PHONE";
        for (const [k, v] of Object.entries(node)) {
          if (k === "value") typed([...path, k], v, type);
          else walk(v, [...path, k], k);
        }
        return;
      }
      if (key === "identifier" && typeof node.value === "string") {
        const mr = JSON.stringify(node.type ?? "").includes('"code":"MR"');
        for (const [k, v] of Object.entries(node)) {
          if (k === "value") typed([...path, k], v, mr ? "MRN" : "ID");
          else walk(v, [...path, k], k);
        }
        return;
      }
      if (key === "text" && typeof node.div === "string") {
        const segments = splitXhtml(node.div);
        segments.forEach((segment, i) => {
          if (i % 2 === 0 && segment.trim() !== "")
            parts.push({ kind: "xhtml", path: [...path, "div"], value: segment, node: i });
        });
        return;
      }
      if (typeof node.contentType === "string" && typeof node.data === "string") {
        if (!TEXT_TYPE.test(node.contentType)) {
          throw new FhirResourceError(
            `${pointer([...path, "data"])}: an attachment of type ${node.contentType.slice(0, 60)} cannot be de-identified; remove its data`,
          );
        }
        const bytes = Buffer.from(node.data, "base64");
        const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
        if (bytes.toString("base64") !== node.data || !Buffer.from(text, "utf8").equals(bytes)) {
          throw new FhirResourceError(`${pointer([...path, "data"])}: not UTF-8 text in canonical base64`);
        }
        parts.push({ kind: "base64", path: [...path, "data"], value: text });
        for (const [k, v] of Object.entries(node)) if (k !== "data" && k !== "hash") walk(v, [...path, k], k);
        return;
      }
      for (const [k, v] of Object.entries(node)) {
        if (k === "reference" && typeof v === "string") {
          const ref = patientReference(v);
          if (ref)
            parts.push({
              kind: "patient",
              path: [...path, k],
              value: ref.id,
              before: ref.before,
              after: ref.after,
            });
          continue;
        }
        walk(v, [...path, k], k);
      }
      return;
    }
    if (typeof node !== "string" || node.trim() === "") return;
    if (path.length === 1 && key === "id") {
      if (isPatient) parts.push({ kind: "patient", path, value: node, before: "", after: "" });
      return;
    }
    if (typeof key === "string" && FREE_TEXT.has(key)) {
      parts.push({ kind: "text", path, value: node });
      return;
    }
    const date = FHIR_DATE.exec(node);
    if (date) parts.push({ kind: "date", path, value: date[1]!, rest: date[2] ?? "" });
  };

  for (const [k, v] of Object.entries(resource)) {
    if (k === "resourceType") continue;
    if (k === "meta") {
      // Of the metadata, only the time of the last update is about the person (when they were seen).
      if (isObject(v) && typeof v.lastUpdated === "string")
        walk(v.lastUpdated, [k, "lastUpdated"], "lastUpdated");
      continue;
    }
    walk(v as Json, [k], k);
  }
  return parts;
}

/** A JSON pointer for messages: names the place, never the value. */
export function pointer(path: JsonPath): string {
  return `/${path.join("/")}`;
}
