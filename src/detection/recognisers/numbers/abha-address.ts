import type { RecogniserModule, ScanContext } from "../../recogniser.ts";
import { defineRules, ruleHit } from "../../rule.ts";
import type { Span } from "../../span.ts";

/**
 * An ABHA address (India's Ayushman Bharat Health Account, National Health Authority): a chosen
 * name, then "@abdm" ("@sbx" in the sandbox), with no domain after it, so the e-mail reader leaves
 * it: "ravi.kumar@abdm", "rk1985@abdm". The account names its holder, like an e-mail address.
 */

const HANDLES = new Set(["abdm", "sbx"]);

export function findAbhaAddresses(context: ScanContext, out: Span[]): void {
  const t = context.tokens;
  if (t.text.indexOf("@") === -1) return; // most notes hold no "@": no punctuation to visit
  for (let p = t.nextPunct(1); p < t.count; p = t.nextPunct(p + 1)) {
    if (!t.isPunct(p, "@") || !t.touches(p) || !t.touches(p - 1)) continue;
    const h = p + 1;
    if (!t.isWord(h) || !HANDLES.has(t.lower(h))) continue;
    // "@abdm.gov.in" is a domain: the e-mail reader's.
    if (t.isPunct(h + 1, ".") && t.touches(h) && t.touches(h + 1) && (t.isWord(h + 2) || t.isNumber(h + 2)))
      continue;
    // The name: letters, digits, "." and "_" run together, at most twelve tokens back.
    let s = p - 1;
    for (let n = 0; n < 12 && s > 0 && t.touches(s - 1); n++) {
      const k = s - 1;
      if (!(t.isWord(k) || t.isNumber(k) || t.isPunct(k, ".") || t.isPunct(k, "_"))) break;
      s = k;
    }
    while (s < p && !(t.isWord(s) || t.isNumber(s))) s++;
    if (s === p) continue;
    out.push(hit("abha-address", "ID", t.start[s]!, t.end[h]!));
  }
}

const RULES = defineRules({
  "abha-address": {
    types: ["ID"],
    level: "certain",
    anchored: true,
    about: "an Indian ABHA address: a chosen name and '@abdm' (or '@sbx'), no domain after it",
  },
});

/** The recogniser's declaration (recognisers/table.ts lists it). */
export const abhaAddressRecogniser: RecogniserModule = {
  id: "abha-address",
  family: "numbers",
  wake: { at: ["punctuation"] },
  rules: RULES,
  scan: findAbhaAddresses,
};

const hit = ruleHit(RULES);
