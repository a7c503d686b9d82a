/**
 * The sixth corpus (docs/evaluation.md, "Sixth corpus"): seeded PHI documents and PHI-free documents
 * from ten countries, in the held-out test's three parts — UK/US letters, snippets of many styles,
 * and documents from the eight other countries (AU NZ CA IE IN ZA NG SG). Written without reading
 * the engine or any other generator. `node bench/sixth/generate-sixth.ts SEED N [free]` prints
 * documents for this corpus's writer only (engine authors never print them: quote only).
 */
import { makeCast } from "./cast.ts";
import { type Piece, type Rendered, render, type SixthGold, type SixthMark, type Style } from "./doc.ts";
import * as F from "./forms-free.ts";
import * as L from "./forms-letters.ts";
import * as N from "./forms-notes.ts";
import * as P from "./forms-prose.ts";
import { COUNTRIES, type Country, EIGHT } from "./people.ts";
import { type Rng, rngFor } from "./rng.ts";
import { cutLines, ehrGrid, hl7, llmQuery, searchQuery } from "./snippets.ts";

export const SIXTH_DEFAULT_SIZE = 400;
export const SIXTH_DEFAULT_PHI_FREE_SIZE = 400;

export type Part = "UK/US letters" | "snippets" | "eight countries";
export const PARTS: readonly Part[] = ["UK/US letters", "snippets", "eight countries"];

export interface SixthDoc {
  readonly id: string;
  readonly country: Country;
  readonly form: string;
  readonly part: Part;
  readonly style: Style;
  readonly text: string;
  readonly gold: readonly SixthGold[];
  /** Look-alikes (PHI-free documents only): never gold. */
  readonly marks: readonly SixthMark[];
}

type Maker = (rng: Rng, x: ReturnType<typeof makeCast>) => Piece[];

/** Letter forms: the UK/US part draws from these. */
export const LETTER_FORMS: Record<string, Maker> = {
  "GP referral": L.gpReferral,
  "discharge summary": L.dischargeSummary,
  "clinic letter": L.clinicLetter,
  "operation note": L.operationNote,
  "insurance claim": L.insuranceClaim,
  "death notification": L.deathNotification,
  "birth notification": L.birthNotification,
  "consent form": L.consentForm,
};
/** Every long form: the eight-country part draws from these. */
export const LONG_FORMS: Record<string, Maker> = {
  ...LETTER_FORMS,
  "ED triage": N.edTriage,
  "nursing handover": N.nursingHandover,
  "medication chart": N.medicationChart,
  "lab report": N.labReport,
  "radiology report": N.radiologyReport,
  email: N.emailForm,
  SMS: N.sms,
  telehealth: N.telehealth,
  "ambulance sheet": N.ambulance,
  "mental health note": N.mentalHealth,
  "antenatal card": N.antenatal,
  "social work note": N.socialWork,
  "pharmacy note": N.pharmacyNote,
  "dictated letter": P.dictation,
  "progress note": P.progressNote,
  "case summary": P.caseSummary,
};
export const SNIPPET_FORMS = ["fragment", "LLM query", "EHR grid row", "HL7 line", "search query"] as const;
export const FREE_FORMS: Record<string, F.FreeForm> = {
  "department memo": F.memo,
  "policy excerpt": F.policy,
  "drug monograph": F.monograph,
  "device notice": F.deviceNote,
  roster: F.roster,
  "bed board": F.bedBoard,
  "audit report": F.audit,
  "teaching case": F.teachingCase,
  "information leaflet": F.leaflet,
  "reference ranges": F.rangesTable,
  "coding list": F.codingList,
  "QI minutes": F.qiMinutes,
  "infection notice": F.infectionNotice,
  "blank template": F.blankTemplate,
  "free snippet": F.freeSnippet,
};

function pickStyle(rng: Rng, form: string): Style {
  if (form === "SMS" || form === "search query") return rng.chance(0.5) ? "lower" : "mixed";
  if (form === "HL7 line" || form === "EHR grid row") return rng.chance(0.2) ? "upper" : "mixed";
  const r = rng.next();
  return r < 0.64 ? "mixed" : r < 0.75 ? "upper" : r < 0.87 ? "lower" : "ocr";
}

const walk = <T>(items: readonly T[], k: number): T => items[k % items.length] as T;

/** The PHI document `k` of `seed`: its part, country and form walk their lists so every one appears early. */
function phiDoc(seed: number, k: number): SixthDoc {
  const rng = rngFor(seed, "phi", k);
  const lap = Math.floor(k / 4);
  const slot = k % 4;
  const part: Part = slot === 0 ? "UK/US letters" : slot === 1 ? "snippets" : "eight countries";
  const country: Country =
    part === "UK/US letters"
      ? walk(["UK", "US"] as Country[], lap)
      : part === "snippets"
        ? walk(COUNTRIES, lap)
        : walk(EIGHT, lap * 2 + slot - 2);
  const x = makeCast(rng, country);
  let form: string;
  let r: Rendered;
  let style: Style;
  if (part === "snippets") {
    form = walk(SNIPPET_FORMS, lap + Math.floor(lap / 10));
    style = pickStyle(rng, form);
    if (form === "fragment" || form === "LLM query") {
      const names = Object.keys(LONG_FORMS);
      const from = LONG_FORMS[rng.pick(names)] as Maker;
      const cut = cutLines(render(from(rng, x), style, rng), rng, 5);
      r = form === "fragment" ? cut : llmQuery(cut, rng);
    } else {
      const make = form === "EHR grid row" ? ehrGrid : form === "HL7 line" ? hl7 : searchQuery;
      r = render(make(rng, x), style, rng);
    }
  } else {
    const forms = part === "UK/US letters" ? LETTER_FORMS : LONG_FORMS;
    const names = Object.keys(forms);
    const turn = part === "UK/US letters" ? Math.floor(lap / 2) : lap;
    // After two walks through the forms, a quarter of the eight countries' documents are prose
    // (clerking, dictation, progress notes), as their wards write them; the rest any long form.
    const prose = ["case summary", "dictated letter", "progress note"];
    form =
      turn < names.length * 2
        ? walk(names, turn)
        : part === "eight countries" && rng.chance(0.25)
          ? rng.pick(prose)
          : rng.pick(names);
    style = pickStyle(rng, form);
    r = render((forms[form] as Maker)(rng, x), style, rng);
  }
  return { id: `sixth-${seed}-${k}`, country, form, part, style, text: r.text, gold: r.gold, marks: [] };
}

function freeDoc(seed: number, k: number): SixthDoc {
  const rng = rngFor(seed, "free", k);
  const country = walk(COUNTRIES, k);
  const names = Object.keys(FREE_FORMS);
  // The first documents walk every form; after that each seed draws its own.
  const form = k < names.length * 2 ? walk(names, Math.floor(k / 10) + k) : rng.pick(names);
  const style: Style =
    form === "free snippet" && rng.chance(0.4) ? "lower" : rng.chance(0.85) ? "mixed" : "upper";
  const r = render((FREE_FORMS[form] as F.FreeForm)(rng, country), style, rng);
  const part: Part =
    form === "free snippet"
      ? "snippets"
      : country === "UK" || country === "US"
        ? "UK/US letters"
        : "eight countries";
  return {
    id: `sixth-free-${seed}-${k}`,
    country,
    form,
    part,
    style,
    text: r.text,
    gold: [],
    marks: r.marks,
  };
}

export function generateSixth(opts: { seed: number; size?: number }): SixthDoc[] {
  return Array.from({ length: opts.size ?? SIXTH_DEFAULT_SIZE }, (_, k) => phiDoc(opts.seed, k));
}
export function generateSixthPhiFree(opts: { seed: number; size?: number }): SixthDoc[] {
  return Array.from({ length: opts.size ?? SIXTH_DEFAULT_PHI_FREE_SIZE }, (_, k) => freeDoc(opts.seed, k));
}

if (import.meta.main) {
  const [seed = "1", n = "5", free] = process.argv.slice(2);
  const docs = (free ? generateSixthPhiFree : generateSixth)({ seed: Number(seed), size: Number(n) });
  for (const d of docs) {
    console.log(`=== ${d.id} ${d.country} ${d.form} ${d.part} ${d.style}`);
    console.log(d.text);
    for (const g of d.gold)
      console.log(`  ${g.type}/${g.cat}: ${JSON.stringify(d.text.slice(g.start, g.end))}`);
    for (const m of d.marks) console.log(`  ~${m.look}: ${JSON.stringify(d.text.slice(m.start, m.end))}`);
  }
}
