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
import { type BroadDoc, spelled } from "./kit.ts";
import { VOCABS } from "./locales/index.ts";
import { WIDE_DOCS } from "./wide/index.ts";

/** 800 documents of the first 24 types and 400 of the widened types (100 + 50 per country). */
export const WORLD_DEFAULT_BROAD_SIZE = 1200;

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

/** Which part a broad document comes from: every third is widened, the others the first 24 types. */
export function broadPart(k: number): { readonly wide: boolean; readonly index: number } {
  return k % 3 === 2
    ? { wide: true, index: (k - 2) / 3 }
    : { wide: false, index: k - Math.floor((k + 1) / 3) };
}

/** Documents needed so that both parts walk every country × document type. */
export function broadCoveringSize(): number {
  const classic = COUNTRIES.length * BROAD_DOCS.length;
  const wide = COUNTRIES.length * WIDE_DOCS.length;
  return Math.max(Math.ceil((classic * 3) / 2), wide * 3);
}

function broadNote(
  root: Rng,
  docs: readonly BroadDoc[],
  shorthandDocs: ReadonlySet<string>,
  j: number,
): Omit<WorldNote, "patient" | "note"> {
  const weights = docs.map((d) => [d.weight, d] as const);
  const cells = COUNTRIES.length * docs.length;
  const r = root.fork(j);
  const kit = COUNTRIES[j % COUNTRIES.length];
  if (kit === undefined) throw new Error("no countries");
  const v = VOCABS[kit.code];
  // The first notes of a part walk every country × document type, so a small set covers them all.
  const type =
    j < cells ? (docs[Math.floor(j / COUNTRIES.length)] ?? r.weighted(weights)) : r.weighted(weights);
  const casing = r.weighted([
    [70, "mixed case"],
    [15, "ALL CAPS"],
    [15, "lower case"],
  ] as const);
  const short = shorthandDocs.has(type.name) && r.chance(0.35);
  const written = spelled(v, type.build(r, v));
  const text0 = short ? shorthand(written) : written;
  const text =
    casing === "ALL CAPS" ? text0.toUpperCase() : casing === "lower case" ? text0.toLowerCase() : text0;
  return { text, docType: type.name, style: `${casing}${short ? ", shorthand" : ""}`, locale: kit.code };
}

/** Widened types written in shorthand about a third of the time. */
const WIDE_SHORTHAND = new Set([
  "blank form or template",
  "timetable or theatre list",
  "protocol or order set",
]);

/**
 * The broad set: the first 24 types' documents are those of the set before round 14, in the same
 * order and with the same text (their own stream); every third document is a widened type, drawn
 * from a second stream, so the earlier documents never move when the widened types change.
 */
export function generateWorldPhiFreeBroad(options: { seed: number; size?: number }): WorldNote[] {
  const size = options.size ?? WORLD_DEFAULT_BROAD_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x2f6b1c3) ^ 0xb20ad);
  const wideRoot = new Rng(Math.imul(options.seed, 0x51d7e3b) ^ 0x3a11de);
  const out: WorldNote[] = [];
  for (let k = 0; k < size; k++) {
    const { wide, index } = broadPart(k);
    const note = wide
      ? broadNote(wideRoot, WIDE_DOCS, WIDE_SHORTHAND, index)
      : broadNote(root, BROAD_DOCS, SHORTHAND_DOCS, index);
    out.push({ patient: `WB${k + 1}`, note: "1", ...note });
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
