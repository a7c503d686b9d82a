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
  "officer sister specialist nurse surgeon registrar consultant physician houseman practitioner".split(" "),
);
const QUALIFIERS: ReadonlySet<string> = new Set(
  `senior junior consultant charge staff house head chief principal specialist specialty resident
  medical nursing general surgical clinical theatre ward acting duty attending registered enrolled
  assistant associate trainee locum visiting first second ward scrub advanced community`.split(/\s+/),
);
/** A specialty's adjective ("Orthopaedic", "Anaesthetic", "Paediatric", "Cardiothoracic"). */
const SPECIALTY_ADJECTIVE = /(?:ic|al|ary)$/;

/** Tokens `first`..`last` are a role's title written where a name stands (above). */
export function isRoleTitle(context: ScanContext, first: number, last: number): boolean {
  const t = context.tokens;
  if (last === first || !t.isWord(last)) return false;
  const noun = t.lower(last);
  if ((t.bits(last) & STAFF_ROLE) === 0 && !ROLE_NOUNS.has(noun)) return false;
  let words = 0;
  for (let k = first; k <= last; k++) {
    if (!t.isWord(k)) return false;
    const bits = t.bits(k);
    if ((bits & VOCABULARY) === 0) return false;
    const word = t.lower(k);
    if (
      (bits & STAFF_ROLE) === 0 &&
      !QUALIFIERS.has(word) &&
      !ROLE_NOUNS.has(word) &&
      !SPECIALTY_ADJECTIVE.test(word)
    )
      return false;
    words++;
  }
  return words >= 2;
}
