/**
 * Numbers of every common US and UK shape: phones, SSNs, NHS and National Insurance numbers, MRNs,
 * account, insurance, licence, registration, serial and accession numbers, e-mails, URLs, IPs.
 * All values are random; UK phone numbers favour the Ofcom ranges reserved for drama, e-mails the
 * reserved example.* domains. Written for this project (Apache-2.0).
 */
import type { Rng } from "./prng.ts";

export interface Shaped {
  readonly value: string;
  /** Shape name for the span's `kind` tag. */
  readonly kind: string;
}

function usArea(rng: Rng): string {
  return `${rng.int(2, 9)}${rng.digits(2)}`;
}

function usExchange(rng: Rng): string {
  return rng.chance(0.3) ? "555" : `${rng.int(2, 9)}${rng.digits(2)}`;
}

export function usPhone(rng: Rng): Shaped {
  const a = usArea(rng);
  const b = usExchange(rng);
  const c = rng.digits(4);
  const [value, kind] = rng.weighted<readonly [string, string]>([
    [4, [`${a}-${b}-${c}`, "us-phone-dash"]],
    [3, [`(${a}) ${b}-${c}`, "us-phone-paren"]],
    [1, [`(${a})${b}-${c}`, "us-phone-paren-tight"]],
    [1, [`${a}/${b}/${c}`, "us-phone-slash"]],
    [2, [`${a}.${b}.${c}`, "us-phone-dot"]],
    [1, [`${a} ${b} ${c}`, "us-phone-space"]],
    [1, [`+1 ${a} ${b} ${c}`, "us-phone-intl"]],
    [1, [`1-${a}-${b}-${c}`, "us-phone-1"]],
    [1, [`${a}${b}${c}`, "us-phone-bare"]],
    [1, [`${b}-${c}`, "us-phone-local"]],
    [
      1,
      [
        `${a}-${b}-${c} ${rng.pick(["ext.", "x", "ext", "Ext"])} ${rng.digits(rng.int(3, 4))}`,
        "us-phone-ext",
      ],
    ],
  ]);
  return { value, kind };
}

export function ukPhone(rng: Rng): Shaped {
  const [value, kind] = rng.weighted<readonly [string, string]>([
    [3, [`01632 960${rng.digits(3)}`, "uk-phone-area"]],
    [
      2,
      [
        `0${rng.pick(["113", "114", "115", "116", "117", "118", "121", "131", "141", "151", "161", "191"])} ${rng.digits(3)} ${rng.digits(4)}`,
        "uk-phone-city",
      ],
    ],
    [2, [`01${rng.digits(3)} ${rng.digits(6)}`, "uk-phone-area"]],
    [2, [`020 7946 0${rng.digits(3)}`, "uk-phone-london"]],
    [1, [`(020) ${rng.int(7, 8)}${rng.digits(3)} ${rng.digits(4)}`, "uk-phone-paren"]],
    [3, [`07700 900${rng.digits(3)}`, "uk-mobile"]],
    [2, [`07${rng.digits(3)} ${rng.digits(6)}`, "uk-mobile"]],
    [1, [`07${rng.digits(9)}`, "uk-mobile-bare"]],
    [2, [`+44 7700 900${rng.digits(3)}`, "uk-mobile-intl"]],
    [1, [`+44 (0)20 7946 0${rng.digits(3)}`, "uk-phone-intl-0"]],
    [1, [`+44 (0)1632 960${rng.digits(3)}`, "uk-phone-intl-0"]],
    [1, [`0800 ${rng.digits(3)} ${rng.digits(4)}`, "uk-phone-freephone"]],
  ]);
  return { value, kind };
}

export function ssn(rng: Rng): Shaped {
  const a = String(rng.int(1, 899)).padStart(3, "0");
  const b = String(rng.int(1, 99)).padStart(2, "0");
  const c = String(rng.int(1, 9999)).padStart(4, "0");
  return rng.weighted<Shaped>([
    [5, { value: `${a}-${b}-${c}`, kind: "ssn-dash" }],
    [2, { value: `${a} ${b} ${c}`, kind: "ssn-space" }],
    [2, { value: `${a}${b}${c}`, kind: "ssn-bare" }],
    [1, { value: `xxx-xx-${c}`, kind: "ssn-last4" }],
  ]);
}

/** NHS number: 9 random digits and a valid modulus-11 check digit. */
export function nhsNumber(rng: Rng): Shaped {
  for (;;) {
    const d = Array.from({ length: 9 }, (_, k) => (k === 0 ? rng.int(3, 7) : rng.int(0, 9)));
    const sum = d.reduce((a, x, k) => a + x * (10 - k), 0);
    let check = 11 - (sum % 11);
    if (check === 11) check = 0;
    if (check === 10) continue;
    const s = d.join("") + String(check);
    return rng.weighted<Shaped>([
      [5, { value: `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`, kind: "nhs-number-spaced" }],
      [3, { value: s, kind: "nhs-number-bare" }],
      [1, { value: `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`, kind: "nhs-number-dash" }],
    ]);
  }
}

/** True when `digits` (10 digits) has a valid NHS modulus-11 check digit. */
export function nhsCheckValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = d.slice(0, 9).reduce((a, x, k) => a + x * (10 - k), 0);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  return check !== 10 && check === d[9];
}

export function niNumber(rng: Rng): Shaped {
  const first = "ABCEGHJKLMNOPRSTWXYZ";
  const second = "ABCEGHJKLMNPRSTWXYZ";
  let prefix = "";
  do prefix = rng.letter(first) + rng.letter(second);
  while (["BG", "GB", "NK", "KN", "TN", "NT", "ZZ"].includes(prefix));
  const n = rng.digits(6);
  const suffix = rng.letter("ABCD");
  return rng.chance(0.6)
    ? {
        value: `${prefix} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)} ${suffix}`,
        kind: "ni-number-spaced",
      }
    : { value: `${prefix}${n}${suffix}`, kind: "ni-number-bare" };
}

export function mrn(rng: Rng): Shaped {
  return rng.weighted<Shaped>([
    [3, { value: rng.digits(rng.int(6, 9)), kind: "mrn-digits" }],
    [1, { value: `${rng.letter()}${rng.letter()}${rng.digits(7)}`, kind: "mrn-letters" }],
    [1, { value: `${rng.letter()}${rng.digits(6)}`, kind: "mrn-letter" }],
    [1, { value: `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(2)}`, kind: "mrn-dashed" }],
    [1, { value: `${rng.digits(2)}-${rng.digits(6)}`, kind: "mrn-dashed" }],
  ]);
}

export function accountNumber(rng: Rng): Shaped {
  return rng.weighted<Shaped>([
    [2, { value: `${rng.digits(8)}-${rng.digits(2)}`, kind: "account" }],
    [1, { value: `${rng.letter()}${rng.digits(9)}`, kind: "account" }],
    [1, { value: rng.digits(10), kind: "account" }],
  ]);
}

export function insuranceId(rng: Rng): Shaped {
  const an = (n: number) =>
    Array.from({ length: n }, () =>
      rng.chance(0.5) ? rng.letter("ACDEFGHJKMNPQRTUVWXY") : rng.digits(1),
    ).join("");
  return rng.weighted<Shaped>([
    [
      2,
      {
        value: `${rng.int(1, 9)}${rng.letter("ACDEFGHJKMNPQRTUVWXY")}${an(2)}-${an(3)}-${an(4)}`,
        kind: "medicare-mbi",
      },
    ],
    [2, { value: `${rng.letter()}${rng.letter()}${rng.letter()}${rng.digits(9)}`, kind: "member-id" }],
    [1, { value: `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`, kind: "policy-number" }],
    [1, { value: `GRP-${rng.digits(5)}`, kind: "group-number" }],
  ]);
}

/** A driving licence number (US state shape or UK DVLA shape). */
export function licenceNumber(rng: Rng): Shaped {
  return rng.chance(0.6)
    ? {
        value: `${rng.letter()}${rng.digits(4)}-${rng.digits(5)}-${rng.digits(5)}`,
        kind: "driving-licence-us",
      }
    : {
        value: `${rng.letter()}${rng.letter()}${rng.letter()}${rng.letter()}${rng.letter()}${rng.digits(6)}${rng.letter()}${rng.letter()}${rng.digits(1)}${rng.letter()}${rng.letter()}`,
        kind: "driving-licence-uk",
      };
}

/** A clinician's registration: GMC number, NMC PIN, DEA number. */
export function registrationNumber(rng: Rng): Shaped {
  return rng.weighted<Shaped>([
    [2, { value: rng.digits(7), kind: "gmc-number" }],
    [1, { value: `${rng.digits(2)}${rng.letter()}${rng.digits(4)}${rng.letter()}`, kind: "nmc-pin" }],
    [1, { value: `${rng.letter()}${rng.letter()}${rng.digits(7)}`, kind: "dea-number" }],
  ]);
}

export function plate(rng: Rng): Shaped {
  const l = "ABCDEFGHJKLMNOPRSTUVWXYZ";
  return rng.chance(0.5)
    ? {
        value: `${rng.letter(l)}${rng.letter(l)}${String(rng.int(51, 73) % 100).padStart(2, "0")} ${rng.letter(l)}${rng.letter(l)}${rng.letter(l)}`,
        kind: "uk-plate",
      }
    : {
        value: `${rng.int(1, 9)}${rng.letter(l)}${rng.letter(l)}${rng.letter(l)}${rng.digits(3)}`,
        kind: "us-plate",
      };
}

export function serialNumber(rng: Rng): Shaped {
  return rng.weighted<Shaped>([
    [
      1,
      {
        value: `${rng.letter()}${rng.letter()}${rng.digits(4)}${rng.letter()}${rng.digits(4)}`,
        kind: "device-serial",
      },
    ],
    [
      1,
      {
        value: `${rng.letter()}${rng.letter()}${rng.letter()}${rng.digits(6)}${rng.letter()}`,
        kind: "device-serial",
      },
    ],
    [1, { value: `${rng.digits(2)}-${rng.digits(4)}-${rng.digits(4)}`, kind: "device-serial" }],
  ]);
}

export function accession(rng: Rng): Shaped {
  return rng.weighted<Shaped>([
    [1, { value: `${rng.letter("SHCM")}${rng.int(18, 25)}-${rng.digits(5)}`, kind: "accession" }],
    [1, { value: `${rng.letter()}${rng.letter()}${rng.digits(8)}`, kind: "accession" }],
  ]);
}

const INVENTED_DOMAINS = [
  "example.com",
  "example.org",
  "example.net",
  "mail.example.com",
  "kestrelmail.co.uk",
  "brightpost.net",
  "nhsmail.example.org",
  "hillcrest-clinic.example",
  "tellurmail.com",
];

export function email(rng: Rng, first: string, last: string): Shaped {
  const f = first.toLowerCase().replace(/[^a-z]/g, "");
  const l = last.toLowerCase().replace(/[^a-z]/g, "");
  const local = rng.weighted([
    [3, `${f}.${l}`],
    [2, `${f.charAt(0)}${l}`],
    [1, `${f}${l}${rng.int(1, 99)}`],
    [1, `${l}.${f}${rng.int(50, 99)}`],
    [1, `${f}_${l}`],
  ]);
  return { value: `${local || "x"}@${rng.pick(INVENTED_DOMAINS)}`, kind: "email" };
}

export function url(rng: Rng, slug: string): Shaped {
  const s = slug.toLowerCase().replace(/[^a-z0-9]+/g, "") || "site";
  return rng.weighted<Shaped>([
    [2, { value: `https://www.${s}.example.co.uk`, kind: "url" }],
    [1, { value: `http://${s}.example.org/patients`, kind: "url" }],
    [1, { value: `https://portal.example.com/mychart/${rng.digits(6)}`, kind: "url-portal" }],
    [1, { value: `www.${s}.example.com`, kind: "url-bare" }],
  ]);
}

export function ipAddress(rng: Rng): Shaped {
  return rng.weighted<Shaped>([
    [1, { value: `192.0.2.${rng.int(1, 254)}`, kind: "ipv4" }],
    [1, { value: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, kind: "ipv4" }],
    [1, { value: `172.${rng.int(16, 31)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, kind: "ipv4" }],
  ]);
}
