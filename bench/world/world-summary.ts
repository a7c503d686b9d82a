/**
 * The world part of the `npm run eval` summary: strict recall of world seed 1 and seed 2 side by
 * side by country (with each country's PHI-free touched share, of the short PHI-free notes and of
 * the broad PHI-free documents) and by document type.
 */
import type { GeneratedResult } from "../generated-report.ts";
import { ratio } from "../score.ts";
import { COUNTRY_CODES } from "./kit.ts";

type Touched = Map<string, { touched: number; total: number }>;

function strict(result: GeneratedResult | undefined, dimension: string, key: string): string {
  const cat = result?.byDimension.get(dimension)?.get(key);
  return cat === undefined ? "-" : ratio(cat.strict, cat.gold);
}

function shares(touched: readonly Touched[], code: string): string[] {
  return touched.map((m) => {
    const c = m.get(code);
    return c === undefined ? "-" : ratio(c.touched, c.total);
  });
}

export function printWorldSideBySide(
  results: readonly GeneratedResult[],
  touched: readonly Touched[],
  broad: readonly Touched[] = [],
): void {
  const [one, two] = results;
  const w = 14;
  console.log("");
  console.log(
    `${"world, strict recall".padEnd(30)}${"seed 1".padStart(w)}${"seed 2".padStart(w)}${"touched s1".padStart(w)}${"touched s2".padStart(w)}${broad.length > 0 ? `${"broad s1".padStart(w)}${"broad s2".padStart(w)}` : ""}`,
  );
  for (const code of COUNTRY_CODES) {
    const t = shares(touched, code);
    const b = shares(broad, code);
    console.log(
      `  ${code.padEnd(28)}${strict(one, "locale", code).padStart(w)}${strict(two, "locale", code).padStart(w)}${(t[0] ?? "-").padStart(w)}${(t[1] ?? "-").padStart(w)}${broad.length > 0 ? `${(b[0] ?? "-").padStart(w)}${(b[1] ?? "-").padStart(w)}` : ""}`,
    );
  }
  const docs = [...(one?.byDimension.get("doc")?.keys() ?? [])].sort();
  for (const doc of docs)
    console.log(
      `  ${doc.slice(0, 28).padEnd(28)}${strict(one, "doc", doc).padStart(w)}${strict(two, "doc", doc).padStart(w)}`,
    );
}
