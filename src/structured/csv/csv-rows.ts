import { type Readable, Transform } from "node:stream";
import { parse } from "csv-parse";

export type CsvItem =
  /** One record; `row` 0 is the header. `line` is the line the record starts on. */
  | { readonly row: number; readonly line: number; readonly cells: string[]; readonly eol: string }
  /** Malformed CSV (an unclosed or stray quote…): nothing after it can be trusted. */
  | { readonly row: number; readonly line: number; readonly error: string };

/**
 * Reads RFC 4180 CSV (or TSV with `delimiter` "\t") from a text stream, one record at a time:
 * quoted fields with doubled quotes and line breaks, CRLF or LF, a UTF-8 byte-order mark, blank
 * lines skipped. Rows may have any number of cells (the caller compares them with the header).
 * Malformed quoting ends the reading with an item that names the line and the parser's code,
 * never the input. Memory holds one record at a time (csv-parse streams, linear in the input).
 */
export async function* readCsvRows(input: Readable, delimiter: string): AsyncGenerator<CsvItem> {
  // The input's line ending, from its first line, so the output keeps it.
  let eol: string | undefined;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (eol === undefined) {
        const at = chunk.indexOf(0x0a);
        if (at >= 0) eol = at > 0 && chunk[at - 1] === 0x0d ? "\r\n" : "\n";
      }
      done(null, chunk);
    },
  });
  input.once("error", (error) => tap.destroy(error));
  const parser = input
    .pipe(tap)
    .pipe(parse({ bom: true, delimiter, info: true, relax_column_count: true, skip_empty_lines: true }));
  tap.once("error", (error) => parser.destroy(error));
  let row = 0;
  let doubled = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      // csv-parse's info.lines is the line a record ends on, and it counts each CRLF inside a
      // quoted cell twice, for the rest of the file: take those back, then the cell's line breaks.
      let breaks = 0;
      for (const cell of record) {
        for (let at = cell.indexOf("\n"); at >= 0; at = cell.indexOf("\n", at + 1)) {
          breaks++;
          if (at > 0 && cell[at - 1] === "\r") doubled++;
        }
      }
      yield { row: row++, line: info.lines - doubled - breaks, cells: record, eol: eol ?? "\r\n" };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const lines = (error as { lines?: unknown }).lines;
    if (typeof code !== "string" || !code.startsWith("CSV_")) throw error;
    yield {
      row,
      line: typeof lines === "number" ? lines : 0,
      error: `malformed CSV (${code}); the rest of the file was not read`,
    };
  } finally {
    parser.destroy();
    tap.destroy();
  }
}
