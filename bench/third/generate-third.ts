/**
 * generateThird({seed, size}): the third corpus (docs/evaluation.md, "Third corpus"), a yardstick for
 * issue 19 written by a third writer: clinical documents from AU, NZ, CA, IE, IN, ZA, NG, SG, UK and
 * US as hospitals export them and people write them (EHR print-outs in columns, dictated letters
 * without punctuation, ward-round, MDT and clinic lists, operation, anaesthetic, pathology and
 * microbiology records, mental-health and community-nursing notes, pharmacy reconciliation,
 * ambulance handovers, WhatsApp referrals, discharge medication lists). `generateThirdPhiFree`
 * returns PHI-free documents in the same forms. Seed 1 is a tune set (failures by category),
 * seed 2 quote only. Deterministic by seed, linear in size.
 */
import type { ScoredGold, ScoredNote } from "../generated-report.ts";
import { Cast } from "./cast.ts";
import type { Form } from "./form.ts";
import { PLAIN_STYLES } from "./form.ts";
import { CLINICAL_FORMS } from "./forms-clinical.ts";
import { NARRATIVE_FORMS } from "./forms-narrative.ts";
import { RECORD_FORMS } from "./forms-records.ts";
import { VOICE_FORMS } from "./forms-voice.ts";
import { FREE_FORMS, LOOKALIKES } from "./free-forms.ts";
import { CODES } from "./locale.ts";
import { Rand } from "./rng.ts";
import { Sheet, type Style } from "./sheet.ts";

export const THIRD_DEFAULT_SIZE = 750;
export const THIRD_DEFAULT_PHI_FREE_SIZE = 400;

export const THIRD_FORMS: readonly Form[] = [
  ...RECORD_FORMS,
  ...VOICE_FORMS,
  ...CLINICAL_FORMS,
  ...NARRATIVE_FORMS,
];

export interface ThirdGold extends ScoredGold {
  readonly group: string;
}

export interface ThirdCorpus {
  readonly notes: ScoredNote[];
  readonly gold: ThirdGold[];
}

const STYLE_LABEL: Record<Style, string> = {
  mixed: "mixed case",
  upper: "ALL CAPS",
  lower: "lower case",
  dictated: "dictated, no punctuation",
};

export function generateThird(options: { seed: number; size?: number }): ThirdCorpus {
  const size = options.size ?? THIRD_DEFAULT_SIZE;
  const root = new Rand(Math.imul(options.seed, 0x2c1b3c6d) ^ 0x7d1a);
  const weights = THIRD_FORMS.map((f) => [f.weight, f] as const);
  const n = CODES.length;
  const walk = n * THIRD_FORMS.length;
  const notes: ScoredNote[] = [];
  const gold: ThirdGold[] = [];
  for (let k = 0; k < size; k++) {
    const r = root.child(k);
    const code = CODES[k % n] as (typeof CODES)[number];
    // The first documents walk every country × form, so a small set covers them all.
    const form = (k < walk ? THIRD_FORMS[Math.floor(k / n)] : undefined) ?? r.weigh(weights);
    const style = r.weigh(form.styles ?? PLAIN_STYLES);
    const sheet = new Sheet();
    form.write(new Cast(r, code), sheet);
    const printed = sheet.print(style);
    const patient = `T${k + 1}`;
    const tags = { docType: form.name, style: STYLE_LABEL[style], locale: code };
    notes.push({ patient, note: "1", text: printed.text, ...tags });
    for (const sp of printed.spans)
      gold.push({
        patient,
        note: "1",
        start: sp.start,
        end: sp.end,
        type: sp.label.type,
        text: sp.text,
        kind: sp.label.kind,
        slot: sp.label.slot,
        origin: sp.label.origin,
        group: sp.label.group,
        ...tags,
      });
  }
  return { notes, gold };
}

/** PHI-free documents, the countries in turn, every form early. */
export function generateThirdPhiFree(options: { seed: number; size?: number }): ScoredNote[] {
  const size = options.size ?? THIRD_DEFAULT_PHI_FREE_SIZE;
  const root = new Rand(Math.imul(options.seed, 0x6b43a9b5) ^ 0xf3ee);
  const weights = FREE_FORMS.map((f) => [f.weight, f] as const);
  const n = CODES.length;
  const out: ScoredNote[] = [];
  for (let k = 0; k < size; k++) {
    const r = root.child(k);
    const code = CODES[k % n] as (typeof CODES)[number];
    const form = (k < n * FREE_FORMS.length ? FREE_FORMS[Math.floor(k / n)] : undefined) ?? r.weigh(weights);
    const style = r.weigh(form.styles ?? PLAIN_STYLES);
    const sheet = new Sheet();
    form.write(r, LOOKALIKES[code], code, sheet);
    out.push({
      patient: `TF${k + 1}`,
      note: "1",
      text: sheet.print(style).text,
      docType: form.name,
      style: STYLE_LABEL[style],
      locale: code,
    });
  }
  return out;
}

if (import.meta.main) {
  const seed = Number(process.argv[2] ?? 1);
  const size = Number(process.argv[3] ?? 4);
  const { notes, gold } = generateThird({ seed, size });
  for (const note of notes) {
    console.log(`=== ${note.patient} ${note.docType} (${note.locale}, ${note.style})`);
    console.log(note.text);
    for (const g of gold.filter((g) => g.patient === note.patient))
      console.log(`  ${g.type}\t${g.group}\t${g.kind}\t${g.slot}\t${g.text}`);
  }
  if (process.argv[4] === "free")
    for (const note of generateThirdPhiFree({ seed, size }))
      console.log(`=== ${note.patient} ${note.docType} (${note.locale}, ${note.style})\n${note.text}`);
}
