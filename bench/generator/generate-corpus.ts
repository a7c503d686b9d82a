/**
 * generateCorpus({seed, size}): labelled notes and snippets in the shape `readCorpus` returns
 * (`bench/corpus.ts`), with category tags per note (document type, style, locale) and per gold
 * span (value kind, slot, name origin). Deterministic for a seed. Seed 1 is the "tune" set (engine
 * authors may read its failures by category), seed 2 the "check" set (only quoted).
 */
import type { CorpusNote, GoldSpan } from "../corpus.ts";
import { CASING_LABEL, type Casing, caseFragment } from "./casing.ts";
import { Ctx, type Locale } from "./ctx.ts";
import type { Fragment, SpanTags } from "./fragment.ts";
import { Rng } from "./prng.ts";
import { shorthandFragment } from "./shorthand.ts";
import { CARE_HOME } from "./templates/care-home.ts";
import { CLINIC_LETTER } from "./templates/clinic-letter.ts";
import { DISCHARGE } from "./templates/discharge.ts";
import type { DocType } from "./templates/doc-type.ts";
import { FORM } from "./templates/form.ts";
import { GP_CONSULTATION } from "./templates/gp-consultation.ts";
import { HANDOVER_LIST } from "./templates/handover-list.ts";
import { LLM_PROMPT } from "./templates/llm-prompt.ts";
import { NURSING_NOTE } from "./templates/nursing-note.ts";
import { phiFreeSnippets } from "./templates/phi-free.ts";
import { REFERRAL } from "./templates/referral.ts";
import { REPORT } from "./templates/report.ts";
import { SNIPPET } from "./templates/snippet.ts";
import { TELEPHONE } from "./templates/telephone.ts";
import { VISITORS } from "./templates/visitors.ts";

export const DOC_TYPES: readonly DocType[] = [
  NURSING_NOTE,
  DISCHARGE,
  CLINIC_LETTER,
  REFERRAL,
  FORM,
  TELEPHONE,
  VISITORS,
  CARE_HOME,
  LLM_PROMPT,
  GP_CONSULTATION,
  HANDOVER_LIST,
  REPORT,
  SNIPPET,
];

export interface NoteTags {
  readonly docType: string;
  /** Casing ("mixed case", "ALL CAPS", "lower case"), with ", shorthand" when abbreviated. */
  readonly style: string;
  readonly locale: Locale;
}

export interface GeneratedNote extends CorpusNote, NoteTags {}

export interface GeneratedGold extends GoldSpan, SpanTags, NoteTags {
  /** The value as the template wrote it, before casing. */
  readonly value: string;
}

/** Document types written in shorthand about a third of the time. */
const SHORTHAND_TYPES = new Set([
  "nursing shift note",
  "telephone note",
  "handover list",
  "snippet",
  "care home record",
  "GP consultation",
  "LLM prompt",
]);

export interface GeneratedCorpus {
  readonly notes: GeneratedNote[];
  readonly gold: GeneratedGold[];
}

export const DEFAULT_SIZE = 3000;
export const DEFAULT_PHI_FREE_SIZE = 400;

/** Swaps two inner letters of a few words outside gold spans: typos that keep every offset. */
function typos(rng: Rng, f: Fragment): Fragment {
  const text = [...f.text];
  const inSpan = (a: number, b: number) => f.spans.some((s) => s.start < b + 1 && s.end > a - 1);
  for (const m of f.text.matchAll(/[a-z]{6,}/g)) {
    if (!rng.chance(0.012)) continue;
    const a = m.index;
    const b = a + m[0].length;
    if (inSpan(a, b)) continue;
    const at = a + rng.int(1, m[0].length - 3);
    [text[at], text[at + 1]] = [text[at + 1] as string, text[at] as string];
  }
  return { text: text.join(""), spans: f.spans };
}

export function generateCorpus(options: { seed: number; size?: number }): GeneratedCorpus {
  const size = options.size ?? DEFAULT_SIZE;
  const root = new Rng(options.seed * 1000003 + 11);
  const notes: GeneratedNote[] = [];
  const gold: GeneratedGold[] = [];
  const weights = DOC_TYPES.map((d) => [d.weight, d] as const);
  for (let k = 0; k < size; k++) {
    const rng = root.fork(k);
    const type = rng.weighted(weights);
    const locale = rng.pick(type.locales);
    const ctx = new Ctx(rng, locale);
    const casing: Casing = rng.weighted<Casing>([
      [70, "mixed"],
      [15, "upper"],
      [15, "lower"],
    ]);
    const short = SHORTHAND_TYPES.has(type.name) && rng.chance(0.35);
    const written = type.build(ctx);
    const built = caseFragment(typos(rng, short ? shorthandFragment(written) : written), casing);
    const patient = String(k + 1);
    const style = `${CASING_LABEL[casing]}${short ? ", shorthand" : ""}`;
    const tags: NoteTags = { docType: type.name, style, locale };
    notes.push({ patient, note: "1", text: built.text, ...tags });
    const spans = [...built.spans].sort((a, b) => a.start - b.start);
    for (const s of spans) {
      gold.push({
        patient,
        note: "1",
        start: s.start,
        end: s.end,
        type: s.type,
        text: built.text.slice(s.start, s.end),
        value: s.value,
        kind: s.kind,
        slot: s.slot,
        origin: s.origin,
        ...tags,
      });
    }
  }
  return { notes, gold };
}

/** PHI-free snippets (no gold), tagged as such. */
export function generatePhiFree(options: { seed: number; size?: number }): GeneratedNote[] {
  return phiFreeSnippets(options.seed, options.size ?? DEFAULT_PHI_FREE_SIZE).map((text, k) => ({
    patient: String(k + 1),
    note: "1",
    text,
    docType: "PHI-free",
    style:
      text === text.toUpperCase()
        ? CASING_LABEL.upper
        : text === text.toLowerCase()
          ? CASING_LABEL.lower
          : CASING_LABEL.mixed,
    locale: "uk",
  }));
}
