/**
 * A drug chart by brand: grid rows with dose, route, frequency and administration times, codes for
 * doses not given, and the chart's once-only and PRN sections, in the country's brands.
 */
import { type BroadDoc, some } from "../kit.ts";

// No 19xx or 20xx: those read as years in a PHI-free document.
const TIMES = ["0600", "0800", "1200", "1400", "1800", "2100", "2200"];
const CODES = ["A", "R", "W", "N", "F", "S"];

export const DRUG_CHART: BroadDoc = {
  name: "drug chart",
  weight: 6,
  build(r, v) {
    const head = r.pick([
      "DRUG CHART - REGULAR",
      "Inpatient medication chart",
      "MAR",
      "Drug kardex",
      "Treatment sheet",
    ]);
    const rows = some(r, v.drugs, r.int(4, 8)).map((d) => {
      const times = some(r, TIMES, r.int(1, 3)).sort().join("/");
      const given = Array.from({ length: r.int(2, 4) }, () => (r.chance(0.8) ? "✓" : r.pick(CODES))).join(
        " ",
      );
      return r.chance(0.5)
        ? `${d.brand.toUpperCase()} | ${d.dose} | ${d.route} | ${d.freq ?? r.pick(v.freq)} | ${times} | ${given}`
        : `${d.brand} ${d.dose} ${d.route} ${d.freq ?? r.pick(v.freq)} at ${times} (${d.generic}) ${given}`;
    });
    const once = some(r, v.drugs, 1).map((d) => `STAT: ${d.brand} ${d.dose} ${d.route}`);
    const prn = some(r, v.drugs, r.int(1, 2)).map(
      (d) => `PRN: ${d.brand} ${d.dose} ${d.route} max ${r.int(2, 4)} doses/24 h`,
    );
    const key = r.pick([
      "Codes: A absent, R refused, W withheld, N nil by mouth, F fasting, S self-administered.",
      "W = withheld (NBM); R = refused.",
      "Omitted doses must have a code.",
    ]);
    return [head, "Drug | Dose | Route | Freq | Times | Given", ...rows, ...once, ...prn, key].join("\n");
  },
};
