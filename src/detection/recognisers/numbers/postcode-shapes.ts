/** Shapes of Canadian postal codes and Irish Eircodes at a text offset (world-postcode reads them in context). */

const CA_FIRST = "ABCEGHJKLMNPRSTVXY";
const CA_LETTER = "ABCEGHJKLMNPRSTVWXYZ";
const EIR = "ACDEFHKNPRTVWXY";

export function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= "0" && c <= "9";
}

function isAlnumAt(text: string, p: number): boolean {
  const c = text.charCodeAt(p);
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Length of a Canadian postal code at text offset `p` (6 or 7), or 0. */
export function canadianAt(text: string, p: number, spacedOk: boolean): number {
  const s = text.slice(p, p + 7).toUpperCase();
  if (!CA_FIRST.includes(s[0]!) || !isDigit(s[1]) || !CA_LETTER.includes(s[2] ?? "?")) return 0;
  let q = 3;
  if (s[3] === " ") q = 4;
  if (!isDigit(s[q]) || !CA_LETTER.includes(s[q + 1] ?? "?") || !isDigit(s[q + 2])) return 0;
  // TNM staging ("T2N 0M0") and Glasgow Coma Scale parts ("E4V3M6") are no postcode.
  if (s[0] === "T" && s[2] === "N" && s[q + 1] === "M") return 0;
  if (s[0] === "E" && s[2] === "V" && s[q + 1] === "M") return 0;
  // Run together ("M5V2T6") only after a province code or a postcode label.
  if (q === 3 && !spacedOk) return 0;
  const length = q + 3;
  return isAlnumAt(text, p + length) ? 0 : length;
}

/**
 * Length of an Eircode at text offset `p` (7 or 8), or 0. A unique identifier of letters only
 * ("A65 FKRW") only where an address puts it (`inAddress`: after a comma or a Dublin district
 * number), since a key and a word ("D10 WARD") look the same.
 */
export function eircodeAt(text: string, p: number, inAddress: boolean): number {
  const s = text.slice(p, p + 8).toUpperCase();
  const key = (EIR.includes(s[0]!) && isDigit(s[1]) && isDigit(s[2])) || s.startsWith("D6W");
  if (!key) return 0;
  let q = 3;
  if (s[3] === " ") q = 4;
  let digits = 0;
  for (let k = q; k < q + 4; k++) {
    const c = s[k];
    if (c === undefined || !(isDigit(c) || EIR.includes(c))) return 0;
    if (isDigit(c)) digits++;
  }
  // A vertebra and a code ("T12 L1") or a word in capitals after a key ("D10 WARD") is no Eircode.
  if (digits === 4 || (digits === 0 && !inAddress)) return 0;
  const length = q + 4;
  return isAlnumAt(text, p + length) ? 0 : length;
}
