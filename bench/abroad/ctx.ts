/**
 * One abroad document's context: its country, its date and makers of labelled values (names in the
 * naming custom of their origin, dates in local order, phones, identifiers, addresses, facilities).
 */
import type { Bit } from "./build.ts";
import { type DateFormat, formatYmd, randomYmd, type Ymd } from "./dates.ts";
import type { Country, IdMaker, Origin } from "./kit.ts";
import type { Rng } from "./rng.ts";

export type Role = "PTName" | "HCPName" | "RelativeProxyName";

export interface Person {
  readonly role: Role;
  readonly origin: Origin;
  readonly female: boolean;
  readonly given: string;
  /** Family name; the father's name for Malay and Singapore Tamil names. */
  readonly surname: string;
  readonly dob: Ymd;
}

export type NameForm = "full" | "formal" | "short" | "given" | "caps-surname" | "initial";

/** How names are cased inside a mixed-case document. */
export type NameCasing = "as typed" | "some names lower" | "some names upper";

export class Ctx {
  readonly r: Rng;
  readonly c: Country;
  readonly nameCasing: NameCasing;
  readonly today: Ymd;

  constructor(r: Rng, c: Country, nameCasing: NameCasing) {
    this.r = r;
    this.c = c;
    this.nameCasing = nameCasing;
    this.today = randomYmd(r, 2020, 2026);
  }

  person(role: Role, female?: boolean): Person {
    const origin = this.r.weighted(this.c.origins);
    const f = female ?? this.r.chance(0.5);
    const given = this.r.pick(f ? origin.female : origin.male);
    const dob = role === "PTName" ? randomYmd(this.r, 1928, 2004) : randomYmd(this.r, 1955, 1998);
    let surname = this.r.pick(origin.surnames);
    if (origin.style === "two-surnames" && this.r.chance(0.6))
      surname = `${surname} ${this.r.pick(origin.surnames)}`;
    return { role, origin, female: f, given, surname, dob };
  }

  private bit(text: string, type: string, kind: string, slot: string, group: string, origin = "-"): Bit {
    return { text, phi: { type, kind, slot, origin, group } };
  }

  /** The written name in `form`, following the origin's custom. */
  nameText(p: Person, form: NameForm): string {
    const { given, surname, origin } = p;
    switch (origin.style) {
      case "family-first":
        if (form === "given") return given;
        if (form === "short" || form === "initial") return surname;
        if (form === "caps-surname") return `${surname.toUpperCase()} ${given}`;
        return `${surname} ${given}`;
      case "malay": {
        const full = `${given} ${p.female ? this.r.pick(["binte", "bte", "binti"]) : this.r.pick(["bin", "b."])} ${surname}`;
        if (form === "given" || form === "short" || form === "initial") return given;
        return form === "caps-surname" ? full.toUpperCase() : full;
      }
      case "tamil-sg": {
        const full = `${given} ${p.female ? "d/o" : "s/o"} ${surname}`;
        if (form === "given" || form === "short" || form === "initial") return given;
        return form === "caps-surname" ? full.toUpperCase() : full;
      }
      case "initial-first":
        if (form === "given") return given;
        if (form === "short") return surname;
        if (form === "initial" || form === "caps-surname") return `${surname[0]}. ${given}`;
        if (form === "formal") return `${surname}, ${given}`;
        return `${given} ${surname}`;
      default:
        if (form === "given") return given;
        if (form === "short") return surname;
        if (form === "formal") return `${surname}, ${given}`;
        if (form === "caps-surname") return `${surname.toUpperCase()} ${given}`;
        if (form === "initial") return `${given[0]}. ${surname}`;
        return `${given} ${surname}`;
    }
  }

  name(p: Person, form: NameForm, slot: string): Bit {
    const base = this.bit(this.nameText(p, form), p.role, `name-${form}`, slot, "name", p.origin.name);
    if (this.nameCasing === "as typed" || !this.r.chance(0.5)) return base;
    return { ...base, caseAs: this.nameCasing === "some names lower" ? "lower" : "upper" };
  }

  /** A title for a person (not PHI). */
  title(p: Person): string {
    if (p.role === "HCPName") return this.r.pick(["Dr ", "Dr. ", "Dr ", "Prof ", "Dr "]);
    if (p.origin.style === "malay") return p.female ? this.r.pick(["Pn ", "Cik ", "Mdm "]) : "Encik ";
    if (p.origin.style === "family-first" || p.origin.style === "tamil-sg") return p.female ? "Mdm " : "Mr ";
    return p.female ? this.r.pick(["Mrs ", "Ms ", "Miss "]) : this.r.pick(["Mr ", "Mr. "]);
  }

  fmt(t: Ymd, slot: string, force?: DateFormat): Bit {
    const f = force ?? this.r.weighted(this.c.dateFormats);
    return this.bit(formatYmd(t, f), "Date", `date ${f}`, slot, "date");
  }

  /** A date up to a year before the document. */
  date(slot: string, force?: DateFormat): Bit {
    const back = this.r.int(1, 360);
    const m0 = this.today.m - Math.floor(back / 30) - 1;
    const y = this.today.y + Math.floor(m0 / 12);
    const m = ((m0 % 12) + 12) % 12;
    return this.fmt({ y, m: m + 1, d: this.r.int(1, 28) }, slot, force);
  }

  /** A date up to six months after the document (a review, an appointment). */
  later(slot: string, force?: DateFormat): Bit {
    const m0 = this.today.m - 1 + this.r.int(1, 6);
    return this.fmt(
      { y: this.today.y + Math.floor(m0 / 12), m: (m0 % 12) + 1, d: this.r.int(1, 28) },
      slot,
      force,
    );
  }

  todayIs(slot: string, force?: DateFormat): Bit {
    return this.fmt(this.today, slot, force);
  }

  dob(p: Person, slot: string): Bit {
    return this.fmt(p.dob, slot);
  }

  year(slot: string, y?: number): Bit {
    return this.bit(String(y ?? this.r.int(1990, this.today.y)), "DateYear", "year", slot, "year");
  }

  /** The age in years at the document date; over 89 it is PHI. */
  ageOf(p: Person, slot: string): Bit {
    const age = this.today.y - p.dob.y;
    return age > 89 ? this.bit(String(age), "Age", "age-over-89", slot, "age") : { text: String(age) };
  }

  phone(slot: string, kind?: string): Bit {
    const pool = kind === undefined ? this.c.phones : this.c.phones.filter((m) => m.kind.includes(kind));
    const m = this.r.pick(pool.length > 0 ? pool : this.c.phones);
    return this.bit(m.make(this.r), "Phone", m.kind, slot, "phone");
  }

  idOf(m: IdMaker, slot: string, p?: Person): Bit {
    const who =
      p === undefined ? undefined : { surname: p.surname, given: p.given, female: p.female, dob: p.dob };
    return this.bit(m.make(this.r, who), "ID", m.checked ? `${m.kind} (checked)` : m.kind, slot, m.group);
  }

  /** A patient identifier of `group` (any when omitted), with its label. */
  patientId(slot: string, p: Person, group?: string): [string, Bit] {
    const pool = group === undefined ? this.c.patientIds : this.c.patientIds.filter((m) => m.group === group);
    const m = this.r.pick(pool.length > 0 ? pool : this.c.patientIds);
    return [m.label, this.idOf(m, slot, p)];
  }

  clinicianId(slot: string, p: Person): [string, Bit] {
    const m = this.r.pick(this.c.clinicianIds);
    return [m.label, this.idOf(m, slot, p)];
  }

  address(slot: string, sep?: string): Bit[] {
    return this.c
      .address(this.r)
      .map((b) =>
        typeof b === "string"
          ? { text: sep !== undefined && b === ", " ? sep : b }
          : this.bit(b.text, "Location", b.kind, slot, b.group),
      );
  }

  place(kind: "hospital" | "clinic" | "pharmacy" | "employer" | "school", slot: string): Bit {
    const list =
      kind === "hospital"
        ? this.c.hospitals
        : kind === "clinic"
          ? this.c.clinics
          : kind === "pharmacy"
            ? this.c.pharmacies
            : kind === "employer"
              ? this.c.employers
              : this.c.schools;
    return this.bit(this.r.pick(list), "Location", `${this.c.code.toLowerCase()}-${kind}`, slot, "facility");
  }

  /** A town or suburb alone: the address's first labelled part after the street line. */
  town(slot: string): Bit {
    const named = this.c.townNames;
    if (named !== undefined)
      return this.bit(this.r.pick(named), "Location", `${this.c.code.toLowerCase()}-town`, slot, "address");
    const parts = this.c.address(this.r).filter((b) => typeof b !== "string" && b.group === "address");
    const last = parts[parts.length - 1];
    const text = typeof last === "string" || last === undefined ? "Town" : last.text;
    return this.bit(text, "Location", `${this.c.code.toLowerCase()}-town`, slot, "address");
  }

  email(p: Person, slot: string): Bit {
    const clean = (s: string): string =>
      s
        .normalize("NFD")
        .replace(/[^A-Za-z]/g, "")
        .toLowerCase();
    const local = this.r.pick([
      `${clean(p.given)}.${clean(p.surname)}`,
      `${clean(p.given)}${this.r.int(1, 99)}`,
      `${clean(p.given)[0]}${clean(p.surname)}`,
    ]);
    return this.bit(`${local}@${this.r.pick(this.c.emailDomains)}`, "Email", "email", slot, "email");
  }

  /** Any other identifier (incident, claim, vehicle) with its own maker. */
  other(text: string, kind: string, slot: string, type = "ID", group = "other-id"): Bit {
    return this.bit(text, type, kind, slot, group);
  }
}
