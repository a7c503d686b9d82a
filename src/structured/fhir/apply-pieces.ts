import { type FhirPart, FhirResourceError, type JsonPath, pointer, splitXhtml } from "./fhir-parts.ts";

type Container = Record<string | number, unknown>;

/** The object or array holding the value at `path`, and the value's key. */
export function parentOf(root: unknown, path: JsonPath): [Container, string | number] {
  let node = root as Container;
  for (const key of path.slice(0, -1)) node = node[key] as Container;
  return [node, path.at(-1)!];
}

export const getAt = (root: unknown, path: JsonPath): unknown => {
  const [parent, key] = parentOf(root, path);
  return parent[key];
};

const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
const TOKEN = /^\[([A-Z]+)_([0-9a-f]{12})\]$/;
const ID_FORM = /^([A-Z]+)-([0-9a-f]{12})$/;

/** A pseudonym as a FHIR id: a token `[ID_3f9a0c1b7e2d]` is written `ID-3f9a0c1b7e2d`. */
export function asFhirId(piece: string, path: JsonPath): string {
  const token = TOKEN.exec(piece);
  const id = token ? `${token[1]}-${token[2]}` : piece;
  if (!FHIR_ID.test(id))
    throw new FhirResourceError(`${pointer(path)}: the replacement is not a valid FHIR id`);
  return id;
}

/** The text form of a pseudonymous id, so re-identification finds the token. */
export function idAsText(id: string): string {
  const m = ID_FORM.exec(id);
  return m ? `[${m[1]}_${m[2]}]` : id;
}

/**
 * Writes each part's new text into `root` (a copy of the resource): strings in place, a Patient id
 * inside its reference, a text node back among its div's tags, a text attachment re-encoded (its
 * `size` follows; its `hash`, a digest of the original, is dropped). Dates go through `date`.
 */
export function applyPieces(
  root: unknown,
  parts: readonly FhirPart[],
  pieces: readonly string[],
  date: (part: Extract<FhirPart, { kind: "date" }>, piece: string) => void,
): void {
  const divs = new Map<string, { path: JsonPath; segments: string[] }>();
  parts.forEach((part, i) => {
    const piece = pieces[i]!;
    const [parent, key] = parentOf(root, part.path);
    switch (part.kind) {
      case "text":
      case "phi":
        parent[key] = piece;
        break;
      case "patient":
        parent[key] = `${part.before}${asFhirId(piece, part.path)}${part.after}`;
        break;
      case "date":
        date(part, piece);
        break;
      case "xhtml": {
        const id = pointer(part.path);
        let div = divs.get(id);
        if (!div) {
          div = { path: part.path, segments: splitXhtml(parent[key] as string) };
          divs.set(id, div);
        }
        div.segments[part.node] = piece.replace(/[<>]/g, " ");
        break;
      }
      case "base64": {
        const bytes = Buffer.from(piece, "utf8");
        parent[key] = bytes.toString("base64");
        if (typeof parent.size === "number" || typeof parent.size === "string") {
          parent.size = typeof parent.size === "number" ? bytes.length : String(bytes.length);
        }
        delete parent.hash;
        break;
      }
    }
  });
  for (const { path, segments } of divs.values()) {
    const [parent, key] = parentOf(root, path);
    parent[key] = segments.join("");
  }
}
