/**
 * generateFourth({seed, size}): the fourth corpus (docs/evaluation.md, "Fourth corpus"), a yardstick
 * for issue 19 written by a writer who does not read the engine: documents from AU, NZ, CA, IE, IN,
 * ZA, NG and SG in each country's own forms (Indian discharge summaries, Nigerian case notes, South
 * African folder notes, Singapore polyclinic memos, Australian HITH referrals, NZ GP referrals,
 * Canadian bilingual consults, Irish discharge letters) and in forms all of them write (messaging,
 * telehealth, fax covers, radiology, ED triage, social work / workers' compensation, dictation).
 * `generateFourthPhiFree` gives the PHI-free documents the same hospitals write, with their
 * look-alikes marked by category (never gold). Seed 1 tune (by category), seed 2 quote only.
 */
import type { ScoredGold, ScoredNote } from "../generated-report.ts";
import { Cast } from "./cast.ts";
import { COMMON_FORMS } from "./forms-common.ts";
import { FREE_FORMS } from "./forms-free.ts";
import { type Form, LOCAL_FORMS } from "./forms-local.ts";
import { MORE_FORMS } from "./forms-more.ts";
import { CODES, type Code } from "./lands.ts";
import { Page, STYLE_NAMES } from "./page.ts";
import { Rng } from "./rng.ts";

export const FOURTH_DEFAULT_SIZE = 480;
export const FOURTH_DEFAULT_PHI_FREE_SIZE = 480;

export const FOURTH_FORMS: readonly Form[] = [...LOCAL_FORMS, ...COMMON_FORMS, ...MORE_FORMS];

export interface FourthGold extends ScoredGold {
  readonly group: string;
}

/** A look-alike in a PHI-free document: where it is and its category. */
export interface FourthMark {
  readonly patient: string;
  readonly start: number;
  readonly end: number;
  readonly category: string;
}

export interface FourthCorpus {
  readonly notes: ScoredNote[];
  readonly gold: FourthGold[];
}

export interface FourthFree {
  readonly notes: ScoredNote[];
  readonly marks: FourthMark[];
}

/** The forms a country writes: its own, then the common ones. */
export function formsOf(code: Code): Form[] {
  return FOURTH_FORMS.filter((f) => f.only === undefined || f.only.includes(code));
}

export function generateFourth(options: { seed: number; size?: number }): FourthCorpus {
  const size = options.size ?? FOURTH_DEFAULT_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x45d9f3b) ^ 0x4f0e);
  const notes: ScoredNote[] = [];
  const gold: FourthGold[] = [];
  for (let k = 0; k < size; k++) {
    const r = root.child(k);
    const code = CODES[k % CODES.length] as Code;
    const forms = formsOf(code);
    const turn = Math.floor(k / CODES.length);
    // The first documents walk every country × form; then the country's own form weighs three.
    const form =
      turn < forms.length
        ? (forms[turn] as Form)
        : r.weigh(forms.map((f) => [f.only === undefined ? 1 : 3, f] as const));
    const style = r.weigh(form.styles);
    const page = new Page();
    form.write(new Cast(r, code), page);
    const printed = page.print(style, r);
    const patient = `F${k + 1}`;
    const tags = { docType: form.name, style: STYLE_NAMES[style], locale: code };
    notes.push({ patient, note: "1", text: printed.text, ...tags });
    for (const s of printed.spans)
      gold.push({
        patient,
        note: "1",
        start: s.start,
        end: s.end,
        type: s.type,
        text: s.text,
        kind: s.kind,
        slot: s.slot,
        origin: s.origin,
        group: s.group,
        ...tags,
      });
  }
  return { notes, gold };
}

export function generateFourthPhiFree(options: { seed: number; size?: number }): FourthFree {
  const size = options.size ?? FOURTH_DEFAULT_PHI_FREE_SIZE;
  const root = new Rng(Math.imul(options.seed, 0x2545f491) ^ 0x9e37);
  const notes: ScoredNote[] = [];
  const marks: FourthMark[] = [];
  for (let k = 0; k < size; k++) {
    const r = root.child(k);
    const code = CODES[k % CODES.length] as Code;
    const turn = Math.floor(k / CODES.length);
    const form = FREE_FORMS[turn % FREE_FORMS.length] ?? r.pick(FREE_FORMS);
    const style = r.weigh(form.styles);
    const page = new Page();
    form.write(r, code, page);
    const printed = page.print(style, r, 0.01);
    const patient = `FF${k + 1}`;
    notes.push({
      patient,
      note: "1",
      text: printed.text,
      docType: form.name,
      style: STYLE_NAMES[style],
      locale: code,
    });
    for (const s of printed.spans) marks.push({ patient, start: s.start, end: s.end, category: s.group });
  }
  return { notes, marks };
}

if (import.meta.main) {
  const seed = Number(process.argv[2] ?? 1);
  const size = Number(process.argv[3] ?? 4);
  if (process.argv[4] === "free") {
    for (const note of generateFourthPhiFree({ seed, size }).notes)
      console.log(`=== ${note.patient} ${note.docType} (${note.locale}, ${note.style})\n${note.text}`);
  } else {
    const { notes, gold } = generateFourth({ seed, size });
    for (const note of notes) {
      console.log(`=== ${note.patient} ${note.docType} (${note.locale}, ${note.style})`);
      console.log(note.text);
      for (const g of gold.filter((g) => g.patient === note.patient))
        console.log(`  ${g.type}\t${g.group}\t${g.kind}\t${g.slot}\t${g.text}`);
    }
  }
}
