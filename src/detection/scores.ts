/**
 * Named confidence levels. Every detected span carries the level of the rule that found it
 * (`rules.ts`), and the levels decide two things besides what `inspect` reports:
 * - overlap typing (`resolve-overlaps.ts`): when candidates overlap, the union takes the type of
 *   the surer candidate, then of the longer one;
 * - eponym filtering (`eponym-filter.ts`): a name or place candidate below `ANCHORED` (found by a
 *   list or by shape, without a title, credential, relative or label) is dropped before a clinical
 *   head noun ("Murphy's sign").
 * The numbers are an ordering, not calibrated probabilities; keep them in this one place.
 */
export const SCORES = {
  /** The shape alone is PHI and cannot be anything else: an e-mail, a full URL, a full date. */
  certain: 0.95,
  /** A value in a slot that a strong marker opens: a title before a name, a dashed SSN, a full phone. */
  labelled: 0.9,
  /** A value after a cue word that names its kind: "MRN 123…", "age 93", a ZIP after a state. */
  cued: 0.85,
  /** A strong shape or context: a name before a credential, a street address, a multi-word hospital. */
  shaped: 0.8,
  /** Context that protects a name from the eponym filter: a relative word, a partial date, a phone. */
  anchored: 0.75,
  /** One clear piece of context: a listed city, a ward with a floor number, an apostrophe year. */
  context: 0.7,
  /** Weaker context: a listed name that is no English word, a country, a month name alone. */
  weak: 0.6,
  /** A hospital abbreviation standing alone in a mixed-case note. */
  plausible: 0.55,
  /** Shape or list membership alone: capitalised pairs, propagated mentions, signature initials. */
  list: 0.5,
  /** The faintest evidence the engine still reports: an unknown word after a cue of place. */
  faint: 0.45,
} as const;

export type ScoreLevel = keyof typeof SCORES;
