import type { ScanContext } from "../recogniser.ts";

/**
 * The shape of a postal code outside the US and the UK, read where an address line may end
 * (after a locality or a state, on the same line), as a boundary of the address, never as a
 * finding of its own: four digits (Australia, New Zealand, South Africa, Ireland's "Dublin"
 * districts aside), six digits or three and three (India's PIN, Singapore, Nigeria), a Canadian
 * "A9A 9A9" (Canada Post, Addressing Guidelines) and an Irish Eircode "A99 X9X9" (routing key of
 * a letter and two digits or "D6W", then four letters and digits). The code must stand alone: no
 * letter, digit or time separator touching either end; on a line of its own only when `ownLine`
 * (and then the line holds nothing else). Returns the last token of the code, or -1.
 * Reads at most twelve characters from `k`: constant work.
 */
export function postalShapeEnd(context: ScanContext, k: number, ownLine = false): number {
  const t = context.tokens;
  if (k < 0 || k >= t.count || (t.startsLine(k) && !ownLine)) return -1;
  const text = t.text;
  const s = t.start[k]!;
  let end = -1;
  if (t.isNumber(k)) {
    const n = t.length(k);
    if (n === 4 || n === 6) end = t.end[k]!;
    else if (n === 3 && t.isNumber(k + 1) && t.length(k + 1) === 3 && t.start[k + 1] === s + 4) {
      if (text.charCodeAt(s + 3) === 32) end = t.end[k + 1]!;
    }
  } else if (t.isWord(k)) {
    end = canadianEnd(text, s, context.mixedCase);
    if (end === -1) end = eircodeEnd(text, s, context.mixedCase);
  }
  if (end === -1 || !standsAlone(text, end)) return -1;
  let last = k;
  while (last + 1 < t.count && t.end[last]! < end) last++;
  if (t.end[last] !== end) return -1;
  // On a line of its own ("…\nJohannesburg\n2196"), the code must end its line too.
  if (ownLine && t.startsLine(k) && last + 1 < t.count && !t.startsLine(last + 1)) return -1;
  return last;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLetter(code: number, capitals: boolean): boolean {
  if (code >= 65 && code <= 90) return true;
  return !capitals && code >= 97 && code <= 122;
}

/** Nothing word-like, and no ":" or "/" of a time or a fraction, touches the code's end. */
function standsAlone(text: string, end: number): boolean {
  if (end >= text.length) return true;
  const c = text.charCodeAt(end);
  if (isDigit(c) || isLetter(c, false) || c >= 0x80) return false;
  return c !== 58 && c !== 47 && c !== 45;
}

/** "M5V 2T6", "M5V2T6": letter digit letter, an optional space, digit letter digit. */
function canadianEnd(text: string, s: number, capitals: boolean): number {
  if (s > 0 && isLetter(text.charCodeAt(s - 1), false)) return -1;
  if (!isLetter(text.charCodeAt(s), capitals) || !isDigit(text.charCodeAt(s + 1))) return -1;
  if (!isLetter(text.charCodeAt(s + 2), capitals)) return -1;
  let p = s + 3;
  if (text.charCodeAt(p) === 32) p++;
  if (!isDigit(text.charCodeAt(p)) || !isLetter(text.charCodeAt(p + 1), capitals)) return -1;
  return isDigit(text.charCodeAt(p + 2)) ? p + 3 : -1;
}

/** "D02 X285", "T12 AB3C", "D6W 1234": a routing key, an optional space, four letters and digits, one a digit at least. */
function eircodeEnd(text: string, s: number, capitals: boolean): number {
  if (!isLetter(text.charCodeAt(s), capitals) || !isDigit(text.charCodeAt(s + 1))) return -1;
  const third = text.charCodeAt(s + 2);
  if (!isDigit(third) && third !== 87 && third !== 119) return -1;
  let p = s + 3;
  if (text.charCodeAt(p) === 32) p++;
  let digits = 0;
  for (let q = p; q < p + 4; q++) {
    const c = text.charCodeAt(q);
    if (isDigit(c)) digits++;
    else if (!isLetter(c, capitals)) return -1;
  }
  return digits > 0 ? p + 4 : -1;
}
