import { PERSON_NAME_TYPES, type PhiType } from "../detection/phi-type.ts";
import { SCORES } from "../detection/scores.ts";
import type { Span } from "../detection/span.ts";
import { calendarKey, parseCalendarDate } from "../policy/calendar-date.ts";
import {
  codeOf,
  emptyTable,
  type FlatTable,
  fromPosted,
  keyAt,
  mayStartWith,
  type PostedTable,
  postedTable,
  tableSize,
  type Walked,
  walk,
  withEntries,
} from "./flat-table.ts";
import { type KnownValueTables, type ReadTables, storedTable } from "./known-value-tables.ts";
import {
  DATE_SHAPES,
  fold,
  hasShape,
  isLetter,
  isTitleCase,
  joinable,
  MONTH_WORDS,
  nameGap,
  notLineBreak,
  STOP_WORDS,
  sequenceWord,
  shapeOf,
  shapesOf,
  TITLES,
  type Tokens,
  tokenise,
  withoutPossessive,
} from "./known-value-text.ts";
import { codeFor, isOrdinaryCode, ruleOfCode, typeOfCode } from "./value-codes.ts";

/**
 * Values the caller already knows are PHI (`known_phi`), or that earlier documents of the same
 * subject held (subject memory), found in a text however they are written. One matcher holds any
 * number of values and scans a text once:
 *
 * - **names** (`*_NAME`) are split into parts; every part of two or more letters that is not a stop
 *   word or a title is looked up, word by word, in one Map. Adjacent matched parts (joined by spaces,
 *   commas, periods or hyphens, with initials such as "A." between them) form one span, so "John
 *   Smith", "SMITH, JOHN", "John A. Smith", "Smith-Jones" and "Smith's" (the possessive is left out
 *   of the span) are found, and so is "Smith" alone. A part that is an ordinary English or clinical
 *   word ("Brown", "Will", "Foley") matches on its own only where it is written as a name: with a
 *   capital and lower-case letters ("Brown", not "brown" or "BROWN"), or in any case right after a
 *   title ("mr. brown"); next to another part of a known name it matches in any case ("BROWN,
 *   WILL"). The same holds for every source (caller, deny list, subject memory, the note's own
 *   names). Stop words ("the", "and"…) never match.
 * - **dates** (`DATE`, `YEAR`) are compared as calendar dates: "7/22/2019", "July 22, 2019" and
 *   "22 Jul 2019" are one value (`calendar-date.ts`).
 * - **everything else** (phones, IDs, e-mails, addresses…) is compared on its letters and digits,
 *   lower-cased, with any separators between words and digit groups ("617-555-1234",
 *   "(617) 555 1234", "6175551234"); street words are abbreviated ("Street" = "St"). A match starts
 *   and ends at word boundaries; a phone's leading US country code is optional.
 *
 * Linear time: the text is tokenised once; a name costs one binary search per word whose first
 * letter and length some part has; a sequence walk from each word start is bounded by
 * MAX_WALK_TOKENS words and the longest value, each word one binary search over the sorted values
 * (`flat-table.ts`); the date shapes are bounded regular expressions.
 */

export interface KnownValue {
  readonly type: PhiType;
  readonly value: string;
}

/** Rule ids of spans found this way; `inspect` explains them like the engine's rules. */
export const KNOWN_VALUE_RULES = {
  "known.caller": { about: "A value the caller listed in known_phi." },
  "known.subject": { about: "A value found in an earlier document of the same subject (subject memory)." },
  "known.tenant": { about: "A value on the tenant's deny list." },
  "known.note": {
    about:
      "A name found elsewhere in the same note in a strong slot (after a title, a relative word or a label).",
  },
} as const;

export type KnownValueRule = keyof typeof KNOWN_VALUE_RULES;

export function isKnownValueRule(rule: string): rule is KnownValueRule {
  return Object.hasOwn(KNOWN_VALUE_RULES, rule);
}

/**
 * Confidence of each source: the caller and the tenant's deny list are sure (their type wins an
 * overlap); subject memory is the faintest (the engine's type wins when it found the value too).
 */
const CONFIDENCE: Readonly<Record<KnownValueRule, number>> = {
  "known.caller": SCORES.certain,
  "known.subject": SCORES.faint,
  "known.tenant": SCORES.certain,
  "known.note": SCORES.faint,
};

/** Longest normalised value a sequence walk follows, and the most words it crosses. */
export const MAX_SEQUENCE_LENGTH = 256;
const MAX_WALK_TOKENS = 16;

const DATE_TYPES: ReadonlySet<PhiType> = new Set(["DATE", "YEAR"]);

export interface KnownValueOptions {
  /** True for ordinary English words (lower case): such a name part alone needs a capital. */
  readonly isOrdinaryWord?: (word: string) => boolean;
}

/**
 * A matcher's tables as plain data (posted tables, a typed array): what a worker thread receives to
 * match a text off the event loop (`KnownValueMatcher.fromSnapshot`). Never logged: it holds values.
 */
export interface KnownValueSnapshot {
  readonly names: PostedTable;
  readonly nameShapes: Int32Array;
  readonly dates: PostedTable;
  readonly sequences: PostedTable;
  readonly size: number;
}

/**
 * A matcher over any number of known values. `add` may be called again (subject memory grows);
 * `find` is pure with respect to the text. Its tables are flat (`flat-table.ts`): a matcher is a
 * dozen heap objects however many values it holds (subject memory caches thousands of them).
 */
export class KnownValueMatcher {
  private names: FlatTable = emptyTable();
  /** First letter and length of every name part, sorted: most words are ruled out without slicing them. */
  private nameShapes: Int32Array = new Int32Array(0);
  private dates: FlatTable = emptyTable();
  private sequences: FlatTable = emptyTable();
  private readonly isOrdinaryWord: (word: string) => boolean;
  /** Values added (after de-duplication of identical entries). */
  size = 0;
  /** The last snapshot, until the tables change (a cached subject is posted with each document). */
  private posted: KnownValueSnapshot | undefined;

  constructor(options: KnownValueOptions = {}) {
    this.isOrdinaryWord = options.isOrdinaryWord ?? (() => false);
  }

  /** The tables as plain data to post to another thread (a structured clone); never edit them. */
  snapshot(): KnownValueSnapshot {
    this.posted ??= {
      names: postedTable(this.names),
      nameShapes: this.nameShapes,
      dates: postedTable(this.dates),
      sequences: postedTable(this.sequences),
      size: this.size,
    };
    return this.posted;
  }

  /**
   * A matcher over a snapshot's tables (received from another thread). `find` needs no options:
   * whether a name part is an ordinary word was decided when it was added; `options` serve later `add`s.
   */
  static fromSnapshot(snapshot: KnownValueSnapshot, options: KnownValueOptions = {}): KnownValueMatcher {
    const matcher = new KnownValueMatcher(options);
    matcher.names = fromPosted(snapshot.names);
    matcher.nameShapes = snapshot.nameShapes;
    matcher.dates = fromPosted(snapshot.dates);
    matcher.sequences = fromPosted(snapshot.sequences);
    matcher.size = snapshot.size;
    return matcher;
  }

  get isEmpty(): boolean {
    return tableSize(this.names) === 0 && tableSize(this.dates) === 0 && tableSize(this.sequences) === 0;
  }

  /** The tables to store (`KnownValueTables`); `addTables` rebuilds an equal matcher from them. */
  tables(): KnownValueTables {
    return {
      names: storedTable(this.names),
      dates: storedTable(this.dates),
      sequences: storedTable(this.sequences),
      values: this.size,
    };
  }

  /**
   * Adds stored tables (`tables()`, read by `readKnownValueTables`) as values of their rule: into
   * an empty matcher they are adopted as they are, nothing parsed or sorted. Whether a name part
   * is ordinary is as it was when stored.
   */
  addTables(tables: ReadTables): this {
    this.posted = undefined;
    this.size += tables.values;
    this.names = this.merged(this.names, tables.names);
    this.nameShapes = shapesOf(this.names);
    this.dates = this.merged(this.dates, tables.dates);
    this.sequences = this.merged(this.sequences, tables.sequences);
    return this;
  }

  private merged(held: FlatTable, more: FlatTable): FlatTable {
    if (tableSize(held) === 0) return more;
    return withEntries(
      held,
      Array.from({ length: tableSize(more) }, (_, i) => [keyAt(more, i), more.codes[i]!] as const),
    );
  }

  add(values: readonly KnownValue[], rule: KnownValueRule): this {
    this.posted = undefined;
    const names: [string, number][] = [];
    const dates: [string, number][] = [];
    const sequences: [string, number][] = [];
    for (const { type, value } of values) {
      this.size++;
      const code = codeFor(type, rule);
      if (PERSON_NAME_TYPES.has(type)) {
        const { start, end } = tokenise(value);
        for (let k = 0; k < start.length; k++) {
          const part = withoutPossessive(fold(value.slice(start[k], end[k])));
          if (part.length < 2 || STOP_WORDS.has(part) || /\d/.test(part)) continue;
          names.push([part, code | (this.isOrdinaryWord(part) ? 1 : 0)]);
        }
        continue;
      }
      if (DATE_TYPES.has(type)) {
        const date = parseCalendarDate(value);
        if (date) {
          dates.push([calendarKey(date), code]);
          continue;
        }
      }
      const key = this.sequenceKey(value);
      if (key === "" || key.length > MAX_SEQUENCE_LENGTH) continue;
      sequences.push([key, code]);
      if ((type === "PHONE" || type === "FAX") && key.length === 11 && key.startsWith("1")) {
        sequences.push([key.slice(1), code]);
      }
    }
    if (names.length > 0) {
      this.names = withEntries(this.names, names);
      this.nameShapes = shapesOf(this.names);
    }
    if (dates.length > 0) this.dates = withEntries(this.dates, dates);
    if (sequences.length > 0) this.sequences = withEntries(this.sequences, sequences);
    return this;
  }

  private sequenceKey(value: string): string {
    const { start, end } = tokenise(value);
    let key = "";
    for (let k = 0; k < start.length; k++) key += sequenceWord(value.slice(start[k], end[k]));
    return key;
  }

  /**
   * Every known value in `text`, as spans (sorted, possibly overlapping each other). `tokens`, the
   * text's tokens when the caller has them (`tokenise`): a document's matchers share one pass.
   */
  find(text: string, tokens?: () => Tokens): Span[] {
    if (this.isEmpty) return [];
    tokens = tokens ?? (() => tokenise(text));
    return this.findIn(text, tokens());
  }

  private findIn(text: string, tokens: Tokens): Span[] {
    const spans: Span[] = [];
    if (tableSize(this.names) > 0) this.findNames(text, tokens, spans);
    if (tableSize(this.sequences) > 0) this.findSequences(text, tokens, spans);
    if (tableSize(this.dates) > 0) this.findDates(text, tokens, spans);
    return spans.sort((a, b) => a.start - b.start || b.end - a.end);
  }

  private findNames(text: string, { start, end }: Tokens, spans: Span[]): void {
    // The open group: its span so far, and where its last word (or initial) ends.
    let group: { start: number; end: number; reach: number; code: number; strong: boolean } | undefined;
    const close = () => {
      if (group?.strong) spans.push(spanOf(group.code, group.start, group.end));
      group = undefined;
    };
    for (let k = 0; k < start.length; k++) {
      const s = start[k]!;
      let e = end[k]!;
      let part = -1;
      const first = text.charCodeAt(s);
      const lower = first >= 65 && first <= 90 ? first | 32 : first;
      if (
        first >= 0x80 ||
        hasShape(this.nameShapes, shapeOf(lower, e - s)) ||
        hasShape(this.nameShapes, shapeOf(lower, e - s - 2))
      ) {
        const folded = fold(text.slice(s, e));
        part = codeOf(this.names, folded);
        if (part === -1 && folded.endsWith("'s")) {
          part = codeOf(this.names, folded.slice(0, -2));
          if (part !== -1) e -= 2;
        }
      }
      if (part === -1) {
        // An initial ("A" or "A.") after a part may lead to the next part of the name.
        if (group && e - s === 1 && isLetter(text, s) && joinable(text, group.reach, s, nameGap)) {
          group.reach = text.charCodeAt(e) === 46 ? e + 1 : e;
          continue;
        }
        close();
        continue;
      }
      // An ordinary word alone only where it is written as a name: "Brown" (not "brown" or an
      // all-capitals "BROWN"), or any case after a title ("mr. brown").
      const strong =
        !isOrdinaryCode(part) ||
        isTitleCase(text, s, e) ||
        (k > 0 && this.afterTitle(text, start[k - 1]!, end[k - 1]!, s));
      if (group && joinable(text, group.reach, s, nameGap)) {
        // Two parts of known names side by side are a name, whatever their case.
        group.end = e;
        group.reach = e;
        group.strong = true;
        continue;
      }
      close();
      group = { start: s, end: e, reach: e, code: part, strong };
    }
    close();
  }

  /** Whether the word before a name part is a title ("Mr", "dr.") joined to it by a space or a period. */
  private afterTitle(text: string, titleStart: number, titleEnd: number, partStart: number): boolean {
    if (titleEnd - titleStart > 9 || !joinable(text, titleEnd, partStart, nameGap)) return false;
    return TITLES.has(fold(text.slice(titleStart, titleEnd)));
  }

  private findSequences(text: string, { start, end }: Tokens, spans: Span[]): void {
    const count = start.length;
    const words: (string | undefined)[] = new Array(count);
    let coveredTo = 0;
    const table = this.sequences;
    const step: Walked = { code: -1, goesOn: false };
    for (let k = 0; k < count; k++) {
      // Most words cannot start any value: one look-up of their first letter rules them out.
      const c = text.charCodeAt(start[k]!);
      if (!mayStartWith(table, c >= 65 && c <= 90 ? c | 32 : c)) continue;
      let walked = "";
      let bestEnd = -1;
      let bestCode = -1;
      for (let j = k; j < count && j < k + MAX_WALK_TOKENS; j++) {
        if (j > k && !joinable(text, end[j - 1]!, start[j]!, notLineBreak)) break;
        // Folding never lengthens a word by much; a word longer than any value ends the walk unread.
        if (walked.length + end[j]! - start[j]! > MAX_SEQUENCE_LENGTH) break;
        const word = words[j] ?? sequenceWord(text.slice(start[j], end[j]));
        words[j] = word;
        walked += word;
        walk(table, walked, step);
        if (step.code !== -1) {
          bestEnd = end[j]!;
          bestCode = step.code;
        }
        if (!step.goesOn) break;
      }
      if (bestCode !== -1 && bestEnd > coveredTo) {
        spans.push(spanOf(bestCode, start[k]!, bestEnd));
        coveredTo = bestEnd;
      }
    }
  }

  private findDates(text: string, { start, end }: Tokens, spans: Span[]): void {
    let coveredTo = 0;
    for (let k = 0; k < start.length; k++) {
      const s = start[k]!;
      if (s < coveredTo) continue;
      const first = text.charCodeAt(s);
      const length = end[k]! - s;
      // A date starts with one to four digits or a month name: anything else is skipped unread.
      if (first >= 48 && first <= 57) {
        if (length > 4) continue;
      } else if (length < 3 || length > 9 || !MONTH_WORDS.has(fold(text.slice(s, end[k])))) continue;
      DATE_SHAPES.lastIndex = s;
      const m = DATE_SHAPES.exec(text);
      if (m === null) continue;
      const date = parseCalendarDate(m[0]);
      const found = date ? codeOf(this.dates, calendarKey(date)) : -1;
      if (found !== -1) {
        spans.push(spanOf(found, s, s + m[0].length));
        coveredTo = s + m[0].length;
      }
    }
  }
}

function spanOf(code: number, start: number, end: number): Span {
  const rule = ruleOfCode(code);
  return { type: typeOfCode(code), start, end, confidence: CONFIDENCE[rule], rule };
}
