/**
 * One document's people, places, dates and identifiers, and the makers of labelled values.
 */
import { type Born, type Code, type DateShape, type Idv, LANDS, type Land, type Town } from "./lands.ts";
import { at, type Part, type Placed, type Val } from "./page.ts";
import { nameForm, natural, type Person, POPULATIONS, person } from "./people.ts";
import type { Rng } from "./rng.ts";

const EIR = "ACDEFHKNPRTVWXY0123456789";
const CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

export function addDays(d: Born, days: number): Born {
  const x = new Date(Date.UTC(d.y, d.m - 1, d.d + days));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
}

/** Clinicians of every country come from everywhere: these populations join the local ones. */
const STAFF_EXTRA = [
  POPULATIONS.hindi,
  POPULATIONS.igbo,
  POPULATIONS.anglo,
  POPULATIONS.malayali,
  POPULATIONS.sgChinese,
];

export class Cast {
  readonly land: Land;
  readonly pt: Person;
  readonly born: Born;
  readonly age: number;
  readonly seen: Born;
  readonly town: Town;
  readonly ids: Idv[];
  private readonly staff: Person[] = [];

  readonly r: Rng;
  readonly code: Code;

  constructor(r: Rng, code: Code) {
    this.r = r;
    this.code = code;
    this.land = LANDS[code];
    const pop = r.weigh(this.land.pops);
    this.pt = person(r, pop);
    this.seen = { y: r.int(2022, 2025), m: r.int(1, 12), d: r.int(1, 28) };
    this.age = r.chance(0.08) ? r.int(90, 101) : r.int(1, 88);
    this.born = { y: this.seen.y - this.age - (r.chance(0.5) ? 1 : 0), m: r.int(1, 12), d: r.int(1, 28) };
    this.town = r.pick(this.land.towns);
    this.ids = this.land.ids(r, this.born, this.pt.male, this.pt.surname, this.pt.given);
  }

  get male(): boolean {
    return this.pt.male;
  }

  private v(text: string, type: string, group: string, kind: string, origin: string, slot: string): Placed {
    return at({ text, type, group, kind, origin } as Val, slot);
  }

  /** The patient's name in one of the record forms. */
  ptName(slot: string): Placed {
    const f = nameForm(this.r, this.pt);
    return this.v(f.text, "PTName", "name", f.kind, this.pt.pop.origin, slot);
  }

  ptFull(slot: string): Placed {
    return this.v(this.pt.full, "PTName", "name", "full", this.pt.pop.origin, slot);
  }

  ptNatural(slot: string): Placed {
    return this.v(natural(this.pt), "PTName", "name", "natural", this.pt.pop.origin, slot);
  }

  ptGiven(slot: string): Placed {
    return this.v(this.pt.given, "PTName", "name", "given", this.pt.pop.origin, slot);
  }

  ptSurname(slot: string): Placed {
    return this.v(this.pt.surname, "PTName", "name", "surname", this.pt.pop.origin, slot);
  }

  /** A relative of the patient's population (same surname unless `other`). */
  kin(male: boolean, sameSurname = true): Person {
    const pop = this.pt.pop;
    return person(this.r, pop, male, sameSurname && pop.order === "western" ? this.pt.surname : undefined);
  }

  /**
   * A relative and the word for them, the word agreeing with the person: `kinds` from child,
   * spouse, sibling, parent, other; `short` gives ward shorthand (dau, hubby).
   */
  relative(
    kinds: readonly ("child" | "spouse" | "sibling" | "parent" | "other")[],
    short = false,
  ): [string, Person] {
    const kind = this.r.pick(kinds);
    const male = kind === "spouse" ? !this.pt.male : this.r.chance(0.5);
    const words: Record<string, [string, string, string, string]> = {
      child: ["son", "daughter", "son", "dau"],
      spouse: ["husband", "wife", "hubby", "wife"],
      sibling: ["brother", "sister", "bro", "sis"],
      parent: ["father", "mother", "dad", "mum"],
      other: ["nephew", "niece", "nephew", "niece"],
    };
    const w = words[kind] as [string, string, string, string];
    const word = short ? (male ? w[2] : w[3]) : male ? w[0] : w[1];
    return [word, this.kin(male, kind !== "other" && kind !== "spouse" ? true : this.r.chance(0.5))];
  }

  name(
    p: Person,
    type: "RelativeProxyName" | "HCPName",
    slot: string,
    form: "full" | "natural" | "given" | "surname" | "initial" = "full",
  ): Placed {
    const text =
      form === "full"
        ? p.full
        : form === "natural"
          ? natural(p)
          : form === "given"
            ? p.given
            : form === "surname"
              ? p.surname
              : `${p.given[0]}. ${p.surname}`;
    return this.v(text, type, "name", form, p.pop.origin, slot);
  }

  /** Clinician k of this document (made on first use). */
  doc(k: number): Person {
    while (this.staff.length <= k) {
      const pop = this.r.chance(0.7) ? this.r.weigh(this.land.pops) : this.r.pick(STAFF_EXTRA);
      this.staff.push(person(this.r, pop as NonNullable<typeof pop>));
    }
    return this.staff[k] as Person;
  }

  /** A clinician's name as signatures and notes write it: "Dr" outside the span. */
  hcp(k: number, slot: string): Placed {
    const p = this.doc(k);
    const f = this.r.int(0, 5);
    const text =
      f === 0
        ? `${p.given[0]}. ${p.surname}`
        : f === 1
          ? p.surname
          : f === 2 && p.pop.order === "western"
            ? `${p.given} ${p.surname.toUpperCase()}`
            : natural(p);
    return this.v(text, "HCPName", "name", "clinician", p.pop.origin, slot);
  }

  date(d: Born, slot: string, shape = this.r.pick(this.land.dateShapes)): Placed {
    return this.v(shape(this.r, d), "Date", "date", "date", "-", slot);
  }

  dob(slot: string): Placed {
    return this.date(this.born, slot);
  }

  /** A date k days after the visit, in the country's shapes or the one given. */
  day(k: number, slot: string, shape?: DateShape): Placed {
    return this.date(addDays(this.seen, k), slot, shape);
  }

  year(y: number, slot: string): Placed {
    return this.v(String(y), "DateYear", "year", "year", "-", slot);
  }

  /** The age as a value when over 89 (PHI), else plain text. */
  ageText(slot: string): string | Placed {
    return this.age > 89 ? this.v(String(this.age), "Age", "age", "over 89", "-", slot) : String(this.age);
  }

  /** A pager, bleep or extension of a named clinician: PHI, as in the label conventions. */
  pager(slot: string): Placed {
    const text = this.r.chance(0.5) ? String(this.r.int(100, 999)) : String(this.r.int(1000, 9999));
    return this.v(text, "Phone", "phone", "pager/ext", "-", slot);
  }

  mobile(slot: string): Placed {
    return this.v(this.land.mobile(this.r), "Phone", "phone", "mobile", "-", slot);
  }

  landline(slot: string): Placed {
    return this.v(this.land.landline(this.r), "Phone", "phone", "landline", "-", slot);
  }

  id(k: number, slot: string): Placed | undefined {
    const i = this.ids[k];
    return i === undefined ? undefined : this.v(i.text, "ID", i.group, i.kind, "-", slot);
  }

  idv(i: Idv, slot: string): Placed {
    return this.v(i.text, "ID", i.group, i.kind, "-", slot);
  }

  reg(slot: string): { label: string; val: Placed } {
    const g = this.land.reg(this.r);
    return { label: g.label, val: this.idv(g, slot) };
  }

  street(slot: string, t = this.town): Placed {
    return this.v(this.land.street(this.r, t), "Location", "address", "street", "-", slot);
  }

  townName(slot: string, t = this.town): Placed {
    return this.v(t.town, "Location", "town", "town", "-", slot);
  }

  district(slot: string, t = this.town): Placed | undefined {
    return t.district === undefined
      ? undefined
      : this.v(t.district, "Location", "town", "district", "-", slot);
  }

  /**
   * The region as written: an Irish county or Dublin postal district is labelled (a subdivision of
   * the country, as the UK county is); a state, province or NZ region is not (Safe Harbor keeps it).
   */
  region(slot: string, t = this.town): Part {
    return this.code === "IE" ? this.v(t.region, "Location", "town", "county", "-", slot) : t.region;
  }

  postcode(slot: string, t = this.town): Placed {
    let code = t.post(this.r);
    const gap = this.r.chance(0.8) ? " " : "";
    if (this.code === "CA")
      code = `${code}${gap}${this.r.int(0, 9)}${this.r.letter(CA_LETTERS)}${this.r.int(0, 9)}`;
    if (this.code === "IE")
      code = `${code}${gap}${this.r.letter(EIR)}${this.r.letter(EIR)}${this.r.letter(EIR)}${this.r.letter(EIR)}`;
    if (this.code === "IN" && this.r.chance(0.25)) code = `${code.slice(0, 3)} ${code.slice(3)}`;
    return this.v(code, "Location", "postcode", this.code === "IE" ? "Eircode" : "postcode", "-", slot);
  }

  /**
   * An address as a letter or label block writes it, line by line: street, then town and postcode
   * in the country's manner (a PIN after a dash, a Singapore code after "Singapore" or in `S(…)`,
   * an Australian town in capitals before state and postcode), the region on its own line at times.
   */
  addressBlock(slot: string, t = this.town): Part[][] {
    const r = this.r;
    const lines: Part[][] = [[this.street(slot, t)]];
    const town = this.townName(slot, t);
    const post = this.postcode(slot, t);
    switch (this.code) {
      case "IN":
        lines.push([town, r.pick([" - ", " – ", ", PIN: ", " "]), post]);
        if (r.chance(0.6)) lines.push([`${t.region}`]);
        break;
      case "SG":
        lines.push(
          r.chance(0.5) ? ["Singapore ", post] : r.chance(0.5) ? ["S(", post, ")"] : ["SINGAPORE ", post],
        );
        break;
      case "AU":
        lines.push([
          r.chance(0.5) ? { ...town, text: town.text.toUpperCase() } : town,
          `  ${t.region.toUpperCase()}  `,
          post,
        ]);
        break;
      case "NG":
        lines.push([town, ...(r.chance(0.5) ? [" ", post] : [])]);
        lines.push([`${t.region}`]);
        break;
      default:
        lines.push([town, r.chance(0.5) ? " " : ", ", post]);
        if (t.region !== "" && r.chance(0.5)) lines.push([this.region(slot, t)]);
    }
    return lines;
  }

  /** A sticker or wristband line: name, identifier, sex/age, date of birth, no labels. */
  sticker(): Part[] {
    const r = this.r;
    const id = this.id(0, "sticker");
    const name = r.chance(0.6)
      ? this.loose(
          `${this.pt.surname.toUpperCase()} ${this.pt.given}`,
          "PTName",
          "name",
          "SURNAME Given",
          "sticker",
        )
      : this.ptName("sticker");
    return [
      name,
      "  ",
      ...(id === undefined ? [] : [id, "  "]),
      `${this.male ? "M" : "F"}/`,
      this.ageText("sticker"),
      `  `,
      this.dob("sticker"),
    ];
  }

  hospital(slot: string, short = false): Placed {
    const list = short ? this.land.shortHospitals : this.land.hospitals;
    return this.v(
      this.r.pick(list),
      "Location",
      "facility",
      short ? "hospital, short" : "hospital",
      "-",
      slot,
    );
  }

  clinic(slot: string): Placed {
    return this.v(this.r.pick(this.land.clinics), "Location", "facility", "clinic", "-", slot);
  }

  /** An e-mail of a person (given.surname@provider). */
  email(p: Person, slot: string): Placed {
    const clean = (s: string) =>
      s
        .normalize("NFD")
        .replace(/[^A-Za-z]/g, "")
        .toLowerCase();
    const dom = this.r.pick(["gmail.com", "yahoo.com", "outlook.com", `health.${this.code.toLowerCase()}`]);
    return this.v(
      `${clean(p.given)}${this.r.pick([".", "_", ""])}${clean(p.surname)}${this.r.chance(0.4) ? this.r.int(1, 99) : ""}@${dom}`,
      "Email",
      "email",
      "email",
      "-",
      slot,
    );
  }

  /** A free-standing value of any kind (for forms that need one). */
  loose(text: string, type: string, group: string, kind: string, slot: string): Placed {
    return this.v(text, type, group, kind, "-", slot);
  }

  honorific(p: Person = this.pt): string {
    return this.r.pick(p.male ? this.land.honorifics.m : this.land.honorifics.f);
  }
}
