/**
 * generateAbroad({seed, size}): the abroad corpus (docs/evaluation.md, "Abroad corpus"), a third
 * independent yardstick for notes from Australia, New Zealand, Canada, Ireland, India, South
 * Africa, Nigeria, Singapore, the UK and the US, in document types the other generators lack
 * (clinic letters of each health system, nursing progress notes, medication reconciliation, allied
 * health, ambulance records, death certificates, referral e-forms, portal messages, memos,
 * discharge cards, teaching hospital case notes). `generateAbroadPhiFree` returns PHI-free documents.
 * Quote-only: the eval prints figures, never failures. Deterministic by seed, linear in size.
 */
import type { ScoredGold, ScoredNote } from "../generated-report.ts";
import { type Casing, layOut } from "./build.ts";
import { ABROAD_COUNTRIES } from "./countries/index.ts";
import { Ctx, type NameCasing } from "./ctx.ts";
import type { DocType } from "./docs/doc-type.ts";
import { FORM_DOCS } from "./docs/forms.ts";
import { LETTER_DOCS } from "./docs/letters.ts";
import { WARD_DOCS } from "./docs/ward.ts";
import { FREE_DOCS } from "./free/free-docs.ts";
import { VOCAB } from "./free/vocab.ts";
import { Rng } from "./rng.ts";

export const ABROAD_DEFAULT_SIZE = 600;
export const ABROAD_DEFAULT_PHI_FREE_SIZE = 300;

export const ABROAD_DOC_TYPES: readonly DocType[] = [...LETTER_DOCS, ...WARD_DOCS, ...FORM_DOCS];

export interface AbroadNote extends ScoredNote {}

export interface AbroadGold extends ScoredGold {
  readonly group: string;
  /** The value before casing. */
  readonly value: string;
}

export interface AbroadCorpus {
  readonly notes: AbroadNote[];
  readonly gold: AbroadGold[];
}

/** Types written in a hurry: their literal text is sometimes abbreviated (never the PHI). */
const HURRIED = new Set([
  "nursing progress notes",
  "ambulance record",
  "patient portal message",
  "teaching hospital case notes",
]);

const SHORT: readonly (readonly [RegExp, string])[] = [
  [/\bpatient\b/gi, "pt"],
  [/\bwith\b/g, "c/"],
  [/\bhistory\b/gi, "hx"],
  [/\bbecause\b/g, "bc"],
  [/\band\b/g, "+"],
  [/\breview\b/g, "r/v"],
  [/\byou\b/g, "u"],
];

function hurried(text: string): string {
  let out = text;
  for (const [re, to] of SHORT) out = out.replace(re, to);
  return out;
}

const CASING_LABEL: Record<Casing, string> = { mixed: "mixed case", upper: "ALL CAPS", lower: "lower case" };

function casing(r: Rng): Casing {
  return r.weighted<Casing>([
    [70, "mixed"],
    [15, "upper"],
    [15, "lower"],
  ]);
}

export function generateAbroad(options: { seed: number; size?: number }): AbroadCorpus {
  const size = options.size ?? ABROAD_DEFAULT_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x3b9ac9f) ^ 0xab70ad);
  const weights = ABROAD_DOC_TYPES.map((d) => [d.weight, d] as const);
  const n = ABROAD_COUNTRIES.length;
  const cells = n * ABROAD_DOC_TYPES.length;
  const notes: AbroadNote[] = [];
  const gold: AbroadGold[] = [];
  for (let k = 0; k < size; k++) {
    const r = root.fork(k);
    const country = ABROAD_COUNTRIES[k % n];
    if (country === undefined) throw new Error("no countries");
    // The first notes walk every country × document type, so a small set covers them all.
    const type = (k < cells ? ABROAD_DOC_TYPES[Math.floor(k / n)] : undefined) ?? r.weighted(weights);
    const c = casing(r);
    const nameCasing: NameCasing =
      c !== "mixed"
        ? "as typed"
        : r.weighted<NameCasing>([
            [70, "as typed"],
            [15, "some names lower"],
            [15, "some names upper"],
          ]);
    const x = new Ctx(r, country, nameCasing);
    const short = HURRIED.has(type.name) && r.chance(0.4);
    const laid = layOut(type.build(x), c, short ? hurried : undefined);
    const patient = `A${k + 1}`;
    const style = `${CASING_LABEL[c]}${nameCasing === "as typed" ? "" : `, ${nameCasing}`}${short ? ", shorthand" : ""}`;
    const tags = { docType: type.name, style, locale: country.code };
    notes.push({ patient, note: "1", text: laid.text, ...tags });
    for (const s of laid.spans)
      gold.push({
        patient,
        note: "1",
        start: s.start,
        end: s.end,
        type: s.tags.type,
        text: s.text,
        value: s.value,
        kind: s.tags.kind,
        slot: s.tags.slot,
        origin: s.tags.origin,
        group: s.tags.group,
        ...tags,
      });
  }
  return { notes, gold };
}

/** PHI-free documents, the countries in turn, every document type early. */
export function generateAbroadPhiFree(options: { seed: number; size?: number }): AbroadNote[] {
  const size = options.size ?? ABROAD_DEFAULT_PHI_FREE_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x1f3d5b79) ^ 0xf1ee);
  const weights = FREE_DOCS.map((d) => [d.weight, d] as const);
  const n = ABROAD_COUNTRIES.length;
  const out: AbroadNote[] = [];
  for (let k = 0; k < size; k++) {
    const r = root.fork(k);
    const country = ABROAD_COUNTRIES[k % n];
    if (country === undefined) throw new Error("no countries");
    const v = VOCAB[country.code];
    if (v === undefined) throw new Error(`no vocabulary for ${country.code}`);
    const type = (k < n * FREE_DOCS.length ? FREE_DOCS[Math.floor(k / n)] : undefined) ?? r.weighted(weights);
    const c = casing(r);
    const laid = layOut(type.build(r, v), c);
    out.push({
      patient: `AF${k + 1}`,
      note: "1",
      text: laid.text,
      docType: type.name,
      style: CASING_LABEL[c],
      locale: country.code,
    });
  }
  return out;
}

if (import.meta.main) {
  const seed = Number(process.argv[2] ?? 1);
  const size = Number(process.argv[3] ?? 4);
  const { notes, gold } = generateAbroad({ seed, size });
  for (const note of notes) {
    console.log(`=== ${note.patient} ${note.docType} (${note.locale}, ${note.style})`);
    console.log(note.text);
    for (const g of gold.filter((g) => g.patient === note.patient))
      console.log(`  ${g.type}\t${g.group}\t${g.kind}\t${g.slot}\t${g.text}`);
  }
  if (process.argv[4] === "free")
    for (const note of generateAbroadPhiFree({ seed, size }))
      console.log(`=== ${note.patient} ${note.docType} (${note.locale})\n${note.text}`);
}
