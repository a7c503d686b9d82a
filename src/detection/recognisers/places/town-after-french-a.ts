import { placeTriggers } from "../../readers/place-triggers.ts";
import { capitalisedTownRun } from "../../readers/town-word.ts";
import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";
import { CUE_PLACE_TRIGGER } from "../../word-bits.ts";

/**
 * Where a patient lives in a French note (Quebec, New Brunswick, bilingual consult notes): "vit
 * seule en appartement à Rimouski", "habite à Trois-Rivières", "demeure avec sa fille à
 * Saint-Jérôme". A French verb of residence, then "à" within the clause (at most eight words on),
 * then one to three capitalised words (hyphen-joined parts count as one, "Rivière-du-Loup"),
 * closing at a stop, a comma, a bracket or the line's end. Capitals are the evidence, so only in
 * notes with case. Bounded work per "à".
 */
const VERBS: ReadonlySet<string> = new Set([
  "vit",
  "vivent",
  "habite",
  "habitent",
  "demeure",
  "demeurant",
  "réside",
  "résidant",
  "résidente",
  "résident",
  "domicilié",
  "domiciliée",
  "déménagé",
  "déménagée",
]);
const REACH = 8;

function verbBefore(context: ScanContext, a: number): boolean {
  const t = context.tokens;
  for (let k = a - 1; k >= 0 && k >= a - REACH; k--) {
    if (t.isPunct(k, ".") || t.isPunct(k, ";")) return false;
    if (t.isWord(k) && VERBS.has(t.lower(k))) return true;
    if (t.startsLine(k)) return false;
  }
  return false;
}

function closes(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (k >= t.count || t.startsLine(k)) return true;
  return (
    t.isPunct(k, ".") || t.isPunct(k, ",") || t.isPunct(k, ";") || t.isPunct(k, "(") || t.isPunct(k, ")")
  );
}

function townAfterA(context: ScanContext, a: number, out: Span[]): number {
  const t = context.tokens;
  if (t.length(a) !== 1 || t.lower(a) !== "à") return -1;
  const first = a + 1;
  const last = capitalisedTownRun(context, first, closes);
  if (last === -1) return -1;
  if (!verbBefore(context, a)) return -1;
  out.push(hit("town-after-french-a", "LOCATION", t.start[first]!, t.end[last]!));
  return last;
}

export function findTownsAfterFrenchA(context: ScanContext, out: Span[]): void {
  if (!context.mixedCase) return;
  const t = context.tokens;
  let done = 0;
  const triggers = placeTriggers(t);
  for (let n = 0, u = 0; n < triggers.count; n++) {
    if (triggers.at[n]! <= u) continue;
    u = triggers.at[n]!;
    if (u + 1 >= t.count) break;
    // "à" where no list knows it (a word of another list is read as that word).
    if (u <= done || t.nextUnknown(u) !== u) continue;
    const last = townAfterA(context, u, out);
    if (last !== -1) done = last;
  }
}

const RULES = defineRules({
  "town-after-french-a": {
    types: ["LOCATION"],
    level: "context",
    anchored: false,
    about: "capitalised words after 'à' in a French clause of residence ('vit seule à Rimouski')",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const townAfterFrenchARecogniser: RecogniserModule = {
  id: "town-after-french-a",
  family: "places",
  wake: { cues: CUE_PLACE_TRIGGER },
  vocabulary: [{ mask: "cues", bit: CUE_PLACE_TRIGGER, words: ["à"] }],
  rules: RULES,
  scan: findTownsAfterFrenchA,
};

const hit = ruleHit(RULES);
