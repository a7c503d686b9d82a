import type { ScanContext } from "../recogniser.ts";

/**
 * A public programme's name read as a person's: the capitalised words before a programme's head
 * word ("Janani Suraksha Yojana", "PRADHAN MANTRI SURAKSHIT MATRITVA ABHIYAN", "Rashtriya Bal
 * Swasthya Karyakram", "Sehat Sahulat Program", "Healthy Start Scheme"), in the local language or
 * in English, and the workers a programme names by its acronym ("ASHA workers", "ASHA WORKERS"). A person is not written before "Yojana" or "Scheme"; a programme named
 * after one ("Rajiv Gandhi Yojana") names no patient or clinician either.
 */
const PROGRAMME_HEADS: ReadonlySet<string> = new Set([
  // Hindi and other Indian languages: scheme, campaign, programme, mission.
  "yojana",
  "yojna",
  "abhiyan",
  "abhiyaan",
  "karyakram",
  "mission",
  "scheme",
  "schemes",
  "programme",
  "programmes",
  "program",
  "programs",
  "initiative",
  "campaign",
]);
const WORKER_NOUNS: ReadonlySet<string> = new Set(["worker", "workers", "volunteer", "volunteers"]);

/** How many capitalised words may stand between the candidate and the head word. */
const REACH = 3;

function isNameLike(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  return t.isWord(i) && (t.isCapitalised(i) || t.isAllCaps(i)) && !t.startsLine(i);
}

/** Tokens `first`..`last` are a programme's name, or its workers' acronym, read as a person. */
export function isProgrammeName(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) if (t.isWord(k) && PROGRAMME_HEADS.has(t.lower(k))) return true;
  for (let k = last + 1; k <= last + 1 + REACH && isNameLike(context, k); k++) {
    if (PROGRAMME_HEADS.has(t.lower(k))) return true;
  }
  // "ASHA workers": an acronym in capitals (in a note with case) before a worker noun.
  const next = last + 1;
  return (
    first === last &&
    t.isAllCaps(first) &&
    t.length(first) >= 3 &&
    t.isWord(next) &&
    !t.startsLine(next) &&
    WORKER_NOUNS.has(t.lower(next))
  );
}
