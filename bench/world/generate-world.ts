/**
 * generateWorld({seed, size}): labelled notes from Australia, New Zealand, Canada, Ireland, India,
 * South Africa, Nigeria and Singapore (docs/evaluation.md, "World corpus"), in the shape the other
 * generators return so bench/generated-report.ts scores it; `locale` holds the country code and
 * every gold span a `group` (the issue-19 category). Seed 1 is the tune set, seed 2 the check set.
 * `generateWorldPhiFree` returns PHI-free notes of each country.
 */
import type { CorpusNote, GoldSpan } from "../corpus.ts";
import { COUNTRIES } from "./countries/index.ts";
import { damage } from "./damage.ts";
import { WORLD_DOC_TYPES } from "./docs/index.ts";
import { type NameCasing, NoteCtx } from "./note-ctx.ts";
import { phiFreeNote } from "./phi-free.ts";
import { assemble, type NoteCasing } from "./piece.ts";
import { Rng } from "./rng.ts";

export const WORLD_DEFAULT_SIZE = 1500;
export const WORLD_DEFAULT_PHI_FREE_SIZE = 200;

export interface WorldNoteTags {
  readonly docType: string;
  /** Casing of the note, and of names inside a mixed-case note. */
  readonly style: string;
  /** Country code (AU, NZ, CA, IE, IN, ZA, NG, SG). */
  readonly locale: string;
}

export interface WorldNote extends CorpusNote, WorldNoteTags {}

export interface WorldGold extends GoldSpan, WorldNoteTags {
  readonly kind: string;
  readonly slot: string;
  readonly origin: string;
  readonly group: string;
  /** The value before casing. */
  readonly value: string;
}

export interface WorldCorpus {
  readonly notes: WorldNote[];
  readonly gold: WorldGold[];
}

/** Document types written in shorthand with typos about a third of the time. */
const SHORTHAND_TYPES = new Set([
  "SMS thread",
  "nursing handover",
  "snippet",
  "telehealth consult",
  "social work note",
  "ED triage",
]);

const CASING_LABEL: Record<NoteCasing, string> = {
  mixed: "mixed case",
  upper: "ALL CAPS",
  lower: "lower case",
};

export function generateWorld(options: { seed: number; size?: number }): WorldCorpus {
  const size = options.size ?? WORLD_DEFAULT_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x2c1b3c6d) ^ 0x77a11d);
  const notes: WorldNote[] = [];
  const gold: WorldGold[] = [];
  const weights = WORLD_DOC_TYPES.map((d) => [d.weight, d] as const);
  const cells = COUNTRIES.length * WORLD_DOC_TYPES.length;
  for (let k = 0; k < size; k++) {
    const r = root.fork(k);
    // The first notes walk every country × document type, so a small set covers them all.
    const kit = COUNTRIES[k % COUNTRIES.length] ?? COUNTRIES[0];
    if (kit === undefined) throw new Error("no countries");
    const type =
      k < cells
        ? (WORLD_DOC_TYPES[Math.floor(k / COUNTRIES.length)] ?? r.weighted(weights))
        : r.weighted(weights);
    const casing = r.weighted<NoteCasing>([
      [70, "mixed"],
      [15, "upper"],
      [15, "lower"],
    ]);
    const nameCasing: NameCasing =
      casing !== "mixed"
        ? "as written"
        : r.weighted<NameCasing>([
            [70, "as written"],
            [15, "a name in lower case"],
            [15, "a name in capitals"],
          ]);
    const ctx = new NoteCtx(r, kit, nameCasing);
    const short = SHORTHAND_TYPES.has(type.name) && r.chance(0.35);
    const written = type.build(ctx);
    const built = assemble(short ? damage(r, written) : written, casing);
    const patient = `W${k + 1}`;
    const cased =
      nameCasing === "as written" ? CASING_LABEL[casing] : `${CASING_LABEL[casing]}, ${nameCasing}`;
    const style = `${cased}${short ? ", shorthand" : ""}`;
    const tags: WorldNoteTags = { docType: type.name, style, locale: kit.code };
    notes.push({ patient, note: "1", text: built.text, ...tags });
    for (const s of built.spans) {
      gold.push({
        patient,
        note: "1",
        start: s.start,
        end: s.end,
        type: s.type,
        text: s.text,
        value: s.value,
        kind: s.kind,
        slot: s.slot,
        origin: s.origin,
        group: s.group,
        ...tags,
      });
    }
  }
  return { notes, gold };
}

/** PHI-free notes, the countries in turn. */
export function generateWorldPhiFree(options: { seed: number; size?: number }): WorldNote[] {
  const size = options.size ?? WORLD_DEFAULT_PHI_FREE_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x51ed27) ^ 0xf4ee);
  const out: WorldNote[] = [];
  for (let k = 0; k < size; k++) {
    const kit = COUNTRIES[k % COUNTRIES.length];
    if (kit === undefined) throw new Error("no countries");
    const text = phiFreeNote(root.fork(k), kit);
    const style =
      text === text.toUpperCase() ? "ALL CAPS" : text === text.toLowerCase() ? "lower case" : "mixed case";
    out.push({ patient: `WF${k + 1}`, note: "1", text, docType: "PHI-free", style, locale: kit.code });
  }
  return out;
}

if (import.meta.main) {
  const { notes, gold } = generateWorld({
    seed: Number(process.argv[2] ?? 1),
    size: Number(process.argv[3] ?? 5),
  });
  for (const n of notes) {
    console.log(`=== ${n.patient} ${n.docType} (${n.locale}, ${n.style})`);
    console.log(n.text);
    for (const g of gold.filter((g) => g.patient === n.patient))
      console.log(`  ${g.type}\t${g.group}\t${g.kind}\t${g.slot}\t${g.text}`);
  }
}
