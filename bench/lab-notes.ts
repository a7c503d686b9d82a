/**
 * Number-dense synthetic notes for the speed benches. Written here, from a seeded generator; no line
 * comes from a real note.
 */

/** Deterministic PRNG (mulberry32). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PANELS: readonly (readonly (readonly [string, number, number, number])[])[] = [
  [
    ["Na", 128, 148, 0],
    ["K", 3, 5.8, 1],
    ["Cl", 92, 110, 0],
    ["HCO3", 16, 32, 0],
    ["BUN", 5, 60, 0],
    ["Cr", 0.5, 3.4, 1],
    ["Glu", 70, 320, 0],
  ],
  [
    ["WBC", 2, 22, 1],
    ["Hgb", 6.5, 16, 1],
    ["Hct", 20, 48, 1],
    ["Plt", 40, 520, 0],
    ["MCV", 76, 104, 0],
  ],
  [
    ["PT", 10, 24, 1],
    ["INR", 0.9, 3.5, 1],
    ["PTT", 22, 80, 1],
  ],
  [
    ["Ca", 7.5, 10.8, 1],
    ["Mg", 1.4, 2.8, 1],
    ["Phos", 2, 5.5, 1],
    ["Alb", 2, 4.6, 1],
  ],
  [
    ["ALT", 8, 240, 0],
    ["AST", 10, 260, 0],
    ["ALP", 40, 380, 0],
    ["Tbili", 0.2, 6, 1],
    ["Lipase", 10, 400, 0],
  ],
];

const DRUGS = ["metoprolol", "furosemide", "heparin", "insulin", "vancomycin", "pantoprazole", "KCl"];
const UNITS = ["mg", "mg", "units", "mEq", "mcg"];

/**
 * Number-dense notes: lab panels, vitals, blood gases and drug doses, where nearly half the tokens
 * are numbers (8% in the dev notes). Values drawn at random within plausible ranges. Also the
 * number-dense case of the speed benches (bench/engine-compare.ts lab, bench/engine.bench.ts).
 */
export function labNotes(count = 400, seed = 7): string[] {
  const random = generator(seed);
  const between = (lo: number, hi: number, digits: number): string =>
    (lo + random() * (hi - lo)).toFixed(digits);
  const int = (lo: number, hi: number): number => Math.floor(lo + random() * (hi - lo + 1));
  const two = (n: number): string => String(n).padStart(2, "0");
  const notes: string[] = [];
  for (let n = 0; n < count; n++) {
    const lines: string[] = [];
    const days = int(2, 5);
    for (let d = 0; d < days; d++) {
      lines.push(`LABS ${two(int(1, 12))}/${two(int(1, 28))} ${two(int(0, 23))}:${two(int(0, 59))}`);
      for (const panel of PANELS) {
        if (random() < 0.25) continue;
        lines.push(panel.map(([name, lo, hi, digits]) => `${name} ${between(lo, hi, digits)}`).join(" "));
      }
      lines.push(
        `ABG ${between(7.2, 7.5, 2)}/${int(28, 60)}/${int(55, 140)}/${int(16, 32)} Lactate ${between(0.6, 6, 1)}`,
      );
      lines.push(
        `Vitals: T ${between(35.8, 39.4, 1)} HR ${int(48, 130)} BP ${int(85, 175)}/${int(45, 100)} RR ${int(10, 30)} SpO2 ${int(86, 100)}% on ${int(1, 6)}L`,
      );
      lines.push(
        `I/O ${int(400, 3200)}/${int(300, 3000)} UOP ${int(20, 150)} cc/hr, wt ${between(48, 130, 1)} kg`,
      );
      const drug = DRUGS[int(0, DRUGS.length - 1)]!;
      lines.push(
        `- ${drug} ${int(1, 80) * 5} ${UNITS[int(0, UNITS.length - 1)]} q${int(4, 24)}h, trough ${between(5, 25, 1)}`,
      );
    }
    notes.push(lines.join("\n"));
  }
  return notes;
}
