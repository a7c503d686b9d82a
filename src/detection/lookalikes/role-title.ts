import type { ScanContext } from "../recogniser.ts";
import { STAFF_ROLE, VOCABULARY } from "../word-bits.ts";

/**
 * A role's title read as a name in the slot after a role, a label or a title ("Surgeon: Consultant
 * General Surgeon", "Assistant: Senior House Officer", "Operating surgeon: Senior Registrar",
 * "From: Charge Nurse"): templates, teaching records and notes already stripped of names write the
 * grade where the name would stand, in every country's words (Charge Nurse, Sister, Registrar,
 * Medical Officer, House Officer, Attending). Two words or more, each an English word, the last a
 * role's noun and the others a role, a grade or a specialty's adjective; a name among them
 * ("Consultant Okafor", "Sister Mary Ward") keeps the span.
 */
const ROLE_NOUNS: ReadonlySet<string> = new Set(
  `officer sister specialist nurse surgeon registrar consultant physician houseman practitioner
  manager educator coordinator director midwife matron leader`.split(/\s+/),
);
const QUALIFIERS: ReadonlySet<string> = new Set(
  `senior junior consultant charge staff house head chief principal specialist specialty resident
  medical nursing general surgical clinical theatre ward acting duty attending registered enrolled
  assistant associate trainee locum visiting first second ward scrub advanced community unit nurse
  department service practice`.split(/\s+/),
);
/** A specialty's adjective ("Orthopaedic", "Anaesthetic", "Paediatric", "Cardiothoracic"). */
const SPECIALTY_ADJECTIVE = /(?:ic|al|ary)$/;

type Tokens = ScanContext["tokens"];

/** Token `k` is an English word of a role's title: a role, a grade, a specialty's adjective. */
function isRoleWord(t: Tokens, k: number): boolean {
  if (!t.isWord(k)) return false;
  const bits = t.bits(k);
  if ((bits & VOCABULARY) === 0) return false;
  if ((bits & STAFF_ROLE) !== 0) return true;
  const word = t.lower(k);
  return QUALIFIERS.has(word) || ROLE_NOUNS.has(word) || SPECIALTY_ADJECTIVE.test(word);
}

/**
 * Tokens `first`..`last` are a role's title written where a name stands (above), or a word
 * inside one that a rule took alone ("From: Nurse [Unit] Manager"): the run of role words around
 * them, on their line, is read whole.
 */
export function isRoleTitle(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  for (let k = first; k <= last; k++) if (!isRoleWord(t, k)) return false;
  let a = first;
  while (a > 0 && first - a < 3 && !t.startsLine(a) && isRoleWord(t, a - 1)) a--;
  let b = last;
  while (b - last < 3 && b + 1 < t.count && !t.startsLine(b + 1) && isRoleWord(t, b + 1)) b++;
  if (b === a) return false;
  return (t.bits(b) & STAFF_ROLE) !== 0 || ROLE_NOUNS.has(t.lower(b));
}
