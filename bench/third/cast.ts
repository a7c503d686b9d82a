/**
 * One document's cast and values: the country, its people (patient, family, staff) and makers of
 * labelled values (names in the forms each population writes, dates, phones, identifiers,
 * addresses, facilities). Every value comes back as a `Val` carrying its gold type, category,
 * kind and origin; the document form gives it a slot when it writes it.
 */
import { DATE_SHAPES, type DateShape, type Ymd } from "./dates.ts";
import { type Code, LOCALES, type Locale } from "./locale.ts";
import { POPULATIONS, type Population } from "./names.ts";
import { PLACES, type Places, type Town } from "./places.ts";
import type { Rand } from "./rng.ts";
import type { Val } from "./sheet.ts";

export interface Person {
  readonly pop: Population;
  readonly given: string;
  readonly family: string;
  readonly male: boolean;
  readonly dob: Ymd;
  readonly role: "PTName" | "RelativeProxyName" | "HCPName";
}

/** How a name is written: `natural` is the population's own full order. */
export type NameForm = "natural" | "formal" | "initial" | "given" | "family" | "lower" | "upper";

const val = (text: string, type: string, group: string, kind: string, origin = "-"): Val => ({
  text,
  label: { type, group, kind, origin },
});

export class Cast {
  readonly loc: Locale;
  readonly places: Places;
  readonly town: Town;
  /** The document's "today". */
  readonly today: Ymd;

  readonly r: Rand;
  readonly code: Code;

  constructor(r: Rand, code: Code) {
    this.r = r;
    this.code = code;
    this.loc = LOCALES[code];
    this.places = PLACES[code] as Places;
    this.town = r.pick(this.places.towns);
    this.today = { y: r.int(2019, 2026), m: r.int(1, 12), d: r.int(1, 28) };
  }

  person(role: Person["role"], male = this.r.chance(0.5)): Person {
    const pop = POPULATIONS[this.r.weigh(this.loc.pops)] as Population;
    // Patients and family over 89 now and then: their age is PHI.
    const young =
      role === "HCPName" ? this.r.int(28, 60) : this.r.chance(0.08) ? this.r.int(90, 103) : this.r.int(1, 88);
    return {
      pop,
      given: this.r.pick(male ? pop.men : pop.women),
      family: gendered(this.r.pick(pop.families), pop.origin, male),
      male,
      dob: { y: this.today.y - young, m: this.r.int(1, 12), d: this.r.int(1, 28) },
      role,
    };
  }

  /** A name in `form`; staff default to an initial or full name, others to the natural order. */
  name(p: Person, form: NameForm = "natural"): Val {
    const { text, kind } = render(p, form, this.r);
    const v = val(text, p.role, "name", `name ${kind}`, p.pop.origin);
    return form === "lower" ? { ...v, as: "lower" } : form === "upper" ? { ...v, as: "upper" } : v;
  }

  title(p: Person): string {
    return this.r.pick(p.male ? this.loc.titlesM : this.loc.titlesF);
  }

  date(t: Ymd = this.past(), shape: DateShape = this.r.pick(this.loc.dates)): Val {
    return val(DATE_SHAPES[shape](t), "Date", "date", `date ${shape}`);
  }

  shortDate(t: Ymd = this.past(90)): Val {
    const shape = this.r.pick(this.loc.shortDates);
    return val(DATE_SHAPES[shape](t), "Date", "date", `date ${shape}`);
  }

  dob(p: Person): Val {
    return this.date(p.dob);
  }

  /** A day within `days` before today. */
  past(days = 400): Ymd {
    const back = this.r.int(0, days);
    const t = new Date(Date.UTC(this.today.y, this.today.m - 1, this.today.d) - back * 86400000);
    return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
  }

  /** A past year, not before `from` (a birth year, so events come after it). */
  year(from = 1975): Val {
    return val(
      String(this.r.int(Math.min(from, this.today.y - 1), this.today.y - 1)),
      "DateYear",
      "year",
      "year yyyy",
    );
  }

  phone(): Val {
    const [text, kind] = this.r.pick(this.loc.phones)(this.r);
    return val(text, "Phone", "phone", kind);
  }

  /** An identifier of this country, with the label it is written after. */
  id(p: Person, group?: "health-id" | "national-id" | "record-id"): { label: string; v: Val } {
    const makers = this.loc.ids.filter((m) => group === undefined || m.group === group);
    const m = this.r.pick(makers.length > 0 ? makers : this.loc.ids);
    const [text, kind] = m.make(this.r, p);
    return { label: m.label, v: val(text, "ID", m.group, kind) };
  }

  clinicianId(): { label: string; v: Val } {
    const [label, text, kind] = this.loc.clinicianId(this.r);
    return { label, v: val(text, "ID", "clinician-id", kind) };
  }

  email(p: Person): Val {
    const local = `${p.given.split(/[ -]/)[0]}.${p.family.replace(/[^A-Za-z]/g, "")}`.toLowerCase();
    const domain = this.r.pick(["example.com", "mail.example.org", "health.example.net", "clinic.example"]);
    return val(`${local}${this.r.int(1, 99)}@${domain}`, "Email", "email", "email");
  }

  hospital(short = this.r.chance(0.5)): Val {
    const list = short ? this.places.hospitalsShort : this.places.hospitalsFull;
    return val(this.r.pick(list), "Location", "facility", short ? "hospital bare" : "hospital full");
  }

  /** A practice, pharmacy or care home of the town, by the country's patterns. */
  facility(kind?: "practice" | "pharmacy" | "care"): Val {
    const fits = this.places.facilities.filter((f) => kind === undefined || facilityKind(f) === kind);
    const shape = this.r.pick(fits.length > 0 ? fits : this.places.facilities);
    const text = shape
      .replace("{town}", this.town.name)
      .replace("{street}", this.r.pick(this.places.streets));
    return val(text, "Location", "facility", `facility ${shape.replace(/\{(\w+)\}/g, "<$1>")}`);
  }

  townVal(t: Town = this.town): Val {
    return val(t.name, "Location", "town", "town");
  }

  /** The postcode of `t`, completed where the country adds a unit part. */
  postcode(t: Town = this.town): Val {
    const r = this.r;
    const L = "ABCEGHJKLMNPRSTVXY";
    switch (this.code) {
      case "CA":
        return val(
          `${t.code} ${r.int(1, 9)}${r.pick([...L])}${r.int(0, 9)}`,
          "Location",
          "postcode",
          "ca-postal A9A 9A9",
        );
      case "IE": {
        const E = "ACDEFHKNPRTVWXY0123456789";
        const tail = [0, 1, 2, 3].map(() => r.pick([...E])).join("");
        return val(`${t.code} ${tail}`, "Location", "postcode", "ie-eircode");
      }
      case "UK":
        return val(
          `${t.code} ${r.int(1, 9)}${r.pick([..."ABDEFGHJLNPQRSTUWXYZ"])}${r.pick([..."ABDEFGHJLNPQRSTUWXYZ"])}`,
          "Location",
          "postcode",
          "uk-postcode",
        );
      case "SG":
        return val(`${t.code}${r.digits(4)}`, "Location", "postcode", "sg-postal 6 digits");
      case "US":
        return val(r.chance(0.3) ? `${t.code}-${r.digits(4)}` : t.code, "Location", "postcode", "us-zip");
      default:
        return val(t.code, "Location", "postcode", `${this.code.toLowerCase()}-postcode`);
    }
  }

  /** The first line of an address in this country's manner. */
  street(): Val {
    const r = this.r;
    const s = r.pick(this.places.streets);
    const type = r.pick(this.places.streetTypes);
    const code = this.code;
    let text: string;
    let kind: string;
    if (code === "SG") {
      text = `Blk ${r.int(100, 899)}${r.pick(["", "A", "B"])} ${s} ${r.int(1, 9)} #${String(r.int(2, 25)).padStart(2, "0")}-${r.int(10, 999)}`;
      kind = "sg-hdb block unit";
    } else if (code === "IN") {
      text = r.chance(0.5)
        ? `Flat ${r.int(1, 9)}0${r.int(1, 8)}, ${s}, ${r.int(1, 12)}th ${type}`
        : `H.No. ${r.int(1, 20)}-${r.int(1, 9)}-${r.int(10, 999)}, ${s}`;
      kind = "in-flat or house number";
    } else if (code === "NG") {
      text = r.chance(0.5)
        ? `Plot ${r.int(1, 400)}, ${s} ${type}`
        : `No. ${r.int(1, 80)} ${s} ${type}, off ${r.pick(this.places.streets)} ${r.pick(this.places.streetTypes)}`;
      kind = "ng-plot or off-street";
    } else if (code === "ZA" && r.chance(0.4)) {
      text = `Stand ${r.int(100, 9999)}, ${r.pick(["Zone", "Section", "Extension"])} ${r.int(1, 12)}`;
      kind = "za-stand";
    } else if ((code === "AU" || code === "NZ") && r.chance(0.4)) {
      text = `${r.int(1, 30)}/${r.int(1, 220)} ${s} ${type}`;
      kind = "unit/number street";
    } else if (code === "IE" && r.chance(0.35)) {
      text = `${r.pick(["Cnoc", "Baile", "Cluain", "Knock", "Bally", "Clon"])}${r.pick(["more", "beg", "anure", "rawley", "derry", "agh"])}`;
      kind = "ie-townland";
    } else if (code === "US" && r.chance(0.3)) {
      text = `${r.int(100, 9999)} ${s} ${type}, Apt ${r.int(1, 40)}${r.pick(["", "B"])}`;
      kind = "us-street apt";
    } else {
      text = `${r.int(1, 250)} ${s} ${type}`.trim();
      kind = "number street";
    }
    return val(text, "Location", "address", kind);
  }

  /** Region words (a state, county or province) are not PHI and stay plain text. */
  region(t: Town = this.town): string {
    return t.region;
  }
}

function facilityKind(shape: string): "practice" | "pharmacy" | "care" {
  if (/Pharmacy|Chem|Drug|Boots|Walgreens|Guardian|Clicks/.test(shape)) return "pharmacy";
  if (/Care|Home|Lodge|Manor|Regis|Frail|Nursing|Rest/.test(shape)) return "care";
  return "practice";
}

/** Irish Ó/Ní and Polish -ski/-ska follow the bearer's sex. */
function gendered(family: string, origin: string, male: boolean): string {
  if (origin === "irish") {
    if (male && family.startsWith("Ní ")) return `Ó ${family.slice(3).replace(/^([BCDFGMPT])h/, "$1")}`;
    if (!male && family.startsWith("Ó ")) return `Ní ${family.slice(2).replace(/^([BCDFGMPT])(?!h)/, "$1h")}`;
  }
  if (origin === "polish") return male ? family.replace(/ska$/, "ski") : family.replace(/ski$/, "ska");
  return family;
}

function initialOf(s: string): string {
  return `${[...s][0] ?? ""}.`;
}

function render(p: Person, form: NameForm, r: Rand): { text: string; kind: string } {
  const { given, family } = p;
  const order = p.pop.order;
  const firstGiven = given.split(" ")[0] ?? given;
  const natural = (): string => {
    switch (order) {
      case "surname-first":
        return `${family} ${given}`;
      case "malay":
        return `${given} ${p.male ? r.pick(["bin", "b."]) : r.pick(["binte", "binti", "bte"])} ${family}`;
      case "tamil-so":
        return `${given} ${p.male ? "s/o" : "d/o"} ${family}`;
      case "initials-first":
        return `${family} ${given}`;
      default:
        return `${given} ${family}`;
    }
  };
  switch (form) {
    case "natural":
    case "lower":
    case "upper":
      return { text: natural(), kind: form === "natural" ? order : `${order} ${form}-cased` };
    case "formal":
      if (order === "surname-first")
        return { text: `${family.toUpperCase()} ${given}`, kind: "SURNAME Given" };
      if (order === "malay" || order === "tamil-so")
        return { text: natural().toUpperCase(), kind: `${order} capitals` };
      if (order === "initials-first")
        return { text: `${given.toUpperCase()} ${family}`, kind: "GIVEN initials" };
      return { text: `${family.toUpperCase()}, ${given}`, kind: "SURNAME, Given" };
    case "initial":
      if (order === "surname-first")
        return {
          text: `${family} ${given
            .split(" ")
            .map((g) => g[0])
            .join("")}`,
          kind: "Surname GI",
        };
      if (order === "initials-first") return { text: `${family} ${given}`, kind: "initials given" };
      if (order === "malay" || order === "tamil-so") return { text: given, kind: "given name(s)" };
      return r.chance(0.5)
        ? { text: `${initialOf(firstGiven)} ${family}`, kind: "I. Surname" }
        : { text: `${family} ${initialOf(firstGiven).replace(".", "")}`, kind: "Surname I" };
    case "given":
      return {
        text: order === "surname-first" || order === "malay" || order === "tamil-so" ? given : firstGiven,
        kind: "given only",
      };
    case "family":
      return order === "malay" || order === "tamil-so" || order === "initials-first"
        ? { text: given, kind: "given after title" }
        : { text: family, kind: "surname only" };
  }
}
