/**
 * generateFresh({seed, size}): the fresh held-out corpus (docs/evaluation.md, "Fresh corpus").
 * Written independently of bench/generator (own PRNG, value lists, layouts and phrasing) so that it
 * measures how the engine generalises; nobody tunes on it. Output has the shape of
 * `generateCorpus` (bench/generator/generate-corpus.ts) so bench/generated-report.ts can score it.
 */
import type { GeneratedCorpus, GeneratedGold, GeneratedNote } from "../generator/generate-corpus.ts";
import { assemble, type Piece } from "./doc.ts";
import { LAYOUTS } from "./layouts.ts";
import { Rand } from "./rng.ts";
import { World } from "./values.ts";

export const FRESH_DEFAULT_SIZE = 1500;

export type Casing = "mixed case" | "ALL CAPS" | "lower case";
export const CASINGS: readonly Casing[] = ["mixed case", "ALL CAPS", "lower case"];
/** Extra damage applied to the literal text (never to PHI values). */
export type Damage = "clean" | "typos" | "abbreviated" | "no punctuation";
export const DAMAGES: readonly Damage[] = ["clean", "typos", "abbreviated", "no punctuation"];

const ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/\bpatient\b/gi, "pt"],
  [/\bwith\b/g, "w/"],
  [/\bhistory\b/gi, "hx"],
  [/\byears?\b/g, "yrs"],
  [/\bbecause\b/g, "bc"],
  [/\bappointment\b/gi, "appt"],
  [/\bthank you\b/gi, "thx"],
  [/\bdischarge\b/gi, "d/c"],
  [/\btelephone\b/gi, "tel"],
  [/\band\b/g, "&"],
  [/\bplease\b/gi, "pls"],
  [/\btomorrow\b/gi, "tmrw"],
];

function damageLiteral(rng: Rand, text: string, damage: Damage): string {
  switch (damage) {
    case "clean":
      return text;
    case "abbreviated":
      return ABBREVIATIONS.reduce((t, [re, to]) => t.replace(re, to), text);
    case "no punctuation":
      return text.replace(/[.,;:](?=\s|$)/g, "");
    case "typos":
      // Swap two inner letters, drop a letter or double one, in a few longer words.
      return text.replace(/[A-Za-z]{5,}/g, (word) => {
        if (!rng.chance(0.08)) return word;
        const at = rng.int(1, word.length - 3);
        const how = rng.int(0, 2);
        if (how === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
        if (how === 1) return word.slice(0, at) + word.slice(at + 1);
        return word.slice(0, at) + word[at] + word.slice(at);
      });
  }
}

function applyCase(text: string, casing: Casing): string {
  return casing === "ALL CAPS" ? text.toUpperCase() : casing === "lower case" ? text.toLowerCase() : text;
}

/** Applies casing to every piece and damage to literal pieces only; offsets come after. */
function restyle(rng: Rand, list: readonly Piece[], casing: Casing, damage: Damage): Piece[] {
  // Adjacent literal pieces merge first, so damage sees whole words and punctuation in context.
  const merged: Piece[] = [];
  for (const p of list) {
    const last = merged[merged.length - 1];
    if (p.phi === undefined && last !== undefined && last.phi === undefined) {
      merged[merged.length - 1] = { text: last.text + p.text };
    } else merged.push(p);
  }
  return merged.map((p) =>
    p.phi === undefined
      ? { text: applyCase(damageLiteral(rng, p.text, damage), casing) }
      : { text: applyCase(p.text, casing), phi: p.phi },
  );
}

export function generateFresh(options: { seed: number; size?: number }): GeneratedCorpus {
  const size = options.size ?? FRESH_DEFAULT_SIZE;
  const root = new Rand(Math.imul(options.seed, 2654435761) ^ 0x00f7e5);
  const notes: GeneratedNote[] = [];
  const gold: GeneratedGold[] = [];
  const weights = LAYOUTS.map((l) => [l.weight, l] as const);
  for (let k = 0; k < size; k++) {
    const rng = root.child(k);
    // The first notes cycle through every layout, casing and damage so that small sets cover them.
    const layout = k < LAYOUTS.length ? (LAYOUTS[k] as (typeof LAYOUTS)[number]) : rng.weighted(weights);
    const locale = rng.pick(layout.locales);
    const casing: Casing =
      k < CASINGS.length
        ? (CASINGS[k] as Casing)
        : rng.weighted<Casing>([
            [65, "mixed case"],
            [18, "ALL CAPS"],
            [17, "lower case"],
          ]);
    const damage: Damage =
      k < DAMAGES.length
        ? (DAMAGES[k] as Damage)
        : rng.weighted<Damage>([
            [55, "clean"],
            [18, "typos"],
            [15, "abbreviated"],
            [12, "no punctuation"],
          ]);
    const world = new World(rng, locale);
    const built = assemble(restyle(rng, layout.build(world), casing, damage));
    const patient = `F${k + 1}`;
    const style = `${casing}, ${damage}`;
    const tags = { docType: layout.name, style, locale };
    notes.push({ patient, note: "1", text: built.text, ...tags });
    for (const s of built.spans) {
      gold.push({
        patient,
        note: "1",
        start: s.start,
        end: s.end,
        type: s.type,
        text: s.text,
        value: s.text,
        kind: s.kind,
        slot: s.slot,
        origin: s.origin,
        ...tags,
      });
    }
  }
  return { notes, gold };
}

if (import.meta.main) {
  const seed = Number(process.argv[2] ?? 1);
  const { notes, gold } = generateFresh({ seed, size: Number(process.argv[3] ?? 5) });
  for (const n of notes) {
    console.log(`=== ${n.patient} ${n.docType} (${n.locale}, ${n.style})`);
    console.log(n.text);
    for (const g of gold.filter((g) => g.patient === n.patient))
      console.log(`  ${g.type}\t${g.kind}\t${g.text}`);
  }
}
