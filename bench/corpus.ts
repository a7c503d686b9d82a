import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reader for corpora in the PhysioNet "deid" format (Neamatullah et al. 2008):
 * `<name>.text` holds records `START_OF_RECORD=<patient>||||<note>||||\n<body>||||END_OF_RECORD`,
 * `<name>-phi.phrase` holds gold spans `<patient> <note> <start> <end> <type> <text>`, offsets
 * counting characters of the body. Shared by the evaluation harness and the benchmarks.
 */

export interface CorpusNote {
  readonly patient: string;
  readonly note: string;
  readonly text: string;
}

export interface GoldSpan {
  readonly patient: string;
  readonly note: string;
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly text: string;
}

export interface Corpus {
  readonly notes: CorpusNote[];
  readonly gold: GoldSpan[];
}

const RECORD_START = "START_OF_RECORD=";
const RECORD_END = "||||END_OF_RECORD";

/** Parses the `.text` file content into notes. */
export function parseNotes(content: string): CorpusNote[] {
  const notes: CorpusNote[] = [];
  let at = content.indexOf(RECORD_START);
  while (at !== -1) {
    const headerEnd = content.indexOf("\n", at);
    if (headerEnd === -1) break;
    const header = content.slice(at + RECORD_START.length, headerEnd).split("||||");
    const bodyEnd = content.indexOf(RECORD_END, headerEnd + 1);
    if (bodyEnd === -1) break;
    notes.push({
      patient: header[0] ?? "",
      note: header[1] ?? "",
      text: content.slice(headerEnd + 1, bodyEnd),
    });
    at = content.indexOf(RECORD_START, bodyEnd);
  }
  return notes;
}

/** Parses the `-phi.phrase` file content into gold spans. */
export function parseGold(content: string): GoldSpan[] {
  const gold: GoldSpan[] = [];
  for (const line of content.split("\n")) {
    const parts = line.trim().split(" ");
    if (parts.length < 5) continue;
    const [patient, note, start, end, type] = parts as [string, string, string, string, string];
    gold.push({
      patient,
      note,
      start: Number(start),
      end: Number(end),
      type,
      text: parts.slice(5).join(" "),
    });
  }
  return gold;
}

/** Reads every `<name>.text` (with its `<name>-phi.phrase`, when present) in a directory. */
export function readCorpus(dir: string): Corpus {
  const notes: CorpusNote[] = [];
  const gold: GoldSpan[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".text")) continue;
    notes.push(...parseNotes(readFileSync(join(dir, file), "latin1")));
    const phrase = join(dir, `${file.slice(0, -".text".length)}-phi.phrase`);
    try {
      gold.push(...parseGold(readFileSync(phrase, "latin1")));
    } catch {
      // A corpus without gold can still be benchmarked.
    }
  }
  return { notes, gold };
}

/** Key joining a note to its gold spans. */
export function noteKey(patient: string, note: string): string {
  return `${patient}/${note}`;
}
