import type { CueMeaning } from "../detection/cues/cue-list.ts";
import { capitalise as cap, dice } from "./warm-up-random.ts";
import { warmUpSentences } from "./warm-up-sentences.ts";
import { warmUpShapes } from "./warm-up-shapes.ts";
import type { WarmUpWords } from "./warm-up-words.ts";

/**
 * Invented notes for a detection engine to read before it takes work (`warm-engine.ts`). Every
 * line is made here from a seeded generator over the engine's own word lists (`warm-up-words.ts`):
 * names, places, hospitals and words drawn at random, cue words of every kind beside the values
 * they announce, numbers in the shapes of dates, times, phones, record numbers, postcodes, ages
 * and measurements (`warm-up-shapes.ts`), header fields, tables, letters and prose, in mixed, upper
 * and lower case. No line, word list or pattern comes from a real note. The point is breadth of
 * shape, not realism: the compiler keeps optimised code only for the branches it has seen run
 * (`docs/detection/speed.md`, "Why notes the engine has not read are slow").
 */

const BULLETS = ["- ", "* ", "• ", "1. ", "2) ", "a. ", "> ", "  ", "\t", "# "];
const JOINERS = [" ", " ", " ", " ", "  ", "\t", " | ", ", ", " - ", " / ", "; ", " – ", "\u00a0"];

/** The share of notes that keep their accented letters, dashes, bullets and non-breaking spaces. */
const UNICODE_NOTES = 0.05;
const ASCII: Readonly<Record<string, string>> = {
  "•": "*",
  "–": "-",
  "\u00a0": " ",
  "’": "'",
  Ł: "L",
  ł: "l",
  ø: "o",
  Ø: "O",
};

/** The note with its other characters in ASCII: accents dropped, dashes and bullets replaced. */
function toAscii(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x00-\x7f]/g, (c) => ASCII[c] ?? "");
}

/** A generator of warm-up notes; `next()` returns a new note each call. */
export function warmUpNotes(words: WarmUpWords, seed = 1): { next(): string } {
  const d = dice(seed);
  const { int, chance, pick } = d;
  const s = warmUpShapes(words, d);
  const sentence = warmUpSentences(words, d, s);
  const {
    cue,
    cased,
    person,
    date,
    phone,
    identifier,
    address,
    age,
    place,
    email,
    url,
    time,
    measure,
    hospital,
    postcode,
    prose,
  } = s;
  const value = (): string => {
    switch (int(0, 13)) {
      case 0:
        return person();
      case 1:
        return date();
      case 2:
        return phone();
      case 3:
        return identifier();
      case 4:
        return address();
      case 5:
        return age();
      case 6:
        return place();
      case 7:
        return email();
      case 8:
        return url();
      case 9:
        return time();
      case 10:
        return measure();
      case 11:
        return hospital();
      case 12:
        return postcode();
      default:
        return prose(int(1, 4));
    }
  };
  /** What a cue of this meaning stands beside. */
  const announced = (meaning: CueMeaning): string => {
    switch (meaning) {
      case "name-cue":
      case "name-stop":
      case "never-a-name":
      case "title":
      case "credential":
      case "role":
      case "relative":
      case "name-part":
        return person();
      case "place-cue":
      case "place-head":
      case "not-a-place":
        return chance(0.3) ? address() : place();
      case "organisation-cue":
      case "organisation-head":
      case "not-an-organisation":
        return `${cap(pick(chance(0.5) ? words.surnames : words.english))} ${cap(cue("organisation-head"))}`;
      case "date-cue":
      case "date-word":
        return chance(0.7) ? date() : `${date()} ${time()}`;
      case "not-a-date":
      case "unit":
      case "not-an-age":
        return measure();
      case "age-cue":
        return age();
      case "id-cue":
      case "not-an-id":
      case "label":
        return chance(0.6) ? identifier() : value();
      case "number-cue":
        return chance(0.6) ? phone() : chance(0.5) ? email() : url();
      default:
        return value();
    }
  };
  /** A cue word of a random meaning before, after or around the value it announces. */
  const cued = (): string => {
    const meaning = pick(words.meanings);
    const c = cased(cue(meaning));
    const v = announced(meaning);
    switch (int(0, 6)) {
      case 0:
        return `${v} ${c}`;
      case 1:
        return `${c}: ${v}`;
      case 2:
        return `${prose(int(1, 3))} ${c} ${v} ${prose(int(0, 3))}`;
      case 3:
        return `${c} ${pick(["of", "to", "with", "at", "on", "from", "by", "-", "#", "no."])} ${v}`;
      case 4:
        return `${v} (${c})`;
      default:
        return `${c} ${v}`;
    }
  };

  /** A value of the kind a typed cue-map entry names (`warm-up-words.ts` `typed`). */
  const typedValue = (kind: string): string => {
    if (/^(patient|provider|person|relative)$|NAME$/.test(kind)) return chance(0.5) ? person() : s.name();
    if (kind === "date") return date();
    if (kind === "phone" || kind === "fax") return phone();
    if (kind === "SSN") return `${d.digits(3)}-${d.digits(2)}-${d.digits(4)}`;
    if (/^(number|account)$|ID$|NUMBER$|^MRN$/.test(kind)) return identifier();
    if (kind === "address") return address();
    if (kind === "LOCATION") return chance(0.5) ? place() : `${cap(cue("place-head"))} ${int(1, 40)}`;
    if (kind === "HOSPITAL") return hospital();
    if (kind === "ORGANIZATION") return `${cap(pick(words.surnames))} ${cap(cue("organisation-head"))}`;
    return value();
  };
  /** "DOB: 3/4/1950", a label of the engine's lists and a value of its kind. */
  const labelled = (): string => {
    const [label, kind] = pick(words.typed);
    return `${cased(label)}${pick([":", ":", ": ", " -", "#:", ":\t", " no:", ""])} ${typedValue(kind)}`;
  };
  /** A header row of labels, cells apart by tabs or runs of spaces, and rows of values under it. */
  const columnTable = (): string => {
    const columns = Array.from({ length: int(2, 5) }, () => pick(words.typed));
    const sep = pick(["\t", "  ", "   ", "\t\t", "    ", " | "]);
    const rows = Array.from({ length: int(1, 4) }, () =>
      columns.map(([, kind]) => typedValue(kind)).join(sep),
    );
    return [columns.map(([label]) => cased(label)).join(sep), ...rows].join("\n");
  };

  const line = (): string => {
    let text: string;
    switch (int(0, 19)) {
      case 12:
      case 13:
      case 14:
        text = labelled();
        break;
      case 15:
        text = columnTable();
        break;
      case 8:
      case 9:
      case 10:
        text = sentence();
        break;
      case 11:
        text = `${sentence()} ${prose(int(3, 12))}`;
        break;
      case 0:
        text = `${cased(cue("label"))}${pick([":", ":", " -", "#", ":\t"])} ${value()}`;
        break;
      case 1:
        text = `${prose(int(2, 6))
          .toUpperCase()
          .replace(/[.,?]$/, "")}:`;
        break;
      case 2:
        text = Array.from({ length: int(2, 6) }, () => (chance(0.5) ? value() : cued())).join(pick(JOINERS));
        break;
      case 3:
        text = `${pick(BULLETS)}${cued()}`;
        break;
      case 4:
        text = prose(int(4, 25));
        break;
      case 5:
        text = `${prose(int(2, 8))} ${cued()} ${prose(int(2, 8))}`;
        break;
      case 6:
        text = pick(["", "", "-----", "====", "***", "_____________", "[ ]", "  "]);
        break;
      case 7:
        text = `${pick(["Dear", "Re:", "cc:", "To:", "From:", "Signed:", "Yours sincerely,", "Regards,"])} ${person()}`;
        break;
      default:
        text = cued();
    }
    const r = d.random();
    return r < 0.1 ? text.toUpperCase() : r < 0.16 ? text.toLowerCase() : text;
  };

  return {
    next(): string {
      const lines: string[] = [];
      const count = chance(0.15) ? int(40, 120) : int(3, 30);
      for (let i = 0; i < count; i++) lines.push(line());
      const note = lines.join(chance(0.05) ? "\r\n" : "\n");
      // Some notes wholly in capitals or in lower case, as some systems and writers keep them: the
      // engine reads such notes by other branches (it asks whether a note mixes case).
      const r = d.random();
      const written = r < 0.08 ? note.toUpperCase() : r < 0.13 ? note.toLowerCase() : note;
      // Most notes in plain ASCII, as most notes are: V8 keeps such a string one byte a character,
      // and code that has mostly seen two-byte strings runs slower on one-byte ones.
      return chance(UNICODE_NOTES) ? written : toAscii(written);
    },
  };
}
