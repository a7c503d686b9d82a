import { ordinalSuffixes } from "../cues/date-words.ts";
import { notPlaceWords } from "../cues/not-places.ts";
import { placeNameJoiners, provinceCodes } from "../cues/place-names.ts";
import { flatWords } from "../cues/streets.ts";
import type { ScanContext } from "../recogniser.ts";
import { postcodeEnd } from "../recognisers/numbers/uk-postcode.ts";
import { CLINICAL, COUNTRY, LABEL_END, RELATIVE_CUE, VOCABULARY } from "../word-bits.ts";
import { postalShapeEnd } from "./postal-shape.ts";

const FLAT_WORDS = flatWords.words;
const ORDINALS = ordinalSuffixes.words;

const NOT_PLACE_WORDS = notPlaceWords.words;

const JOINING = placeNameJoiners.words;
/** Words in lower case that go on with the sentence after a town ("…, Footscray with partner"). */
const TAIL_BREAKS: ReadonlySet<string> = new Set([
  "for",
  "with",
  "at",
  "on",
  "after",
  "by",
  "since",
  "who",
  "where",
  "when",
  "via",
  "to",
  "in",
  "and",
]);

/** A word that may be part of a town, county or state in an address. */
export function isAddressWord(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k) || t.length(k) < 2) return false;
  const word = t.lower(k);
  // "IN 46032", "MD 21601", "OR 97201": a state code before a ZIP, though also a word.
  if (t.length(k) === 2 && t.isNumber(k + 1) && t.length(k + 1) === 5 && context.lexicons.states.has(word))
    return !context.mixedCase || t.isAllCaps(k);
  if (NOT_PLACE_WORDS.has(word) || (t.bits(k) & (CLINICAL | RELATIVE_CUE)) !== 0) return false;
  if (context.lexicons.clinical.has(word)) return false;
  if (context.mixedCase) return t.isCapitalised(k) || t.isAllCaps(k);
  return true;
}

const PROVINCE_CODES = provinceCodes.words;

/**
 * An Australian state or Canadian province code after a town ("Chatswood NSW 2067", "Toronto,
 * ON"), in capitals where the note has case, not before a five-digit ZIP (Washington's "WA"):
 * no identifier, so an address ends before it. Likewise a country closing an address ("…,
 * Canada").
 */
export function closesAddress(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  if (!t.isWord(k)) return false;
  if ((t.bits(k) & COUNTRY) !== 0) {
    // "Georgia", "Jersey": a country that is also a state or a town may be part of the address.
    if (context.lexicons.states.has(t.lower(k))) return false;
    const after = k + 1;
    // "…, #05-12, Singapore 560123": a country before a postal code, though also a city.
    if (postalShapeEnd(context, after) !== -1)
      return !context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k);
    if (context.lexicons.cities.has(t.lower(k))) return false;
    return (
      (!context.mixedCase || t.isCapitalised(k) || t.isAllCaps(k)) &&
      (after >= t.count || t.startsLine(after) || t.isPunct(after, ".") || t.isPunct(after, ","))
    );
  }
  if (t.length(k) > 3 || (context.mixedCase && !t.isAllCaps(k))) return false;
  if (t.isNumber(k + 1) && t.length(k + 1) === 5) return false;
  // "SA1 2AB", "WC1A", "SK4": letters run into a digit are a UK postcode's area, not a state.
  if (t.touches(k) && !t.isPunct(k + 1, ",") && !t.isPunct(k + 1, ".")) return false;
  return PROVINCE_CODES.has(t.lower(k));
}

/** True when the note tells nothing by case and the word is in no list of English words. */
function isUnknownPlace(context: ScanContext, k: number): boolean {
  const t = context.tokens;
  const lex = context.lexicons;
  const word = t.lower(k);
  return (t.bits(k) & VOCABULARY) === 0 || lex.cities.has(word) || lex.states.has(word);
}

/** "IL 62704": a state code in capitals (any case where the note has none) and a five-digit ZIP. */
export function stateZip(context: ScanContext, i: number): boolean {
  const t = context.tokens;
  if (!t.isNumber(i + 1) || t.length(i + 1) !== 5 || t.touches(i) || t.startsLine(i + 1)) return false;
  if (context.mixedCase && !t.isAllCaps(i)) return false;
  if (!t.isPunct(i - 1, ",") && !t.isWord(i - 1)) return false;
  return context.lexicons.states.has(t.lower(i));
}

/** A UK postcode or a US ZIP (5 digits, optional +4) starting at token k: its last token, or -1. */
export function postalCodeEnd(context: ScanContext, k: number): number {
  const t = context.tokens;
  if (t.isNumber(k) && t.length(k) === 5) {
    if (t.isPunct(k + 1, "-") && t.touches(k) && t.isNumber(k + 2) && t.length(k + 2) === 4) return k + 2;
    return k;
  }
  if (!t.isWord(k) || t.length(k) > 2 || !t.touches(k) || !t.isNumber(k + 1)) return -1;
  const end = postcodeEnd(t.text, t.start[k]!);
  if (end === -1) return -1;
  let last = k;
  while (last + 1 < t.count && t.end[last]! < end) last++;
  return last;
}

/**
 * After a street ("14 Alder Close"), the parts of the address that follow it, each after a comma
 * or a line break: a locality or town (one to three words), a county or state, a postcode or ZIP
 * ("…, Harrowby, Kent CT9 4QX", "…\nLittle Wexham\nNorfolk\nNR12 8AB", "…, Springfield, IL 62704").
 * A part ends at a comma, a line end, a full stop or the text's end; without case a part needs a
 * word no English list knows, a listed town or state, or a postal code. At most four parts of at
 * most four tokens each: bounded work. Returns the last token of the tail before any postal code,
 * which keeps its own ZIP span (or `end`).
 */
export function addressTailEnd(context: ScanContext, end: number): number {
  const t = context.tokens;
  let last = end;
  // The postal code keeps its own span (ZIP); the tail stops before it.
  let named = end;
  for (let part = 0; part < 4; part++) {
    let k = last + 1;
    if (k >= t.count) break;
    // "erf 1234, kuils river | bellville | 7530": a bar between the parts of a one-line letterhead
    // separates them as a comma does.
    const comma = t.isPunct(k, ",") || t.isPunct(k, "|");
    if (comma) k++;
    if (k >= t.count || (!comma && !t.startsLine(k) && part > 0 && !postalStart(context, k))) break;
    // A blank line ends the address block ("…\nEastleigh\n\nDear Mrs Kamau,").
    if (t.startsLine(k) && blankLineBefore(t.text, t.end[k - 1]!, t.start[k]!)) break;
    if (!comma && !t.startsLine(k) && part === 0 && !postalStart(context, k)) break;
    // A unit after the street: ", Apt 2B", ", Suite 300".
    if (t.isWord(k) && FLAT_WORDS.has(t.lower(k)) && (t.isNumber(k + 1) || t.isPunct(k + 1, "#"))) {
      let v = k + 1;
      if (t.isPunct(v, "#")) v++;
      if (!t.isNumber(v)) break;
      if (t.touches(v) && t.isWord(v + 1) && t.length(v + 1) <= 2) v++;
      last = v;
      named = v;
      continue;
    }
    const postal = postalCodeEnd(context, k);
    if (postal !== -1) {
      last = postal;
      continue;
    }
    // "…, Toronto, ON", "…, Sydney, Australia": a state code or country is no part of the address.
    if (closesAddress(context, k)) break;
    // "…\nmthatha 5100\ntel 047 …": a field's label opening a line ends the address.
    if (t.startsLine(k) && t.isWord(k) && ((t.bits(k) & LABEL_END) !== 0 || t.isPunct(k + 1, ":"))) break;
    let p = k;
    let known = false;
    // Initials and an ordinal's letters do not count towards a part's five tokens.
    let reach = k + 5;
    while (p < t.count && p < reach && (p === k || !t.startsLine(p))) {
      // "Chatswood NSW 2067": the state code ends the part and stays out of the span.
      if (p > k && closesAddress(context, p)) break;

      // "St Kilda", "St. Albans": a saint's abbreviation opening a suburb or town, though "ST"
      // is clinical shorthand too, where a capitalised word follows.
      if (context.mixedCase && t.isWord(p) && t.isCapitalised(p) && t.lower(p) === "st") {
        const q = t.isPunct(p + 1, ".") && t.touches(p) ? p + 2 : p + 1;
        if (t.isWord(q) && !t.startsLine(q) && t.isCapitalised(q) && !t.touches(q)) {
          reach += q - p;
          p = q;
          continue;
        }
      }
      // "M.G. Road", "T. Nagar": a capital's initial and its stop before a word of the part
      // (Indian roads and localities are named after people so), after a comma: at a line's
      // start it is a person's initial ("R. Sharma" signing under an address).
      if (context.mixedCase && !t.startsLine(k) && t.isWord(p) && t.length(p) === 1 && t.isAllCaps(p)) {
        // "J P Nagar": the initials without their stops.
        const q = t.isPunct(p + 1, ".") && t.touches(p) ? p + 2 : p + 1;
        if (
          t.isWord(q) &&
          !t.startsLine(q) &&
          (t.isCapitalised(q) || t.isAllCaps(q)) &&
          (q === p + 2 || !t.touches(p))
        ) {
          reach += q - p;
          p = q;
          continue;
        }
      }
      // "Co. Durham": the full stop of an abbreviation inside a part.
      if (p > k && t.isPunct(p, ".") && t.touches(p - 1) && t.length(p - 1) <= 3 && t.isWord(p + 1)) {
        p++;
        continue;
      }
      // "Chester-le-Street": a hyphen between words of one place.
      if (p > k && t.isPunct(p, "-") && t.touches(p) && t.touches(p - 1) && t.isWord(p + 1)) {
        p++;
        continue;
      }
      // "Tyne and Wear", "Isle of Wight": a joining word between capitalised words of a place.
      const hyphened = p > k && t.isPunct(p - 1, "-") && t.touches(p - 1);
      const joint =
        p > k &&
        ((context.mixedCase &&
          JOINING.has(t.lower(p)) &&
          (t.isCapitalised(p + 1) || t.isPunct(p + 1, "-"))) ||
          (hyphened && JOINING.has(t.lower(p))));
      // "Mamelodi B", "Soshanguve Block H": a section letter in capitals ending the part.
      if (
        p > k &&
        context.mixedCase &&
        t.isWord(p) &&
        t.length(p) === 1 &&
        t.isAllCaps(p) &&
        t.isWord(p - 1) &&
        !t.touches(p - 1) &&
        (p + 1 >= t.count || t.startsLine(p + 1) || t.isPunct(p + 1, ",") || t.isPunct(p + 1, "."))
      ) {
        p++;
        continue;
      }
      // "Lekki Phase 1", "Sector 15", "Dublin 8": a short number after a word of the part.
      if (p > k && t.isNumber(p) && t.length(p) <= 3 && t.isWord(p - 1) && !t.touches(p - 1)) {
        if (postalShapeEnd(context, p) !== -1) break;
        p++;
        // "J P Nagar 2nd Phase": an ordinal's letters run into its number.
        if (t.touches(p - 1) && t.isWord(p) && ORDINALS.has(t.lower(p)) && t.isWord(p + 1)) {
          p++;
          reach++;
        }
        continue;
      }
      // "Toronto ON M5V 2T6", "Chatswood NSW 2067": a state or province code before a postal code.
      const stateCode =
        t.isWord(p) &&
        t.length(p) <= 3 &&
        (t.isAllCaps(p) || !context.mixedCase) &&
        postalShapeEnd(context, p + 1) !== -1;
      // "Co. Mayo": the county's abbreviation, though "CO" is also clinical shorthand.
      const county = t.isPunct(p + 1, ".") && t.touches(p) && t.lower(p) === "co" && t.isWord(p + 2);
      if (!joint && !stateCode && !county && !isAddressWord(context, p)) break;
      if (!joint && isUnknownPlace(context, p)) known = true;
      p++;
    }
    if (p === k) break;
    // "Chatswood NSW 2067", "Toronto ON M5V 2T6": the code closes the part; the postal code after
    // it keeps its own span.
    if (p > k && p < t.count && closesAddress(context, p)) {
      if (context.mixedCase || known) named = p - 1;
      break;
    }
    // After the words: a postal code on the same line ("Kent CT9 4QX", "IL 62704") or a boundary.
    const code = p < t.count && !t.startsLine(p) ? postalCodeEnd(context, p) : -1;
    // A postal code of another country ("Chatswood NSW 2067", "Kitchener, ON N2H 3K8", "Bengaluru
    // - 560001"): it closes the part like a boundary and keeps out of the span.
    if (code === -1 && p < t.count && !t.startsLine(p)) {
      const dash = t.isPunct(p, "-") && !t.touches(p) && !t.touches(p - 1);
      const world = postalShapeEnd(context, dash ? p + 1 : p);
      if (world !== -1) {
        last = world;
        named = p - 1;
        continue;
      }
    }
    const boundary =
      p >= t.count ||
      t.startsLine(p) ||
      t.isPunct(p, ",") ||
      t.isPunct(p, "|") ||
      t.isPunct(p, ".") ||
      t.isPunct(p, ";") ||
      t.isPunct(p, ")") ||
      t.isPunct(p, "(") ||
      // "…, Kenilworth for a collapse", "…, Footscray with partner": the sentence goes on after
      // the town in a word in lower case.
      (context.mixedCase &&
        t.isWord(p) &&
        !t.isCapitalised(p) &&
        !t.isAllCaps(p) &&
        TAIL_BREAKS.has(t.lower(p))) ||
      // "14 smith st, fitzroy north with partner": without case, after a part holding a word no
      // English list knows.
      (!context.mixedCase && known && t.isWord(p) && TAIL_BREAKS.has(t.lower(p)));
    if (code === -1 && !boundary) break;
    if (!context.mixedCase && !known && code === -1) break;
    last = code !== -1 ? code : p - 1;
    named = p - 1;
  }
  return named;
}

/** Two line breaks between `from` and `to`: a paragraph ends there. */
function blankLineBefore(text: string, from: number, to: number): boolean {
  let breaks = 0;
  for (let p = from; p < to; p++) if (text.charCodeAt(p) === 10 && ++breaks === 2) return true;
  return false;
}

function postalStart(context: ScanContext, k: number): boolean {
  return postalCodeEnd(context, k) !== -1;
}
