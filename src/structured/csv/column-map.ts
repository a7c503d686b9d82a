import { isPhiType, type PhiType } from "../../detection/phi-type.ts";

/**
 * What a column of a CSV extract is. `text` columns run through detection; `phi` columns hold one
 * value of a known type (a name, a date, an MRN…), replaced whole; `keep` columns are written as
 * they are, `drop` columns are left out of the output; the `--id-column` is written as it is and
 * names the row's document.
 */
export type ColumnRole =
  | { readonly kind: "text" }
  | { readonly kind: "phi"; readonly type: PhiType }
  | { readonly kind: "keep" }
  | { readonly kind: "drop" }
  | { readonly kind: "id" };

/** The words `--column NAME=KIND` takes besides the PHI type names of GET /api/v1/policies. */
export const COLUMN_KINDS: Readonly<Record<string, ColumnRole>> = {
  text: { kind: "text" },
  keep: { kind: "keep" },
  drop: { kind: "drop" },
  name: { kind: "phi", type: "NAME" },
  date: { kind: "phi", type: "DATE" },
  id: { kind: "phi", type: "ID" },
  phone: { kind: "phi", type: "PHONE" },
  email: { kind: "phi", type: "EMAIL" },
  address: { kind: "phi", type: "STREET_ADDRESS" },
  zip: { kind: "phi", type: "ZIP" },
};

export interface CsvColumnOptions {
  /** Columns of free text (one or more). */
  readonly textColumns: readonly string[];
  /** The column naming the subject: consistent tokens for its rows; replaced as an `id` unless mapped. */
  readonly subjectColumn?: string | undefined;
  /** The column whose value is the row's document_id (reruns return the same documents); kept as is. */
  readonly idColumn?: string | undefined;
  /** Every other column by header name: a COLUMN_KINDS word or a PHI type. */
  readonly columns?: Readonly<Record<string, string>> | undefined;
}

export interface CsvLayout {
  readonly header: readonly string[];
  readonly roles: readonly ColumnRole[];
  readonly subjectIndex: number | undefined;
  readonly idIndex: number | undefined;
}

/** The column plan cannot be made from the options and the header; the message names columns only. */
export class CsvColumnError extends Error {
  override readonly name = "CsvColumnError";
}

export function columnRole(kind: string): ColumnRole | undefined {
  const word = COLUMN_KINDS[kind.toLowerCase()];
  if (word) return word;
  return isPhiType(kind) ? { kind: "phi", type: kind } : undefined;
}

/** `NAME=KIND` as given to `--column`: the last "=" splits, so a header may hold "=". */
export function parseColumnSpec(spec: string): [string, string] {
  const at = spec.lastIndexOf("=");
  if (at <= 0 || at === spec.length - 1) {
    throw new CsvColumnError(`--column takes NAME=KIND (e.g. "Author=name"), not "${spec}"`);
  }
  return [spec.slice(0, at), spec.slice(at + 1)];
}

/**
 * Types every column of the header. A column no option names is refused, not guessed: an extract
 * grows a column (a phone, a free-text comment) and a default of "keep" would let it through, while
 * a default of "drop" would silently lose data. The error lists every unmapped column at once.
 */
export function planColumns(header: readonly string[], options: CsvColumnOptions): CsvLayout {
  const seen = new Map<string, number>();
  header.forEach((name, i) => {
    if (seen.has(name)) throw new CsvColumnError(`the header names column "${name}" twice`);
    seen.set(name, i);
  });
  const indexOf = (name: string, option: string) => {
    const index = seen.get(name);
    if (index === undefined) throw new CsvColumnError(`${option} "${name}" is not a column of the header`);
    return index;
  };
  const roles: (ColumnRole | undefined)[] = header.map(() => undefined);
  const assign = (index: number, role: ColumnRole, option: string) => {
    if (roles[index] !== undefined && roles[index]!.kind !== role.kind) {
      throw new CsvColumnError(`column "${header[index]}" is given two kinds (${option})`);
    }
    roles[index] = role;
  };
  if (options.textColumns.length === 0) throw new CsvColumnError("name the text column with --text-column");
  for (const name of options.textColumns)
    assign(indexOf(name, "--text-column"), { kind: "text" }, "--text-column");
  for (const [name, kind] of Object.entries(options.columns ?? {})) {
    const role = columnRole(kind);
    if (!role || role.kind === "id") {
      throw new CsvColumnError(
        `--column ${name}=${kind}: the kind must be one of ${Object.keys(COLUMN_KINDS).join(", ")} or a PHI type`,
      );
    }
    assign(indexOf(name, "--column"), role, "--column");
  }
  const idIndex = options.idColumn === undefined ? undefined : indexOf(options.idColumn, "--id-column");
  if (idIndex !== undefined) {
    if (roles[idIndex] !== undefined)
      throw new CsvColumnError("the --id-column is written as it is: do not map it");
    roles[idIndex] = { kind: "id" };
  }
  const subjectIndex =
    options.subjectColumn === undefined ? undefined : indexOf(options.subjectColumn, "--subject-column");
  if (subjectIndex !== undefined) {
    if (subjectIndex === idIndex) throw new CsvColumnError("the subject and id columns must differ");
    roles[subjectIndex] ??= { kind: "phi", type: "MRN" };
  }
  const unmapped = header.filter((_, i) => roles[i] === undefined);
  if (unmapped.length > 0) {
    throw new CsvColumnError(
      `unmapped columns: ${unmapped.map((n) => `"${n}"`).join(", ")}; type each with --column NAME=KIND (${Object.keys(COLUMN_KINDS).join(", ")} or a PHI type)`,
    );
  }
  return { header, roles: roles as ColumnRole[], subjectIndex, idIndex };
}
