/**
 * The shape of a cue list: a named word list with a declared meaning. The words are written once,
 * here in src/detection/cues/, and read by the recognisers through `words`, a Set built at module
 * load (a lookup costs what a Set lookup costs; nothing is computed per token).
 */

/**
 * What a list says about its words. Two lists whose meanings conflict (cues/conflicts.ts) may not
 * share a word unless the pair is declared as an accepted overlap with its reason.
 */
export type CueMeaning =
  /**
   * Stands next to a person's name and makes the neighbour read as one (verbs, greetings,
   * sign-offs); says nothing of the word itself.
   */
  | "name-cue"
  /** Is never a person's name, wherever it stands ("pls", "ng", "Will" as a given name). */
  | "never-a-name"
  /**
   * Ends a run of name words, or refuses the word as the name, in the one slot where the list is
   * read ("Dr Patel aware": "aware" is no name after a title). Cue words are among these by
   * design (a cue is never the name it announces), so a name-stop never conflicts with a name-cue.
   */
  | "name-stop"
  /** Belongs to the name that follows ("van", "de la"). */
  | "name-part"
  /** A title or post-nominal written around a name ("Dr", "Mrs", "Jr"). */
  | "title"
  /** A professional credential or degree after a name ("RN", "MBChB"). */
  | "credential"
  /** A staff role or grade before or after a clinician's name. */
  | "role"
  /** A relative or a group of people around the patient. */
  | "relative"
  /** Stands before a place (verbs of residence and movement, their prepositions). */
  | "place-cue"
  /** Ends or heads a place name (street types, landscape words, house words). */
  | "place-head"
  /** Is no place, even where a place cue stands before it. */
  | "not-a-place"
  /** Stands before an organisation's name ("works for", "company"). */
  | "organisation-cue"
  /** Ends or heads an organisation's name (Hospital, Surgery, Ltd). */
  | "organisation-head"
  /** Is no named organisation (a service, a department, a role). */
  | "not-an-organisation"
  /** Makes a nearby number a date. */
  | "date-cue"
  /** Is part of a date (weekdays, ordinals, seasons). */
  | "date-word"
  /** Makes a nearby number a score, setting, count or duration rather than a date. */
  | "not-a-date"
  /** Makes a nearby number an age. */
  | "age-cue"
  /** Makes a nearby number something other than an age (a temperature). */
  | "not-an-age"
  /** Labels a number as a record number or other identifier ("MRN", "NHS", "SSN"). */
  | "id-cue"
  /** Labels a number as a phone, pager or fax number, or a string as a web address. */
  | "number-cue"
  /** Makes a nearby number no identifier: a count, a code, a measurement (or a phone number). */
  | "not-an-id"
  /** A unit of measure after a number. */
  | "unit"
  /** A clinical word, abbreviation or gene symbol. */
  | "clinical-term"
  /** Grammar: determiners, prepositions, pronouns, joiners; no claim about PHI on its own. */
  | "function-word"
  /** A label of a header field, a table column or an address block. */
  | "label"
  /** Tells how the note is written (its spelling standard), not what a neighbour is. */
  | "convention";

export interface CueList {
  /** Unique id, kebab case (a test checks). */
  readonly id: string;
  readonly meaning: CueMeaning;
  /** The entries as written, in order (the tests check them for duplicates, case and spaces). */
  readonly entries: readonly string[];
  /** The entries as a Set, for lookups. */
  readonly words: ReadonlySet<string>;
  /** Why entries keep capitals, when the reading code compares raw text. */
  readonly cased?: string;
}

/**
 * Declares a cue list. `text` is either the words separated by white space, with `#` lines as
 * comments (the compact form for single words), or an array of entries (for phrases and
 * punctuation).
 */
export function cueList(
  id: string,
  meaning: CueMeaning,
  text: string | readonly string[],
  options: { readonly cased?: string } = {},
): CueList {
  const entries = typeof text === "string" ? parseWords(text) : text;
  const list: CueList = { id, meaning, entries, words: new Set(entries) };
  return options.cased === undefined ? list : { ...list, cased: options.cased };
}

function parseWords(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    for (const word of trimmed.split(/\s+/)) out.push(word);
  }
  return out;
}

/** A cue list whose words carry a value (the PHI type a title implies, the kind of a label). */
export interface CueMap<V extends string> extends CueList {
  readonly values: ReadonlyMap<string, V>;
}

/**
 * Declares a cue map. `text` holds one line per run of entries that share a value,
 * "value: entry, entry, …" (entries may be phrases), with `#` lines as comments; the entries keep
 * their order. A value not in `allowed` throws at load.
 */
export function cueMap<V extends string>(
  id: string,
  meaning: CueMeaning,
  allowed: readonly V[],
  text: string,
): CueMap<V> {
  const pairs: [string, V][] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const colon = trimmed.indexOf(": ");
    const value = trimmed.slice(0, colon) as V;
    if (colon < 0 || !allowed.includes(value)) throw new Error(`cue map ${id}: no value in "${trimmed}"`);
    for (const entry of trimmed.slice(colon + 2).split(",")) pairs.push([entry.trim(), value]);
  }
  const entries = pairs.map(([entry]) => entry);
  return { id, meaning, entries, words: new Set(entries), values: new Map(pairs) };
}

/** A cue list of words, each with the words one of which must stand beside it ("care" ← "nursing"). */
export interface CuePairs extends CueList {
  readonly partners: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Declares cue pairs: one line per word, "word: partner partner …", with `#` lines as comments.
 * The entries are the words before the colon.
 */
export function cuePairs(id: string, meaning: CueMeaning, text: string): CuePairs {
  const partners = new Map<string, ReadonlySet<string>>();
  const entries: string[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const colon = trimmed.indexOf(": ");
    if (colon < 0) throw new Error(`cue pairs ${id}: no colon in "${trimmed}"`);
    const word = trimmed.slice(0, colon);
    entries.push(word);
    partners.set(word, new Set(trimmed.slice(colon + 2).split(/\s+/)));
  }
  return { id, meaning, entries, words: new Set(entries), partners };
}
