import type { ScanContext } from "../recogniser.ts";

/**
 * A place candidate that ends on weeks of gestation ("Postnatal ward: baby born at 41+4/40"): the
 * last number is followed by "+d/40", touching. No address or ward ends on a gestation.
 */
export function endsOnGestation(context: ScanContext, last: number): boolean {
  const t = context.tokens;
  return (
    t.isNumber(last) &&
    t.touches(last) &&
    t.isPunct(last + 1, "+") &&
    t.touches(last + 1) &&
    t.isNumber(last + 2) &&
    t.isPunct(last + 3, "/") &&
    t.isNumber(last + 4) &&
    t.raw(last + 4) === "40"
  );
}
