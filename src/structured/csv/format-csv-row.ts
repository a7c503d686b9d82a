import { stringify } from "csv-stringify/sync";

/**
 * One output record, quoted as RFC 4180 asks. A cell starting with "=", "+", "-", "@", a tab or a
 * carriage return is prefixed with "'" so a spreadsheet opening the file never runs it as a formula
 * (OWASP "CSV injection"); a negative number in a kept column is therefore written '-3.
 */
export function formatCsvRow(cells: readonly string[], delimiter: string, eol: string): string {
  return stringify([cells as string[]], {
    delimiter,
    record_delimiter: eol,
    escape_formulas: true,
    eof: true,
  });
}
