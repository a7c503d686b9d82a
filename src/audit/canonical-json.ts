/** A value that RFC 8785 can canonicalise: I-JSON, no undefined, no functions, finite numbers. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/**
 * JSON Canonicalization Scheme. Keys are sorted by UTF-16 code units and serialised without white
 * space; numbers and strings use the ECMAScript serialisation, which the RFC adopts verbatim.
 */
// SPEC: https://www.rfc-editor.org/rfc/rfc8785#section-3.2
export function canonicalJson(value: JsonValue): string {
  switch (typeof value) {
    case "string":
      return canonicalString(value);
    case "number":
      // SPEC: https://www.rfc-editor.org/rfc/rfc8785#section-3.2.2.3 (NaN and Infinity are not I-JSON)
      if (!Number.isFinite(value)) throw new TypeError("canonical JSON cannot hold a non-finite number");
      return JSON.stringify(value);
    case "boolean":
      return value ? "true" : "false";
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(",")}]`;
      const object = value as { readonly [key: string]: JsonValue };
      // SPEC: https://www.rfc-editor.org/rfc/rfc8785#section-3.2.3 (sort by UTF-16 code units)
      const keys = Object.keys(object).sort(compareUtf16);
      const members: string[] = [];
      for (const key of keys) {
        const member = object[key];
        if (member === undefined) throw new TypeError("canonical JSON cannot hold undefined");
        members.push(`${canonicalString(key)}:${canonicalJson(member)}`);
      }
      return `{${members.join(",")}}`;
    }
    default:
      throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
  }
}

/** The canonical form as UTF-8 bytes: the leaf data of the log. */
export function canonicalJsonBytes(value: JsonValue): Uint8Array {
  return new TextEncoder().encode(canonicalJson(value));
}

function canonicalString(value: string): string {
  // SPEC: https://www.rfc-editor.org/rfc/rfc8785#section-3.2.2.2 (I-JSON: no lone surrogates)
  if (!value.isWellFormed()) throw new TypeError("canonical JSON cannot hold a lone surrogate");
  return JSON.stringify(value);
}

function compareUtf16(a: string, b: string): number {
  // JavaScript string comparison is by UTF-16 code units, exactly what the RFC asks.
  return a < b ? -1 : a > b ? 1 : 0;
}
