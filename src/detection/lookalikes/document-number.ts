import type { ScanContext } from "../recogniser.ts";
import { isAboutSomeone } from "./about-someone.ts";
import { documentVerdict } from "./public-document.ts";

/**
 * A document's own number read as an identifier: "Leaflet number OR-112", "Guideline ref:
 * GL/2023/14", "Publication no. HP-7781". Leaflets, guidelines and protocols of every health
 * service carry a catalogue number after their own noun; it names the document, not a person.
 * Not a policy's or a form's number: an insurance policy's ("Policy No: 80-1234") and a claim
 * form's are a person's. Read only where a document's noun stands right before the
 * number's word ("number", "no", "ref", "reference", "code", "#", a colon between), and in a text
 * about no one (about-someone.ts: no word for a person, no sign of an individual) or written for
 * everyone (public-document.ts: a leaflet says "patients" of everyone): "Claim form number 889123"
 * on a patient's claim keeps its number.
 */
const DOCUMENT_NOUNS: ReadonlySet<string> = new Set(
  `leaflet leaflets pamphlet brochure factsheet handout booklet poster guideline guidelines
  procedure protocol document publication bulletin circular template`.split(/\s+/),
);
const NUMBER_WORDS: ReadonlySet<string> = new Set(["number", "no", "ref", "reference", "code", "id"]);

/** The identifier opening at token `first` follows a document's noun and its number word (above). */
export function isDocumentNumber(context: ScanContext, first: number): boolean {
  const t = context.tokens;
  let k = first - 1;
  // Past a colon, a stop ("No.") and a hash.
  for (let n = 0; n < 3 && k >= 0 && !t.startsLine(k + 1); n++) {
    if (t.isPunct(k, ":") || t.isPunct(k, ".") || t.isPunct(k, "#")) k--;
    else break;
  }
  if (k < 0 || t.startsLine(k + 1)) return false;
  if (t.isWord(k) && NUMBER_WORDS.has(t.lower(k))) k--;
  else if (!t.isPunct(k + 1, "#")) return false;
  if (!t.isWord(k) || !DOCUMENT_NOUNS.has(t.lower(k))) return false;
  return documentVerdict(t) === "public" || !isAboutSomeone(context);
}
