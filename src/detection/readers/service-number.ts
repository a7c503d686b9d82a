/**
 * National service numbers: the free-phone and shared-cost ranges and the short emergency and
 * helpline numbers of the numbering plans of AU (ACMA: 1800, 1300, 13 xx xx, 000), NZ (0800, 0508,
 * 111, 1737), the UK (Ofcom: 0800, 0808, 03xx, 111, 999, 116 xxx), IE (ComReg: 1800, 1850, 1890,
 * 112, 999, 116 xxx), North America (NANP toll-free 800, 833-888; 911, 988, 811, 211, 311), ZA
 * (ICASA: 0800, 0860, 0861, 10111, 10177, 116), NG (0800, 112, 199, 767), SG (IMDA: 1800, 995, 999,
 * 1777, 1767) and IN (TRAI: 1800, 100, 101, 102, 104, 108, 112, 181, 1091, 1098, 14416, 14567),
 * and the European 116 numbers of social value (116 123, and ChildLine 116 in ZA). Nobody's home or mobile number
 * has these shapes; a clinic's own free-phone number does, so a number of these shapes is read
 * as a service's only beside a service's words (service-number-filter.ts).
 */

/** Not a service number. */
export const NOT_SERVICE = 0;
/** A national free-phone or shared-cost number ("1800 022 222", "0800 611 116", "1-800-668-6868"). */
export const FREE_PHONE = 1;
/** A short emergency or helpline number ("000", "111", "999", "1737", "10177"). */
export const SHORT_NUMBER = 2;

const SHORT = new Set(
  [
    "000 106 111 112 119 911 999 995 993 988 811 711 211 311 116 122 199 767",
    "100 101 102 104 105 108 181 1091 1098 1075 14416 14567",
    "1737 1767 1777 10111 10177",
  ]
    .join(" ")
    .split(" "),
);

/** Four-digit openings of free-phone and shared-cost ranges (the trunk 0 written, as dialled). */
const FREE_OPENINGS = new Set(
  "1800 1300 1850 1890 0800 0808 0508 0860 0861 0300 0303 0330 0333 0344 0345 0370 0845".split(" "),
);

/** NANP toll-free area codes. */
const NANP_FREE = new Set(["800", "833", "844", "855", "866", "877", "888"]);

/** The kind of one number written with digits, spaces, hyphens, dots and brackets only. */
function oneNumberKind(part: string): number {
  let digits = "";
  for (let k = 0; k < part.length; k++) {
    const c = part.charCodeAt(k);
    if (c >= 48 && c <= 57) digits += part[k];
    else if (c !== 32 && c !== 45 && c !== 46 && c !== 40 && c !== 41) return NOT_SERVICE;
  }
  const n = digits.length;
  if (n >= 3 && n <= 5 && SHORT.has(digits)) return SHORT_NUMBER;
  // A free-phone number is written in groups ("1800 022 222", "13 11 14"); one run of digits
  // ("131456", "8005551234") is a record or reference number as often.
  if (n === part.length) return NOT_SERVICE;
  // "13 11 14": an Australian 13 number; "116 123": a European number of social value.
  if (n === 6 && (digits.startsWith("13") || digits.startsWith("116"))) return FREE_PHONE;
  if (n >= 10 && n <= 12 && FREE_OPENINGS.has(digits.slice(0, 4))) return FREE_PHONE;
  if (n === 10 && NANP_FREE.has(digits.slice(0, 3))) return FREE_PHONE;
  if (n === 11 && digits[0] === "1" && NANP_FREE.has(digits.slice(1, 4))) return FREE_PHONE;
  return NOT_SERVICE;
}

/**
 * The kind of a found value: every number in it a service number ("111 or 999" too), the weakest
 * kind of them (FREE_PHONE before SHORT_NUMBER), or NOT_SERVICE. At most 40 characters are read.
 */
export function serviceNumberKind(value: string): number {
  if (value.length > 40) return NOT_SERVICE;
  let kind = NOT_SERVICE;
  for (const part of value.split(/\s+(?:or|and)\s+|\s*[/,;]\s*/i)) {
    const k = oneNumberKind(part.trim());
    if (k === NOT_SERVICE) return NOT_SERVICE;
    kind = kind === NOT_SERVICE ? k : Math.min(kind, k);
  }
  return kind;
}
