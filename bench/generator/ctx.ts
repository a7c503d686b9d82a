/**
 * Per-note context: the note's locale, people, places and base date, and makers of PHI values
 * (`Phi`, one gold span each) with their category tags. Templates call these; values are drawn
 * lazily and kept for the note, so "Mrs {pt.last}" and "{pt.full}" agree.
 */
import { addDays, type DateParts, formatDate, formatDob, MONTHS, ordinal, randomDate } from "./dates.ts";
import { type Fragment, frag, Phi } from "./fragment.ts";
import * as N from "./numbers.ts";
import { drawPerson, KIN_FEMALE, KIN_MALE, KIN_SHORT, type Person } from "./people.ts";
import * as P from "./places.ts";
import type { Rng } from "./prng.ts";

export type Locale = "uk" | "us";

const NUMBER_WORDS = [
  "ninety",
  "ninety-one",
  "ninety-two",
  "ninety-three",
  "ninety-four",
  "ninety-five",
  "ninety-six",
  "ninety-seven",
  "ninety-eight",
  "ninety-nine",
];

export class PersonRef {
  readonly person: Person;
  readonly type: string;
  readonly kin: string;
  readonly kinShort: string;
  readonly #ctx: Ctx;

  constructor(ctx: Ctx, person: Person, type: string) {
    this.#ctx = ctx;
    this.person = person;
    this.type = type;
    const rng = ctx.rng;
    this.kin = rng.pick(person.sex === "f" ? KIN_FEMALE : KIN_MALE);
    this.kinShort = KIN_SHORT[this.kin] ?? this.kin;
  }

  #phi(value: string, kind: string, slot: string): Phi {
    return new Phi(value, this.type, { kind, slot, origin: this.person.origin });
  }

  first(slot: string): Phi {
    return this.#phi(this.person.given, "given", slot);
  }

  last(slot: string): Phi {
    return this.#phi(this.person.family, "family", slot);
  }

  full(slot: string): Phi {
    const p = this.person;
    const value = p.middle !== undefined ? `${p.given} ${p.middle} ${p.family}` : `${p.given} ${p.family}`;
    return this.#phi(value, "full", slot);
  }

  /** "Family, Given" or "FAMILY, Given". */
  lastFirst(slot: string): Phi {
    const p = this.person;
    const family = this.#ctx.rng.chance(0.3) ? p.family.toUpperCase() : p.family;
    return this.#phi(`${family}, ${p.given}`, "last-first", slot);
  }

  /** "J. Smith", "J Smith". */
  initialLast(slot: string): Phi {
    const p = this.person;
    const dot = this.#ctx.rng.chance(0.6) ? "." : "";
    return this.#phi(`${p.given.charAt(0)}${dot} ${p.family}`, "initial-family", slot);
  }

  /** Title for this person, as plain text (titles are not part of the name span). */
  title(): string {
    const rng = this.#ctx.rng;
    const dot = this.#ctx.locale === "us" && rng.chance(0.7) ? "." : "";
    if (this.type === "HCPName")
      return rng.chance(0.85) ? `Dr${dot}` : this.person.sex === "f" ? `Ms${dot}` : `Mr${dot}`;
    if (this.person.sex === "m") return `Mr${dot}`;
    return rng.pick([`Mrs${dot}`, `Ms${dot}`, "Miss"]);
  }

  he(): string {
    return this.person.sex === "f" ? "she" : "he";
  }

  his(): string {
    return this.person.sex === "f" ? "her" : "his";
  }

  him(): string {
    return this.person.sex === "f" ? "her" : "him";
  }

  /** Any name form in a free position, for variety. */
  any(slot: string): Phi {
    return this.#ctx.rng.weighted<() => Phi>([
      [4, () => this.full(slot)],
      [2, () => this.last(slot)],
      [2, () => this.first(slot)],
      [1, () => this.initialLast(slot)],
    ])();
  }
}

export interface Clinician {
  readonly role: string;
  readonly cred: string;
}

export class Ctx {
  readonly rng: Rng;
  readonly locale: Locale;
  readonly base: DateParts;
  /** Patient age in years; ages over 89 are PHI. */
  readonly age: number;
  readonly dobParts: DateParts;
  readonly #cache = new Map<string, unknown>();

  constructor(rng: Rng, locale: Locale) {
    this.rng = rng;
    this.locale = locale;
    this.base = randomDate(rng, 2008, 2025);
    this.age = rng.chance(0.22) ? rng.int(90, 104) : rng.int(18, 89);
    const dob = randomDate(rng, this.base.y - this.age - 1, this.base.y - this.age - 1);
    this.dobParts = { ...dob, y: this.base.y - this.age - (dob.m > this.base.m ? 1 : 0) };
  }

  #once<T>(key: string, make: () => T): T {
    if (!this.#cache.has(key)) this.#cache.set(key, make());
    return this.#cache.get(key) as T;
  }

  get pt(): PersonRef {
    return this.#once("pt", () => new PersonRef(this, drawPerson(this.rng), "PTName"));
  }
  get rel(): PersonRef {
    return this.#once("rel", () => new PersonRef(this, this.#relative(), "RelativeProxyName"));
  }
  get rel2(): PersonRef {
    return this.#once("rel2", () => new PersonRef(this, this.#relative(), "RelativeProxyName"));
  }
  get hcp(): PersonRef {
    return this.#once("hcp", () => new PersonRef(this, drawPerson(this.rng), "HCPName"));
  }
  get hcp2(): PersonRef {
    return this.#once("hcp2", () => new PersonRef(this, drawPerson(this.rng), "HCPName"));
  }
  get hcp3(): PersonRef {
    return this.#once("hcp3", () => new PersonRef(this, drawPerson(this.rng), "HCPName"));
  }
  get gp(): PersonRef {
    return this.#once("gp", () => new PersonRef(this, drawPerson(this.rng), "HCPName"));
  }

  /** Relatives often share the patient's family name. */
  #relative(): Person {
    const p = drawPerson(this.rng);
    const pt = this.pt.person;
    if (this.rng.chance(0.4))
      return { ...p, family: pt.family, origin: p.origin === pt.origin ? p.origin : "mixed" };
    return p;
  }

  // ---- dates -------------------------------------------------------------------------------

  #locFor(): Locale {
    return this.rng.chance(0.1) ? (this.locale === "uk" ? "us" : "uk") : this.locale;
  }

  /** A date near the note's base date. */
  date(slot: string, offsetDays = this.rng.int(-20, 3)): Phi {
    const { value, kind } = formatDate(this.rng, addDays(this.base, offsetDays), this.#locFor());
    return new Phi(value, "Date", { kind, slot, origin: "-" });
  }

  /** The base date itself in a full shape (note headers). */
  today(slot: string): Phi {
    return this.#once(`today:${slot}`, () => this.date(slot, 0));
  }

  dob(slot: string): Phi {
    const { value, kind } = formatDob(this.rng, this.dobParts, this.locale);
    return new Phi(value, "Date", { kind, slot, origin: "-" });
  }

  /** "the 27th" style: only the ordinal is PHI. */
  dayOrdinal(slot: string): Phi {
    return new Phi(ordinal(addDays(this.base, this.rng.int(-10, 10)).d), "Date", {
      kind: "date-day-ordinal",
      slot,
      origin: "-",
    });
  }

  monthYear(slot: string): Phi {
    const p = addDays(this.base, -this.rng.int(30, 900));
    const month = MONTHS[p.m - 1] as string;
    const value = this.rng.chance(0.5) ? `${month} ${p.y}` : `${month.slice(0, 3)} ${p.y}`;
    return new Phi(value, "Date", { kind: "date-month-year", slot, origin: "-" });
  }

  /** A past year: "since 2009", "in 1998". */
  year(slot: string): Phi {
    return new Phi(String(this.rng.int(Math.max(1950, this.dobParts.y + 10), this.base.y - 1)), "DateYear", {
      kind: "year",
      slot,
      origin: "-",
    });
  }

  birthYear(slot: string): Phi {
    return new Phi(String(this.dobParts.y), "DateYear", {
      kind: this.age > 89 ? "birth-year-over-89" : "birth-year",
      slot,
      origin: "-",
    });
  }

  // ---- ages --------------------------------------------------------------------------------

  /** The patient's age as written before "year old" etc.: a Phi when over 89, else plain digits. */
  ageNumber(slot: string): Phi | string {
    if (this.age <= 89) return String(this.age);
    if (this.rng.chance(0.08)) {
      return new Phi(NUMBER_WORDS[this.age - 90] ?? String(this.age), "Age", {
        kind: "age-words",
        slot,
        origin: "-",
      });
    }
    return new Phi(String(this.age), "Age", { kind: "age-digits", slot, origin: "-" });
  }

  /** "94-year-old", "94 yo", "aged 94" ... */
  agePhrase(): Fragment {
    const n = this.ageNumber("age-phrase");
    const f = this.rng.weighted<(x: Phi | string) => Fragment>([
      [4, (x) => frag`${x}-year-old`],
      [2, (x) => frag`${x} year old`],
      [2, (x) => frag`${x} yo`],
      [1, (x) => frag`${x}yo`],
      [1, (x) => frag`${x} y/o`],
      [1, (x) => frag`${x}-yr-old`],
    ]);
    return f(n);
  }

  /** "woman", "lady", "man", "gentleman" for the patient. */
  ptNoun(): string {
    return this.pt.person.sex === "f"
      ? this.rng.pick(["woman", "lady", "female"])
      : this.rng.pick(["man", "gentleman", "male"]);
  }

  sexLetter(): string {
    return this.pt.person.sex === "f" ? "F" : "M";
  }

  // ---- places ------------------------------------------------------------------------------

  #loc(value: string, kind: string, slot: string): Phi {
    return new Phi(value, "Location", { kind, slot, origin: "-" });
  }

  get hospitalName(): string {
    return this.#once("hospital", () => P.hospitalName(this.rng, this.locale));
  }
  hospital(slot: string): Phi {
    return this.#loc(this.hospitalName, "hospital", slot);
  }
  otherHospital(slot: string): Phi {
    return this.#loc(
      this.#once("hospital2", () => P.hospitalName(this.rng, this.locale)),
      "hospital",
      slot,
    );
  }
  hospitalAbbr(slot: string): Phi {
    return this.#loc(
      this.#once("abbr", () => P.hospitalAbbreviation(this.rng)),
      "hospital-abbreviation",
      slot,
    );
  }
  ward(slot: string): Phi {
    return this.#loc(
      this.#once("ward", () => P.wardName(this.rng)),
      "ward",
      slot,
    );
  }
  careHome(slot: string): Phi {
    return this.#loc(
      this.#once("carehome", () => P.careHome(this.rng)),
      "care-home",
      slot,
    );
  }
  practice(slot: string): Phi {
    return this.#loc(
      this.#once("practice", () => P.gpPractice(this.rng, this.locale)),
      "gp-practice",
      slot,
    );
  }
  clinic(slot: string): Phi {
    return this.#loc(
      this.#once("clinic", () => P.clinicName(this.rng, this.locale)),
      "clinic",
      slot,
    );
  }
  employer(slot: string): Phi {
    return this.#loc(
      this.#once("employer", () => P.employer(this.rng)),
      "employer",
      slot,
    );
  }
  town(slot: string): Phi {
    return this.#loc(
      this.#once("town", () => (this.locale === "uk" ? P.ukTown(this.rng) : P.usTown(this.rng))),
      "town",
      slot,
    );
  }
  otherTown(slot: string): Phi {
    return this.#loc(this.locale === "uk" ? P.ukTown(this.rng) : P.usTown(this.rng), "town", slot);
  }
  county(slot: string): Phi {
    return this.#loc(P.ukCounty(this.rng), "county", slot);
  }
  postcode(slot: string): Phi {
    return this.#loc(
      this.#once("postcode", () => (this.locale === "uk" ? P.ukPostcode(this.rng) : P.usZip(this.rng))),
      this.locale === "uk" ? "postcode" : "zip",
      slot,
    );
  }

  #addressLines(): P.AddressPart[][] {
    return this.#once("address", () =>
      this.locale === "uk" ? P.ukAddressLines(this.rng) : P.usAddressLines(this.rng),
    );
  }

  #addressParts(line: readonly P.AddressPart[], slot: string): (string | Phi)[] {
    return line.map((p) =>
      p.kind === undefined ? p.text : this.#loc(p.text, `${this.locale}-address-${p.kind}`, slot),
    );
  }

  /** The patient's address on one line: one Location span per part (street, town, postcode...). */
  addressLine(slot: string): Fragment {
    const parts: (string | Phi)[] = [];
    this.#addressLines().forEach((line, k) => {
      if (k > 0) parts.push(", ");
      parts.push(...this.#addressParts(line, slot));
    });
    return joinParts(parts);
  }

  /** The address as a block, one line per part. */
  addressBlock(slot: string, indent = ""): Fragment {
    const parts: (string | Phi)[] = [];
    this.#addressLines().forEach((line, k) => {
      if (k > 0) parts.push(`\n${indent}`);
      parts.push(...this.#addressParts(line, slot));
    });
    return frag`${indent}${joinParts(parts)}`;
  }

  // ---- numbers -----------------------------------------------------------------------------

  #num(s: N.Shaped, type: string, slot: string): Phi {
    return new Phi(s.value, type, { kind: s.kind, slot, origin: "-" });
  }

  phone(slot: string): Phi {
    return this.#num(this.locale === "uk" ? N.ukPhone(this.rng) : N.usPhone(this.rng), "Phone", slot);
  }
  /** A pager (bleep) number: PHI like any telephone number. */
  bleep(slot: string): Phi {
    const value =
      this.locale === "uk"
        ? String(this.rng.int(1000, 9999))
        : `${this.rng.int(100, 999)}-${this.rng.digits(4)}`;
    return new Phi(value, "Phone", { kind: "pager", slot, origin: "-" });
  }

  /** An SSN; a masked one ("xxx-xx-1234") labels only its last four digits. */
  ssn(slot: string): Phi | Fragment {
    const value = this.#once("ssn", () => N.ssn(this.rng));
    if (value.kind === "ssn-last4") {
      const last4 = value.value.slice(-4);
      return frag`${value.value.slice(0, -4)}${this.#num({ value: last4, kind: value.kind }, "SSN", slot)}`;
    }
    return this.#num(value, "SSN", slot);
  }
  mrn(slot: string): Phi {
    return this.#num(
      this.#once("mrn", () => N.mrn(this.rng)),
      "ID",
      slot,
    );
  }
  nhs(slot: string): Phi {
    return this.#num(
      this.#once("nhs", () => N.nhsNumber(this.rng)),
      "ID",
      slot,
    );
  }
  /** The patient's main identifier: NHS number in UK notes, MRN in US notes. */
  patientId(slot: string): Phi {
    return this.locale === "uk" ? this.nhs(slot) : this.mrn(slot);
  }
  /** Label for `patientId`, in one of the ways it is written. */
  patientIdLabel(): string {
    return this.locale === "uk"
      ? this.rng.pick(["NHS No", "NHS number", "NHS", "NHS No."])
      : this.rng.pick(["MRN", "MR#", "Med Rec #"]);
  }

  ni(slot: string): Phi {
    return this.#num(N.niNumber(this.rng), "ID", slot);
  }
  account(slot: string): Phi {
    return this.#num(N.accountNumber(this.rng), "ID", slot);
  }
  insurance(slot: string): Phi {
    return this.#num(N.insuranceId(this.rng), "ID", slot);
  }
  licence(slot: string): Phi {
    return this.#num(N.licenceNumber(this.rng), "ID", slot);
  }
  registration(slot: string): Phi {
    return this.#num(N.registrationNumber(this.rng), "ID", slot);
  }
  plate(slot: string): Phi {
    return this.#num(N.plate(this.rng), "ID", slot);
  }
  serial(slot: string): Phi {
    return this.#num(N.serialNumber(this.rng), "ID", slot);
  }
  accession(slot: string): Phi {
    return this.#num(N.accession(this.rng), "ID", slot);
  }
  email(who: PersonRef, slot: string): Phi {
    return this.#num(N.email(this.rng, who.person.given, who.person.family), "Email", slot);
  }
  url(slot: string): Phi {
    return this.#num(N.url(this.rng, P.gpPractice(this.rng)), "URL", slot);
  }
  ip(slot: string): Phi {
    return this.#num(N.ipAddress(this.rng), "IP", slot);
  }

  // ---- helpers -----------------------------------------------------------------------------

  pick<T>(list: readonly T[]): T {
    return this.rng.pick(list);
  }

  maybe(p: number, f: () => Fragment | string): Fragment | string {
    return this.rng.chance(p) ? f() : "";
  }

  int(lo: number, hi: number): number {
    return this.rng.int(lo, hi);
  }

  /** A time of day, not PHI. */
  time(): string {
    return this.rng.chance(0.5)
      ? `${String(this.rng.int(0, 23)).padStart(2, "0")}${this.rng.pick(["00", "15", "30", "45", "10", "50"])}`
      : `${this.rng.int(1, 12)}:${this.rng.pick(["00", "15", "30", "45", "20"])}${this.rng.pick(["am", "pm", " AM", " PM", ""])}`;
  }
}

function joinParts(parts: readonly (string | Phi)[]): Fragment {
  let f = frag``;
  for (const p of parts) f = frag`${f}${p}`;
  return f;
}
