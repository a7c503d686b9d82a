import { keepCase } from "./casing.ts";
import { pick, type Rng, randomDigits, reshape } from "./rng.ts";

// Place names are built from an English first part and a place-name ending ("Ash" + "ford"): 24 × 20
// combinations, chosen without regard to real places (a few, such as Ashford, exist), enough that a
// subject with hundreds of places still finds a free one. The combinations that are English words
// are never used (values.test.ts checks the rest against the dictionary), so a restored place
// surrogate is never an ordinary word.
const PLACE_FIRST: readonly string[] = [
  "Ash",
  "Brook",
  "Carl",
  "Dun",
  "East",
  "Fair",
  "Glen",
  "Hart",
  "King",
  "Lake",
  "Mill",
  "North",
  "Oak",
  "River",
  "Stan",
  "West",
  "Whit",
  "Yard",
  "Elm",
  "Hazel",
  "Thorn",
  "Birch",
  "Marsh",
  "Wold",
];
const PLACE_END: readonly string[] = [
  "ford",
  "field",
  "ton",
  "more",
  "wick",
  "view",
  "wood",
  "ley",
  "bury",
  "side",
  "bridge",
  "ridge",
  "by",
  "dale",
  "ham",
  "stead",
  "grove",
  "crest",
  "bank",
  "combe",
];

export const PLACE_WORDS: ReadonlySet<string> = new Set(["Kingwood", "Lakeside", "Riverside", "Riverbank"]);

/** A fresh place-like name such as "Hazelcombe" or "Kingbridge". */
export function placeName(rng: Rng): string {
  let name = pick(PLACE_FIRST, rng) + pick(PLACE_END, rng);
  while (PLACE_WORDS.has(name)) name = pick(PLACE_FIRST, rng) + pick(PLACE_END, rng);
  return name;
}

/** Every name `placeName` can return (for tests). */
export function placeNames(): string[] {
  return PLACE_FIRST.flatMap((first) => PLACE_END.map((end) => first + end)).filter(
    (n) => !PLACE_WORDS.has(n),
  );
}

/** Words that say what kind of place or organisation a name is: kept at the end of a surrogate. */
const KIND_WORDS: ReadonlySet<string> = new Set(
  (
    "medical center centre health hospital hospitals clinic clinics surgery infirmary hospice practice " +
    "unit ward wing rehabilitation rehab care home homes nursing residential trust nhs foundation " +
    "university memorial general regional community children's childrens women's institute " +
    "department dept family medicine services service group partnership partners associates " +
    "pharmacy laboratory labs lab imaging radiology dental school college company co ltd inc llc plc " +
    "corp corporation construction and & of the"
  ).split(" "),
);

export function surrogatePlace(
  kind: "hospital" | "city" | "street" | "zip",
  surface: string,
  rng: Rng,
): string {
  if (kind === "city") return keepCase(placeName(rng), surface);
  if (kind === "hospital") {
    // The trailing words that say what it is ("Medical Center", "NHS Foundation Trust") are kept;
    // the words that name it become one fresh place name.
    const words = surface.trim().split(/\s+/u);
    let kindFrom = words.length;
    while (kindFrom > 0 && KIND_WORDS.has(words[kindFrom - 1]!.toLowerCase().replace(/[.,]$/u, "")))
      kindFrom--;
    const stem = keepCase(placeName(rng), surface);
    return [stem, ...words.slice(kindFrom)].join(" ");
  }
  if (kind === "zip") return surrogateZip(surface, rng);
  // Street: numbers and postcodes fresh of the same shape, each name word a fresh place name,
  // street, unit and building words kept ("Flat 29, 33 Vanapys View" → "Flat 71, 16 Oakcombe View").
  const KEEP =
    /^(st|street|ave|avenue|road|rd|lane|ln|drive|dr|way|close|court|ct|place|pl|blvd|apt|unit|flat|suite|ste|view|terrace|crescent|gardens|square|house|parva|magna|surgery|hospital|clinic|cent(?:er|re)|farm|cottage|apartment|floor|box|po|north|south|east|west|n|s|e|w)$/iu;
  return (surface.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? [])
    .map((piece) => {
      if (!/[\p{L}\p{N}]/u.test(piece)) return piece;
      if (/\p{N}/u.test(piece)) {
        // A house number or a postcode: same shape, fresh characters, no leading zero.
        return reshape(piece, rng).replace(/^0/u, "1");
      }
      if (KEEP.test(piece) || piece.length === 1) return piece;
      return keepCase(placeName(rng), piece);
    })
    .join("");
}

// SPEC: 45 CFR 164.514(b)(2)(i)(B) — the ZIP3 areas of 20,000 people or fewer (operators.ts). Each
// maps to a populous ZIP3 of the same state (USPS prefix ranges: NH 030–038, VT 050–059, CT 060–069,
// NY 100–149, DC 200–205, MN 550–567, NE 680–693, TX 750–799, WY 820–831, NM 870–884, NV 889–898).
const POPULOUS_ZIP3_OF_SPARSE: Readonly<Record<string, string>> = {
  "036": "030",
  "059": "054",
  "063": "060",
  "102": "100",
  "203": "200",
  "556": "550",
  "692": "680",
  "790": "750",
  "821": "820",
  "823": "820",
  "830": "820",
  "831": "820",
  "878": "870",
  "879": "870",
  "884": "870",
  "890": "891",
  "893": "891",
};

/**
 * A US ZIP keeps its ZIP3 (so its state, which the policy keeps, still agrees; a sparse ZIP3 moves
 * to a populous one of the same state) and gets fresh last digits, never the original ones; a
 * ZIP+4 gets a fresh +4. Other postcodes (UK) keep their shape.
 */
export function surrogateZip(surface: string, rng: Rng): string {
  const m = /^(\d{3})(\d{2})(\s*-\s*\d{4})?$/u.exec(surface.trim());
  if (!m) return reshape(surface, rng);
  const zip3 = POPULOUS_ZIP3_OF_SPARSE[m[1]!] ?? m[1]!;
  let last = randomDigits(2, rng);
  for (let i = 0; i < 20 && zip3 === m[1] && last === m[2]; i++) last = randomDigits(2, rng);
  const plus4 = m[3] ? m[3].replace(/\d+$/u, () => randomDigits(4, rng)) : "";
  return surface.replace(surface.trim(), `${zip3}${last}${plus4}`);
}

function pour(surface: string, digits: string): string {
  let k = 0;
  return surface.replace(/\d/gu, () => digits[k++] ?? "0");
}

export function surrogatePhone(surface: string, rng: Rng): string {
  // An international prefix is kept as written ("+44 (0)", "+1 "), the national number faked.
  const international = /^\s*(?:\+|00)(1|44)[\s.-]*(?:\(0\)[\s.-]*)?/u.exec(surface);
  if (international) {
    const rest = surface.slice(international[0].length);
    const national = international[1] === "44" ? `0${rest}` : rest;
    const faked = surrogatePhone(national, rng);
    return international[0] + (international[1] === "44" ? faked.slice(1) : faked);
  }
  const digits = surface.replace(/\D/gu, "");
  // SPEC: NANP — 555-0100 to 555-0199 are reserved for fictional use in every area code.
  if (digits.length === 10 && /^[2-9]/u.test(digits)) {
    return pour(surface, String(2 + rng(8)) + randomDigits(2, rng) + "55501" + randomDigits(2, rng));
  }
  // "1-800-555-0199": the country code 1 stays, the rest as a 10-digit number.
  if (digits.length === 11 && digits.startsWith("1") && /^\D*1/u.test(surface)) {
    const one = surface.indexOf("1");
    return surface.slice(0, one + 1) + surrogatePhone(surface.slice(one + 1), rng);
  }
  // "555-1234": a 7-digit local number becomes one of the fictional 555-01XX lines.
  if (digits.length === 7) return pour(surface, `55501${randomDigits(2, rng)}`);
  if (digits.length === 11 && digits.startsWith("0")) {
    const head = digits.startsWith("07") ? "07700900" : digits.startsWith("02") ? "02079460" : "01134960";
    return pour(surface, head + randomDigits(11 - head.length, rng));
  }
  return pour(surface, (digits.startsWith("0") ? "0" : "") + randomDigits(digits.length, rng));
}

export function surrogateId(surface: string, rng: Rng): string {
  const label =
    /^(?:(?:mrn|nhs|id|no|acct|account|policy|member|lic|vin|serial|ref)\.?\s*[:#]?\s*|#\s*)+/iu.exec(
      surface,
    );
  const prefix = label ? label[0] : "";
  return prefix + reshape(surface.slice(prefix.length), rng);
}

export function surrogateSsn(surface: string, rng: Rng): string {
  const digits = surface.replace(/\D/gu, "");
  if (digits.length !== 9) return reshape(surface, rng);
  const group = String(1 + rng(49)).padStart(2, "0");
  const serial = String(1 + rng(9999)).padStart(4, "0");
  return pour(surface, `9${randomDigits(2, rng)}${group}${serial}`);
}

const DOMAINS = ["example.com", "example.org", "example.net"];

export function surrogateEmail(surface: string, rng: Rng): string {
  const local = surface.split("@")[0] ?? "";
  const fresh = local.replace(/\p{L}{3,}/gu, (w) => keepCase(placeName(rng), w).toLowerCase());
  return `${reshape(fresh, rng)}@${pick(DOMAINS, rng)}`;
}

export function surrogateUrl(surface: string, rng: Rng): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/)?([^/?#]*)(.*)$/iu.exec(surface);
  const scheme = m?.[1] ?? "";
  const www = /^www\./iu.test(m?.[2] ?? "") ? "www." : "";
  return `${scheme}${www}${pick(["example.org", "example.com"], rng)}${reshape(m?.[3] ?? "", rng)}`;
}

export function surrogateIp(surface: string, rng: Rng): string {
  if (surface.includes(":")) return `2001:db8::${(1 + rng(0xfffe)).toString(16)}`;
  return `${pick(["192.0.2", "198.51.100", "203.0.113"], rng)}.${1 + rng(254)}`;
}
