import { nameParticles } from "./cues/name-particles.ts";
import { slotStop } from "./cues/not-names.ts";
import { isListedName, isOpenWord } from "./name-evidence.ts";
import { firstTokenFrom } from "./name-key-shapes.ts";
import { PERSON_NAME_TYPES } from "./phi-type.ts";
import type { ScanContext } from "./recogniser.ts";
import { defineRules, type EnginePass, ruleHit } from "./rule.ts";
import type { Span } from "./span.ts";
import { CLINICAL, CREDENTIAL, DATE_WORD, RELATIVE_CUE, STAFF_ROLE, TITLE } from "./word-bits.ts";

/**
 * A found name carried on through a surname particle to the surname after it, the way Irish,
 * Dutch, Afrikaans, Portuguese and French names are written: "Dr Aoife ní hEadhra" read as
 * "Aoife ní", "Máire Ó hUallacháin" read as "Máire", "Johan van der Merwe" read as "Johan". The
 * particle (one or two: "van der", "de la", "Nic an") stands right after the found name or is its last word;
 * the word after it, one space on, on the line, is a surname by shape: an Irish surname with its
 * prefixed letter before the capital ("hAodha", "nGallchóir", "tSaoir"), or a word in the found
 * name's case with name evidence (no English or clinical word, or a listed name). Never "St" (a
 * saint's place after a name), never a title, role, relative, credential or date word. Runs after
 * overlap resolution on the found spans; bounded: three tokens after each span.
 */

const PARTICLES = nameParticles.words;
const SLOT_STOP = slotStop.words;
const STOP_BITS = TITLE | STAFF_ROLE | RELATIVE_CUE | CREDENTIAL | DATE_WORD | CLINICAL;
/** Irish initial mutations before a surname's capital: "hAodha", "nGallchóir", "tSaoir", "bhFearghail". */
const IRISH_PREFIXED = /^(?:h|n|t|mb|gc|nd|ng|bhf|bp|dt)[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+$/u;

function isParticle(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) > 4) return false;
  const lower = t.lower(k);
  if (lower === "st" || lower === "o") return false;
  return PARTICLES.has(lower) || PARTICLES.has(t.raw(k));
}

/** "an" after "Mac", "Nic" or "Mhic" ("Mac an tSaoir", "Nic an Bhaird"), token `k - 1`. */
function irishArticle(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.lower(k) !== "an") return false;
  const before = t.lower(k - 1);
  return before === "mac" || before === "nic" || before === "mhic";
}

/** One space between token `k - 1` and `k`, on one line. */
function nextTo(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  return k < t.count && !t.startsLine(k) && t.start[k]! - t.end[k - 1]! === 1;
}

function caseOf(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (t.isAllCaps(k)) return 2;
  return t.isCapitalised(k) ? 1 : 0;
}

/** Token `k` is a surname after a particle, beside the found name's word `word`. */
function surnameAfterParticle(context: ScanContext, k: number, word: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2 || (t.bits(k) & STOP_BITS) !== 0) return false;
  if (IRISH_PREFIXED.test(t.raw(k))) return true;
  if (SLOT_STOP.has(t.lower(k))) return false;
  // In a note with case, the surname is written like the given name ("Máire Ó Dónaill", "johan
  // van der merwe"); a lower-case word after a capitalised name is English ("Smith de novo").
  if (context.mixedCase && caseOf(context, k) !== caseOf(context, word)) return false;
  if (caseOf(context, k) === 0 && !context.mixedCase) return isOpenWord(context, k);
  return isOpenWord(context, k) || isListedName(context, k);
}

/** The last token of the surname after the span ending at token `last`, or -1. */
function particleSurname(context: ScanContext, first: number, last: number): number {
  // The found name's last name word (the span may end on its particle: "Aoife ní").
  let word = last;
  let k = last + 1;
  // "Mac" alone found before "an tSaoir": the particle opens the surname.
  if (isParticle(context, last) && (last > first || irishArticle(context, last + 1))) {
    word = last > first ? last - 1 : last;
    k = last + 1;
  } else {
    if (!nextTo(context, k) || !isParticle(context, k)) return -1;
    k++;
  }
  // A second particle: "van der", "de la"; the article of an Irish "Mac an tSaoir", "Nic an Bhaird".
  if (nextTo(context, k) && nextTo(context, k + 1) && (isParticle(context, k) || irishArticle(context, k)))
    k++;
  if (!nextTo(context, k)) return -1;
  return surnameAfterParticle(context, k, word) ? k : -1;
}

export function extendParticleSurname(context: ScanContext, resolved: readonly Span[], out: Span[]): void {
  const t = context.tokens;
  for (const span of resolved) {
    if (!PERSON_NAME_TYPES.has(span.type)) continue;
    const k = firstTokenFrom(t, span.start, 0);
    if (k >= t.count || t.start[k] !== span.start) continue;
    let last = k;
    while (last + 1 < t.count && t.end[last + 1]! <= span.end) last++;
    if (t.end[last] !== span.end || !t.isWord(last)) continue;
    const end = particleSurname(context, k, last);
    if (end > last) out.push(hit("name-particle-surname", span.type, span.start, t.end[end]!));
  }
}

const RULES = defineRules({
  "name-particle-surname": {
    types: ["NAME", "PATIENT_NAME", "PROVIDER_NAME", "RELATIVE_NAME"],
    level: "list",
    anchored: false,
    about:
      "a found name taken through a surname particle to the surname: 'Aoife ní hEadhra', 'Johan van der Merwe'",
  },
});

/** The rules of the engine pass extendParticleSurname (recognisers/table.ts lists it). */
export const extendParticleSurnamePass: EnginePass = {
  id: "extend-particle-surname",
  family: "names",
  rules: RULES,
};

const hit = ruleHit(RULES);
