/**
 * The broad world PHI-free set (docs/evaluation.md, "World PHI-free, broad"): whole PHI-free
 * documents of the eight countries — medication charts, lab panels with units and ranges, ICU charts,
 * scores and scales, wound care, care plans, leaflets, guideline excerpts, triage, ward rounds,
 * handovers, maternity, mental health, fracture clinic and community notes — in each country's drug
 * brands, units, triage scales, schemes and local words, in three casings and shorthand.
 * Its own random stream: generating it never changes `generateWorld` or `generateWorldPhiFree`.
 */
import { COUNTRIES } from "../countries/index.ts";
import type { WorldNote } from "../generate-world.ts";
import { Rng } from "../rng.ts";
import { BROAD_DOCS } from "./docs/index.ts";
import { spelled } from "./kit.ts";
import { VOCABS } from "./locales/index.ts";

export const WORLD_DEFAULT_BROAD_SIZE = 800;

/** Document types written in shorthand about a third of the time. */
const SHORTHAND_DOCS = new Set([
  "ward round note",
  "nursing handover",
  "ED triage",
  "community note",
  "ICU chart",
  "examination note",
  "antenatal note",
  "drug chart",
]);

const SHORTHAND: readonly (readonly [RegExp, string])[] = [
  [/\bpatient\b/gi, "pt"],
  [/\bwith\b/g, "w/"],
  [/\bwithout\b/g, "w/o"],
  [/\bhistory\b/gi, "hx"],
  [/\breview\b/g, "r/v"],
  [/\band\b/g, "&"],
  [/\bbecause\b/g, "b/c"],
  [/\bincrease\b/g, "incr"],
  [/\bdecrease\b/g, "decr"],
  [/\bnormal\b/g, "N"],
  [/\bleft\b/g, "L"],
  [/\bright\b/g, "R"],
  [/\bminutes\b/g, "mins"],
  [/\bhours\b/g, "hrs"],
  [/^plan:/gim, "P:"],
];

function shorthand(text: string): string {
  return SHORTHAND.reduce((t, [re, to]) => t.replace(re, to), text);
}

export function generateWorldPhiFreeBroad(options: { seed: number; size?: number }): WorldNote[] {
  const size = options.size ?? WORLD_DEFAULT_BROAD_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x2f6b1c3) ^ 0xb20ad);
  const weights = BROAD_DOCS.map((d) => [d.weight, d] as const);
  const cells = COUNTRIES.length * BROAD_DOCS.length;
  const out: WorldNote[] = [];
  for (let k = 0; k < size; k++) {
    const r = root.fork(k);
    const kit = COUNTRIES[k % COUNTRIES.length];
    if (kit === undefined) throw new Error("no countries");
    const v = VOCABS[kit.code];
    // The first notes walk every country × document type, so a small set covers them all.
    const type =
      k < cells ? (BROAD_DOCS[Math.floor(k / COUNTRIES.length)] ?? r.weighted(weights)) : r.weighted(weights);
    const casing = r.weighted([
      [70, "mixed case"],
      [15, "ALL CAPS"],
      [15, "lower case"],
    ] as const);
    const short = SHORTHAND_DOCS.has(type.name) && r.chance(0.35);
    const written = spelled(v, type.build(r, v));
    const text0 = short ? shorthand(written) : written;
    const text =
      casing === "ALL CAPS" ? text0.toUpperCase() : casing === "lower case" ? text0.toLowerCase() : text0;
    out.push({
      patient: `WB${k + 1}`,
      note: "1",
      text,
      docType: type.name,
      style: `${casing}${short ? ", shorthand" : ""}`,
      locale: kit.code,
    });
  }
  return out;
}

if (import.meta.main) {
  const notes = generateWorldPhiFreeBroad({
    seed: Number(process.argv[2] ?? 1),
    size: Number(process.argv[3] ?? 16),
  });
  for (const n of notes) {
    console.log(`=== ${n.patient} ${n.docType} (${n.locale}, ${n.style})`);
    console.log(n.text);
  }
}
