/**
 * One document's people, places, numbers and dates, and the makers of the labelled pieces forms use:
 * names in many written forms, dates in each country's shapes, ages (PHI only over 89), e-mails.
 */
import { lab, type Piece } from "./doc.ts";
import { type Ident, patientIds, phone, registration } from "./numbers.ts";
import {
  type Country,
  fullName,
  initials,
  nameForm,
  type Person,
  person,
  shortName,
  title,
} from "./people.ts";
import { type Address, address, facilityName } from "./places.ts";
import type { Rng } from "./rng.ts";

export interface Ymd {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MOIS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const p2 = (n: number): string => String(n).padStart(2, "0");
const ord = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** A date in one of the shapes `c` writes. */
export function dateText(rng: Rng, c: Country, t: Ymd, withYear = true): string {
  const mon = MONTHS[t.m - 1] as string;
  const mmm = mon.slice(0, 3);
  if (!withYear) return rng.pick([`${t.d} ${mmm}`, `${ord(t.d)} ${mon}`, `${p2(t.d)}/${p2(t.m)}`]);
  if (c === "US")
    return rng.pick([
      `${t.m}/${t.d}/${t.y}`,
      `${p2(t.m)}/${p2(t.d)}/${t.y}`,
      `${mon} ${t.d}, ${t.y}`,
      `${t.m}/${t.d}/${String(t.y).slice(2)}`,
    ]);
  const common = [
    `${p2(t.d)}/${p2(t.m)}/${t.y}`,
    `${t.d}/${t.m}/${String(t.y).slice(2)}`,
    `${t.d} ${mmm} ${t.y}`,
    `${t.d} ${mmm} ${String(t.y).slice(2)}`,
    `${ord(t.d)} of ${mon} ${t.y}`,
    `${p2(t.d)}-${mmm}-${t.y}`,
  ];
  if (c === "CA")
    return rng.pick([
      `${t.y}-${p2(t.m)}-${p2(t.d)}`,
      `${mon} ${t.d}, ${t.y}`,
      `${t.d} ${MOIS[t.m - 1]} ${t.y}`,
      `${p2(t.d)}/${p2(t.m)}/${t.y}`,
    ]);
  if (c === "ZA" || c === "SG")
    return rng.pick([...common, `${t.y}-${p2(t.m)}-${p2(t.d)}`, `${t.y}/${p2(t.m)}/${p2(t.d)}`]);
  if (c === "IN")
    return rng.pick([...common, `${p2(t.d)}.${p2(t.m)}.${t.y}`, `${p2(t.d)}-${p2(t.m)}-${t.y}`]);
  if (c === "NG") return rng.pick([...common, `${ord(t.d)} ${mon}, ${t.y}`]);
  return rng.pick(common);
}

export interface Clinician {
  readonly p: Person;
  readonly title: string;
  readonly reg: Ident;
  readonly role: string;
}

export interface Cast {
  readonly c: Country;
  readonly pt: Person;
  readonly dob: Ymd;
  readonly age: number;
  readonly rel: Person;
  readonly relWord: string;
  readonly docs: readonly Clinician[];
  readonly nurse: Person;
  readonly addr: Address;
  readonly ids: readonly Ident[];
  readonly facility: string;
  readonly gpPractice: string;
  /** Event dates of this document, in order. */
  readonly when: readonly Ymd[];
}

const ROLES = [
  "Consultant",
  "Registrar",
  "Resident",
  "GP",
  "Medical Officer",
  "House Officer",
  "Attending",
  "Fellow",
];

export function makeCast(rng: Rng, c: Country): Cast {
  const old = rng.chance(0.18);
  const age = old ? rng.int(90, 104) : rng.int(1, 89);
  const year = 2025;
  const dob = { y: year - age - (rng.chance(0.5) ? 1 : 0), m: rng.int(1, 12), d: rng.int(1, 28) };
  const pt = person(rng, c);
  const relWord =
    age > 70
      ? rng.pick(["daughter", "son", "granddaughter", "niece", "husband", "wife"])
      : age < 16
        ? rng.pick(["mother", "father", "aunty", "grandmother"])
        : rng.pick(["partner", "wife", "husband", "sister", "brother", "mother"]);
  const male = ["son", "husband", "father", "brother"].includes(relWord);
  const rel = person(rng, c, relWord === "partner" ? undefined : male ? "M" : "F");
  const docs = [0, 1, 2].map(() => ({
    p: person(rng, c),
    title: "Dr",
    reg: registration(rng, c),
    role: rng.pick(ROLES),
  }));
  const addr = address(rng, c, rng.chance(0.5));
  const start = { y: rng.pick([2023, 2024, 2025]), m: rng.int(1, 12), d: rng.int(1, 20) };
  const when = [0, 1, 2, 3].map((k) => ({ ...start, d: Math.min(28, start.d + k * rng.int(1, 3)) }));
  return {
    c,
    pt,
    dob,
    age,
    rel,
    relWord,
    docs,
    nurse: person(rng, c),
    addr,
    ids: patientIds(rng, c, dob, pt.sex),
    facility: facilityName(rng, c),
    gpPractice: rng.chance(0.6)
      ? `${addr.townName} ${rng.pick(["Medical Centre", "Family Practice", "Health Centre", "Surgery", "Clinic", "Polyclinic", "Family Medicine Group"])}`
      : facilityName(rng, c),
    when,
  };
}

export const ptName = (rng: Rng, x: Cast): Piece => lab(nameForm(rng, x.pt), "PTName", "name");
export const ptFull = (x: Cast): Piece => lab(fullName(x.pt), "PTName", "name");
export const ptTitled = (rng: Rng, x: Cast): Piece => [
  `${title(rng, x.pt)} `,
  lab(shortName(x.pt), "PTName", "name"),
];
export const ptGiven = (x: Cast): Piece => lab(x.pt.given, "PTName", "name");
export const ptInit = (rng: Rng, x: Cast): Piece =>
  lab(initials(x.pt, rng.chance(0.5)), "PTNameInitial", "initials");
export const relName = (rng: Rng, x: Cast): Piece =>
  lab(rng.chance(0.5) ? x.rel.given : fullName(x.rel), "RelativeProxyName", "relative");
/** A clinician's name without a title, for after "Dear Dr". */
export const docBare = (rng: Rng, x: Cast, k = 0): Piece => {
  const d = x.docs[k % x.docs.length] as Clinician;
  return lab(rng.chance(0.6) ? shortName(d.p) : fullName(d.p), "HCPName", "clinician");
};
export const he = (x: Cast): string => (x.pt.sex === "F" ? "She" : "He");
export const his = (x: Cast): string => (x.pt.sex === "F" ? "her" : "his");
export const docName = (rng: Rng, x: Cast, k = 0): Piece => {
  const d = x.docs[k % x.docs.length] as Clinician;
  return rng.chance(0.5)
    ? ["Dr ", lab(rng.chance(0.5) ? shortName(d.p) : fullName(d.p), "HCPName", "clinician")]
    : lab(nameForm(rng, d.p), "HCPName", "clinician");
};
export const nurseName = (rng: Rng, x: Cast): Piece =>
  lab(rng.chance(0.5) ? x.nurse.given : fullName(x.nurse), "HCPName", "clinician");
export const docReg = (x: Cast, k = 0): Piece => {
  const r = (x.docs[k % x.docs.length] as Clinician).reg;
  return [r.label, " ", r.value];
};
export const date = (rng: Rng, x: Cast, k = 0): Piece =>
  lab(dateText(rng, x.c, x.when[k % x.when.length] as Ymd), "Date", "date");
export const dateNoYear = (rng: Rng, x: Cast, k = 0): Piece =>
  lab(dateText(rng, x.c, x.when[k % x.when.length] as Ymd, false), "Date", "date");
export const dob = (rng: Rng, x: Cast): Piece => lab(dateText(rng, x.c, x.dob), "Date", "date");
export const year = (rng: Rng, _x: Cast): Piece => lab(String(rng.int(2005, 2022)), "DateYear", "year");
/** The age as written; labelled only over 89. */
export function age(rng: Rng, x: Cast): Piece {
  const n = String(x.age);
  const v = x.age > 89 ? lab(n, "Age", "age") : n;
  const sx = x.pt.sex;
  return rng.pick<Piece>([
    [v, rng.pick(["yo ", " y/o ", "-year-old ", " yr old "]), sx === "F" ? "woman" : "man"],
    [v, sx],
    ["aged ", v],
    [v, " years"],
  ]);
}
export const facility = (x: Cast): Piece => lab(x.facility, "Location", "facility");
export const practice = (x: Cast): Piece => lab(x.gpPractice, "Location", "facility");
export const idLine = (x: Cast, k = 0): Piece => {
  const i = x.ids[k % x.ids.length] as Ident;
  return [i.label, ": ", i.value];
};
export const allIds = (x: Cast, sep: string): Piece =>
  x.ids.map((i, k) => [k > 0 ? sep : "", i.label, ": ", i.value]);
export const ptPhone = (rng: Rng, x: Cast): Piece => phone(rng, x.c, true);

const ascii = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
const MAIL: Record<Country, readonly string[]> = {
  AU: ["health.nsw.gov.au", "bigpond.com", "gmail.com"],
  NZ: ["waikatodhb.health.nz", "xtra.co.nz", "gmail.com"],
  CA: ["toh.ca", "videotron.ca", "hotmail.ca"],
  IE: ["hse.ie", "eircom.net", "gmail.com"],
  IN: ["aiims.edu", "rediffmail.com", "yahoo.co.in"],
  ZA: ["wits.ac.za", "mweb.co.za", "gmail.com"],
  NG: ["luth.gov.ng", "yahoo.com", "gmail.com"],
  SG: ["ttsh.com.sg", "singnet.com.sg", "gmail.com"],
  UK: ["nhs.net", "btinternet.com", "gmail.com"],
  US: ["mvh.org", "aol.com", "gmail.com"],
};
export const email = (rng: Rng, x: Cast, who: Person): Piece =>
  lab(
    `${ascii(who.given).slice(0, rng.int(1, 8))}.${ascii(who.family)}${rng.chance(0.4) ? rng.int(1, 99) : ""}@${rng.pick(MAIL[x.c])}`,
    "Email",
    "email",
  );
export const fundraiser = (rng: Rng, x: Cast): Piece =>
  lab(
    `https://www.gofundme.com/f/${rng.pick(["help", "support", "prayers-for"])}-${ascii(x.pt.given)}-${ascii(x.pt.family)}`,
    "URL",
    "url",
  );
export { person };
