import type { Readable } from "node:stream";
import { DeidError } from "../../errors.ts";
import type { PolicyName } from "../../policy/policies.ts";
import { deidentifyDocument } from "../../service/deidentify-document.ts";
import type { ServiceDeps } from "../../service/service-deps.ts";
import { firstUncoveredCell } from "./cell-coverage.ts";
import { type CsvColumnOptions, type CsvLayout, planColumns } from "./column-map.ts";
import { readCsvRows } from "./csv-rows.ts";
import { formatCsvRow } from "./format-csv-row.ts";
import { assembleRow, outputHeader, type RowDocument, rowDocument } from "./row-document.ts";

export interface DeidentifyCsvOptions extends CsvColumnOptions {
  readonly tenant: string;
  readonly policy: PolicyName;
  /** "," (CSV, the default) or "\t" (TSV). */
  readonly delimiter?: string;
  /** Rows in flight at once (detection runs on the worker pool meanwhile); default 8. */
  readonly window?: number;
}

/** What the stream yields: output text (the header, then one line per row) or a row that was left out. */
export type CsvOutput =
  | { readonly kind: "line"; readonly text: string; readonly row: number; readonly documentId?: string }
  | { readonly kind: "error"; readonly row: number; readonly line: number; readonly error: string };

/**
 * The library's CSV de-identification: reads a text stream of CSV, writes the header and each row
 * with its text columns through detection and its typed cells replaced by the tokens (or
 * surrogates) the same values get inside the row's text. One row is one document (one receipt);
 * with a subject column, every row of the subject shares the subject's tokens. Rows come out in
 * input order; a row that cannot be processed is an `error` item naming the row, never its values;
 * malformed CSV ends the stream with one. A header the options do not cover throws CsvColumnError.
 */
export async function* deidentifyCsv(
  deps: ServiceDeps,
  input: Readable,
  options: DeidentifyCsvOptions,
): AsyncGenerator<CsvOutput> {
  const delimiter = options.delimiter ?? ",";
  const window = Math.max(1, options.window ?? 8);
  let layout: CsvLayout | undefined;
  let eol = "\r\n";
  const pending: Promise<CsvOutput>[] = [];

  const processRow = async (cells: string[], row: number, line: number): Promise<CsvOutput> => {
    const refuse = (error: string): CsvOutput => ({ kind: "error", row, line, error });
    const document = rowDocument(layout!, cells);
    if ("error" in document) return refuse(document.error);
    const uncovered = firstUncoveredCell(document.knownPhi, deps.knownValues ?? {});
    if (uncovered >= 0) {
      return refuse(
        `column "${document.knownColumns[uncovered]}" is not read whole as ${document.knownPhi[uncovered]!.type}`,
      );
    }
    try {
      const { result } = await deidentifyDocument(deps, deidentifyInput(options, document));
      const out = assembleRow(layout!, cells, document, result.text);
      if ("error" in out) return refuse(out.error);
      return { kind: "line", text: formatCsvRow(out, delimiter, eol), row, documentId: result.document_id };
    } catch (error) {
      if (error instanceof DeidError && error.status < 500) return refuse(error.message);
      throw error;
    }
  };

  for await (const item of readCsvRows(input, delimiter)) {
    if ("error" in item) {
      yield* drain(pending);
      yield { kind: "error", row: item.row, line: item.line, error: item.error };
      return;
    }
    if (layout === undefined) {
      layout = planColumns(item.cells, options);
      eol = item.eol;
      yield { kind: "line", text: formatCsvRow(outputHeader(layout), delimiter, eol), row: 0 };
      continue;
    }
    const next = processRow(item.cells, item.row, item.line);
    // Handled here so a failure waiting its turn is not an unhandled rejection; awaited in order below.
    next.catch(() => {});
    pending.push(next);
    if (pending.length >= window) yield await pending.shift()!;
  }
  yield* drain(pending);
}

async function* drain(pending: Promise<CsvOutput>[]): AsyncGenerator<CsvOutput> {
  while (pending.length > 0) yield await pending.shift()!;
}

function deidentifyInput(options: DeidentifyCsvOptions, document: RowDocument) {
  return {
    tenant: options.tenant,
    text: document.text,
    policy: options.policy,
    knownPhi: document.knownPhi,
    subjectId: document.subjectId,
    documentId: document.documentId,
  };
}
