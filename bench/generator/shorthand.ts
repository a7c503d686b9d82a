/**
 * Shorthand transform: rewrites the text between gold spans the way nurses and doctors abbreviate
 * ("patient" → "pt", "with" → "w/", "daughter" → "dtr"), then rebuilds the spans' offsets. PHI
 * values are never touched, so the gold stays right by construction.
 */
import type { Fragment, GoldSpanOut } from "./fragment.ts";

const RULES: readonly (readonly [RegExp, string])[] = [
  [/\bcomplains of\b/g, "c/o"],
  [/\bshortness of breath\b/g, "SOB"],
  [/\bnext of kin\b/g, "NOK"],
  [/\bdiscussed with\b/gi, "d/w"],
  [/\bfollow[- ]up\b/gi, "f/u"],
  [/\bpatient's\b/g, "pt's"],
  [/\bPatient's\b/g, "Pt's"],
  [/\bpatient\b/g, "pt"],
  [/\bPatient\b/g, "Pt"],
  [/\bwithout\b/g, "w/o"],
  [/\bwith\b/g, "w/"],
  [/\bdaughter\b/g, "dtr"],
  [/\bhusband\b/g, "husb"],
  [/\bhistory\b/gi, "hx"],
  [/\bdischarge\b/gi, "d/c"],
  [/\btreatment\b/g, "tx"],
  [/\bmedications?\b/g, "meds"],
  [/\bappointment\b/g, "appt"],
  [/\btelephone\b/gi, "tel"],
  [/\bmessage\b/g, "msg"],
  [/\breview\b/g, "r/v"],
  [/\bhours\b/g, "hrs"],
  [/\bweeks\b/g, "wks"],
  [/\bapproximately\b/g, "approx"],
  [/\binformation\b/g, "info"],
  [/\btomorrow\b/g, "tmrw"],
  [/\byesterday\b/g, "yest"],
  [/\bbecause\b/g, "b/c"],
  [/\band\b/g, "&"],
  [/\bregarding\b/g, "re"],
  [/\bthe\b /g, ""],
];

export function shorthand(text: string): string {
  let out = text;
  for (const [re, to] of RULES) out = out.replace(re, to);
  return out;
}

/** Applies `shorthand` to every stretch of text outside the gold spans. */
export function shorthandFragment(f: Fragment): Fragment {
  const spans = [...f.spans].sort((a, b) => a.start - b.start);
  let text = "";
  let from = 0;
  const out: GoldSpanOut[] = [];
  for (const s of spans) {
    text += shorthand(f.text.slice(from, s.start));
    const start = text.length;
    text += f.text.slice(s.start, s.end);
    out.push({ ...s, start, end: text.length });
    from = s.end;
  }
  text += shorthand(f.text.slice(from));
  return { text, spans: out };
}
