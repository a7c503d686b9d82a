/**
 * One document's people, dates and the makers of labelled values for the fifth corpus: names in
 * every form and casing (`SMITH, John`, `j smith`, initials), dates in the country's shapes, ages over
 * 89, e-mails and personal URLs.
 */
import { type Piece, type Val, val } from "./label.ts";
import { fullName, makePerson, type Person } from "./people.ts";
import type { Rng } from "./rng.ts";

export interface Day {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export type NameForm =
  | "full"
  | "surname-first"
  | "initial-surname"
  | "given"
  | "surname"
  | "caps-surname"
  | "lower"
  | "caps"
  | "with-middle";

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
const MONTHS_FR = [
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
export const ord = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** Date shapes each country writes (the first ones most often). */
const DATE_SHAPES: Record<string, readonly string[]> = {
  UK: ["dmy/", "d Month yyyy", "dmy/", "dd.mm.yy", "dth Month", "dd-Mon-yyyy", "d/m/yy", "d Mon"],
  US: ["mdy/", "Month d, yyyy", "m/d/yy", "mdy/", "Mon d", "m/d", "mm-dd-yyyy"],
  AU: ["dmy/", "d/m/yy", "d Month yyyy", "dd.mm.yy", "dth Month", "d Mon yy"],
  NZ: ["dmy/", "d Month yyyy", "d/m/yy", "dd-Mon-yyyy", "d Mon"],
  CA: ["iso", "Month d, yyyy", "d mois yyyy", "iso", "dmy/", "mdy/"],
  IE: ["dmy/", "dth Month yyyy", "dd.mm.yyyy", "d/m/yy", "d Mon"],
  IN: ["dd-mm-yyyy", "dmy/", "dd.mm.yy", "dth Month yyyy", "d Mon yyyy"],
  ZA: ["ymd/", "dmy/", "d Month yyyy", "iso", "d Mon"],
  NG: ["dmy/", "dth Month, yyyy", "dd-mm-yy", "d/m/yy", "dth Mon"],
  SG: ["dd Mon yyyy", "dmy/", "d/m/yy", "dd-Mon-yy", "d Mon"],
};

export class Cast {
  readonly patient: Person;
  readonly relative: Person;
  readonly relation: string;
  readonly doctors: readonly Person[];
  readonly nurse: Person;
  readonly birth: Day;
  readonly visit: Day;
  readonly middle: string;
  readonly rng: Rng;
  readonly country: string;

  constructor(rng: Rng, country: string) {
    this.rng = rng;
    this.country = country;
    this.patient = makePerson(rng, country);
    this.relation = rng.pick(
      this.patient.female
        ? ["husband", "daughter", "son", "sister", "mother", "partner"]
        : ["wife", "daughter", "son", "brother", "mother", "partner"],
    );
    const relFemale = ["wife", "daughter", "sister", "mother"].includes(this.relation)
      ? true
      : ["husband", "son", "brother"].includes(this.relation)
        ? false
        : rng.chance(0.5);
    const sameFamily = ["daughter", "son", "wife", "husband"].includes(this.relation) && rng.chance(0.5);
    this.relative = makePerson(rng, country, relFemale, sameFamily ? this.patient : undefined);
    // Staff never share a full name with the patient, the relative or each other.
    const taken = new Set([fullName(this.patient), fullName(this.relative)]);
    const staff = (female?: boolean): Person => {
      for (let k = 0; ; k++) {
        const p = makePerson(rng, country, female);
        if (!taken.has(fullName(p)) || k > 20) {
          taken.add(fullName(p));
          return p;
        }
      }
    };
    this.doctors = [staff(), staff(), staff()];
    this.nurse = staff(rng.chance(0.75));
    // One patient in five was born before 1936 (over 89 at the visit, when the age is PHI).
    this.birth = {
      y: rng.chance(0.2) ? rng.int(1922, 1935) : rng.int(1936, 2004),
      m: rng.int(1, 12),
      d: rng.int(1, 28),
    };
    this.visit = { y: rng.int(2022, 2026), m: rng.int(1, 12), d: rng.int(1, 28) };
    this.middle = rng.letters(1, "ABCDEFGHJKLMPRSTW");
  }

  /** A name in a form; `type` says whose. */
  name(p: Person, type: "PTName" | "RelativeProxyName" | "HCPName", form: NameForm = this.nameForm()): Val {
    const group = type === "PTName" ? "name" : type === "HCPName" ? "clinician" : "relative";
    const first = p.given.split(" ")[0] as string;
    let text: string;
    switch (form) {
      case "surname-first":
        text = `${this.rng.chance(0.7) ? p.family.toUpperCase() : p.family}, ${p.given}`;
        break;
      case "initial-surname":
        text = `${first[0]}${this.rng.chance(0.5) ? "." : ""} ${p.family}`;
        break;
      case "given":
        text = p.given;
        break;
      case "surname":
        text = p.family;
        break;
      case "caps-surname":
        text = p.familyFirst
          ? `${p.family.toUpperCase()} ${p.given}`
          : `${p.given} ${p.family.toUpperCase()}`;
        break;
      case "lower":
        text = fullName(p).toLowerCase();
        break;
      case "caps":
        text = fullName(p).toUpperCase();
        break;
      case "with-middle":
        text = p.familyFirst || p.link !== undefined ? fullName(p) : `${p.given} ${this.middle}. ${p.family}`;
        break;
      default:
        text = fullName(p);
    }
    return val(type, group, `${form}/${p.origin}`, text);
  }

  nameForm(): NameForm {
    return this.rng.pick([
      "full",
      "full",
      "full",
      "surname-first",
      "initial-surname",
      "caps-surname",
      "lower",
      "caps",
      "with-middle",
    ]);
  }

  pt(form?: NameForm): Val {
    return this.name(this.patient, "PTName", form);
  }
  rel(form?: NameForm): Val {
    return this.name(
      this.relative,
      "RelativeProxyName",
      form ?? this.rng.pick(["full", "given", "given", "lower", "caps-surname"]),
    );
  }
  dr(k = 0, form?: NameForm): Val {
    return this.name(
      this.doctors[k % this.doctors.length] as Person,
      "HCPName",
      form ?? this.rng.pick(["full", "full", "surname", "initial-surname", "caps-surname", "with-middle"]),
    );
  }
  /** The surname alone of a doctor (after "Dr"). */
  drSurname(k = 0): Val {
    return this.name(this.doctors[k % this.doctors.length] as Person, "HCPName", "surname");
  }
  nurseName(form?: NameForm): Val {
    return this.name(this.nurse, "HCPName", form ?? this.rng.pick(["full", "given", "given", "lower"]));
  }
  initials(): Val {
    const g = this.patient.given[0] as string;
    const f = this.patient.family[0] as string;
    return val(
      "PTNameInitial",
      "initials",
      "initials",
      this.rng.pick([`${g}.${f}.`, `${g}${f}`, `${g}. ${f}.`]),
    );
  }
  /** A title for the patient. */
  title(p: Person = this.patient): string {
    const r = this.rng;
    // Some countries' own honorifics: Mdm in Singapore, Smt./Shri in India, Alhaji/Chief/Alhaja in Nigeria.
    if (this.country === "SG" && p.female && r.chance(0.5)) return "Mdm";
    if (this.country === "IN" && r.chance(0.4)) return p.female ? "Smt." : "Shri";
    if (this.country === "NG" && r.chance(0.3))
      return p.female ? r.pick(["Alhaja", "Mrs"]) : r.pick(["Alhaji", "Chief", "Pastor"]);
    return p.female ? r.pick(["Mrs", "Ms", "Miss", "Mrs."]) : r.pick(["Mr", "Mr."]);
  }

  /** The patient's father (Indian records: `S/o`, `D/o`, or the husband after `W/o`). */
  parentage(): { link: string; person: Person } {
    const wife = this.patient.female && this.rng.chance(0.5);
    const person = makePerson(this.rng, this.country, false, wife ? undefined : this.patient);
    return { link: wife ? "W/o" : this.patient.female ? "D/o" : "S/o", person };
  }

  /** A date near the visit, `offset` days from it. */
  day(offset = 0): Day {
    const t = new Date(Date.UTC(this.visit.y, this.visit.m - 1, this.visit.d + offset));
    return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
  }

  formatDate(x: Day, shape: string): string {
    const mon = (MONTHS[x.m - 1] as string).slice(0, 3);
    switch (shape) {
      case "dmy/":
        return `${p2(x.d)}/${p2(x.m)}/${x.y}`;
      case "mdy/":
        return `${p2(x.m)}/${p2(x.d)}/${x.y}`;
      case "m/d/yy":
        return `${x.m}/${x.d}/${p2(x.y % 100)}`;
      case "d/m/yy":
        return `${x.d}/${x.m}/${p2(x.y % 100)}`;
      case "m/d":
        return `${x.m}/${x.d}`;
      case "d Month yyyy":
        return `${x.d} ${MONTHS[x.m - 1]} ${x.y}`;
      case "Month d, yyyy":
        return `${MONTHS[x.m - 1]} ${x.d}, ${x.y}`;
      case "dd.mm.yy":
        return `${p2(x.d)}.${p2(x.m)}.${p2(x.y % 100)}`;
      case "dd.mm.yyyy":
        return `${p2(x.d)}.${p2(x.m)}.${x.y}`;
      case "dth Month":
        return `${ord(x.d)} ${MONTHS[x.m - 1]}`;
      case "dth Month yyyy":
        return `${ord(x.d)} ${MONTHS[x.m - 1]} ${x.y}`;
      case "dth Month, yyyy":
        return `${ord(x.d)} ${MONTHS[x.m - 1]}, ${x.y}`;
      case "dth Mon":
        return `${ord(x.d)} ${mon}`;
      case "dd-Mon-yyyy":
        return `${p2(x.d)}-${mon}-${x.y}`;
      case "dd-Mon-yy":
        return `${p2(x.d)}-${mon.toUpperCase()}-${p2(x.y % 100)}`;
      case "d Mon":
        return `${x.d} ${mon}`;
      case "Mon d":
        return `${mon} ${x.d}`;
      case "d Mon yy":
        return `${x.d} ${mon} ${p2(x.y % 100)}`;
      case "d Mon yyyy":
        return `${x.d} ${mon} ${x.y}`;
      case "dd Mon yyyy":
        return `${p2(x.d)} ${mon} ${x.y}`;
      case "iso":
        return `${x.y}-${p2(x.m)}-${p2(x.d)}`;
      case "ymd/":
        return `${x.y}/${p2(x.m)}/${p2(x.d)}`;
      case "dd-mm-yyyy":
        return `${p2(x.d)}-${p2(x.m)}-${x.y}`;
      case "dd-mm-yy":
        return `${p2(x.d)}-${p2(x.m)}-${p2(x.y % 100)}`;
      case "mm-dd-yyyy":
        return `${p2(x.m)}-${p2(x.d)}-${x.y}`;
      case "d mois yyyy":
        return `${x.d} ${MONTHS_FR[x.m - 1]} ${x.y}`;
      default:
        return `${x.d}/${x.m}/${x.y}`;
    }
  }

  /** A date of care, `offset` days from the visit, in a shape of the country (`full`: with the year). */
  date(offset = 0, full = false): Val {
    const shapes = DATE_SHAPES[this.country] ?? (DATE_SHAPES.UK as string[]);
    let shape = this.rng.pick(shapes);
    if (full && !/y/.test(shape)) shape = shapes[0] as string;
    return val("Date", "date", shape, this.formatDate(this.day(offset), shape));
  }
  /** A day of the month alone (`14th` in "on the 14th"), `offset` days from the visit. */
  dayAlone(offset = 0): Val {
    return val("Date", "date", "dth alone", ord(this.day(offset).d));
  }
  dob(): Val {
    const shapes = DATE_SHAPES[this.country] ?? (DATE_SHAPES.UK as string[]);
    const shape = this.rng.pick(shapes.filter((x) => /y/.test(x)));
    return val("Date", "date", `dob-${shape}`, this.formatDate(this.birth, shape));
  }
  year(y = this.rng.int(1975, this.visit.y - 1)): Val {
    return val("DateYear", "year", "year", String(y));
  }
  /** An age over 89 (the number only). */
  /** The patient's age in years at the visit: labelled when over 89, plain text otherwise. */
  years(): Piece {
    const n = this.visit.y - this.birth.y - (this.visit.m < this.birth.m ? 1 : 0);
    return n > 89 ? val("Age", "age", "from-dob", String(n)) : String(n);
  }
  age(): Val {
    return val("Age", "age", "over-89", String(this.rng.int(90, 103)));
  }
  email(p: Person = this.patient): Val {
    const g = (p.given.split(" ")[0] as string)
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "");
    const f = p.family
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "");
    const domain = this.rng.pick([
      "example.com",
      "mailbox.example.org",
      "example.net",
      `${this.country.toLowerCase()}mail.example`,
    ]);
    const local = this.rng.pick([
      `${g}.${f}`,
      `${g}${f[0]}${this.rng.int(1, 99)}`,
      `${f}${g[0]}`,
      `${g}_${f}${this.rng.int(60, 99)}`,
    ]);
    return val("Email", "email", "personal", `${local}@${domain}`);
  }
  url(p: Person = this.patient): Val {
    const f = p.family
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z]/g, "");
    return val(
      "URL",
      "url",
      "personal",
      this.rng.pick([
        `https://www.example.com/${f}-family-fundraiser`,
        `www.gofund.example/${f}${this.rng.int(10, 99)}`,
        `https://portal.example.org/u/${f}.${this.rng.digits(5)}`,
      ]),
    );
  }
}
