/**
 * Makers of PHI values for one fresh document: people (with their origin), dates in British and
 * American formats, phone numbers, identifiers, addresses and organisations. Every maker returns a
 * `Val` carrying the gold type and tags; the layouts decide the slot.
 */
import { Val } from "./doc.ts";
import { NICKNAMES, ORIGINS, type Origin } from "./names.ts";
import * as P from "./places.ts";
import type { Rand } from "./rng.ts";

export type Locale = "uk" | "us";

export interface Person {
  readonly given: string;
  readonly surname: string;
  readonly origin: string;
  readonly nickname?: string;
  readonly type: "PTName" | "HCPName" | "RelativeProxyName";
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

function ordinal(d: number): string {
  if (d % 10 === 1 && d !== 11) return `${d}st`;
  if (d % 10 === 2 && d !== 12) return `${d}nd`;
  if (d % 10 === 3 && d !== 13) return `${d}rd`;
  return `${d}th`;
}

const pad = (n: number): string => String(n).padStart(2, "0");

export class World {
  readonly rng: Rand;
  readonly locale: Locale;
  /** The document's "today": year, month (1-12), day. */
  readonly year: number;
  readonly month: number;
  readonly day: number;

  constructor(rng: Rand, locale: Locale) {
    this.rng = rng;
    this.locale = locale;
    this.year = rng.int(2018, 2026);
    this.month = rng.int(1, 12);
    this.day = rng.int(1, 28);
  }

  // ---- people ----

  origin(): Origin {
    return this.rng.pick(ORIGINS);
  }

  person(type: Person["type"]): Person {
    const r = this.rng;
    if (r.chance(0.06)) {
      const [given, nickname] = r.pick(NICKNAMES);
      const o = this.origin();
      return { given, surname: r.pick(o.surnames), origin: `nickname+${o.name}`, nickname, type };
    }
    const o = this.origin();
    // A minority mix origins (married names, double-barrelled family names).
    let surname = r.pick(o.surnames);
    if (r.chance(0.06)) surname = `${surname}-${r.pick(this.origin().surnames)}`;
    return { given: r.pick(o.given), surname, origin: o.name, type };
  }

  private nameVal(p: Person, text: string, kind: string, slot: string): Val {
    return new Val(text, { type: p.type, kind, slot, origin: p.origin });
  }

  /** Given and surname: "Ngozi Eze". */
  full(p: Person, slot: string): Val {
    return this.nameVal(p, `${p.given} ${p.surname}`, "name-full", slot);
  }
  /** "EZE, Ngozi" or "Eze, Ngozi". */
  lastFirst(p: Person, slot: string, upperLast = false): Val {
    return this.nameVal(
      p,
      `${upperLast ? p.surname.toUpperCase() : p.surname}, ${p.given}`,
      upperLast ? "name-LAST-comma-first" : "name-last-comma-first",
      slot,
    );
  }
  surname(p: Person, slot: string): Val {
    return this.nameVal(p, p.surname, "name-surname", slot);
  }
  given(p: Person, slot: string): Val {
    return this.nameVal(p, p.given, "name-given", slot);
  }
  nick(p: Person, slot: string): Val {
    return this.nameVal(p, p.nickname ?? p.given, p.nickname === undefined ? "name-given" : "nickname", slot);
  }
  /** "N. Eze" or "N Eze". */
  initialSurname(p: Person, slot: string): Val {
    const dot = this.rng.chance(0.5) ? "." : "";
    return this.nameVal(p, `${[...p.given][0]}${dot} ${p.surname}`, "name-initial-surname", slot);
  }
  /** Any of the written forms of a name, for prose. */
  anyName(p: Person, slot: string): Val {
    return this.rng.weighted<() => Val>([
      [5, () => this.full(p, slot)],
      [2, () => this.surname(p, slot)],
      [2, () => this.given(p, slot)],
      [1, () => this.initialSurname(p, slot)],
      [1, () => this.lastFirst(p, slot)],
    ])();
  }

  // ---- dates ----

  /** A date within a few years of the document date, written in the locale's formats. */
  date(slot: string, opts: { yearsBack?: number; forceFormat?: string } = {}): Val {
    const r = this.rng;
    const y = this.year - r.int(0, opts.yearsBack ?? 1);
    const m = r.int(1, 12);
    const d = r.int(1, 28);
    return this.writeDate(y, m, d, slot, opts.forceFormat);
  }

  /** Date of birth: 18-101 years before. */
  dob(slot: string): Val {
    const r = this.rng;
    return this.writeDate(this.year - r.int(18, 101), r.int(1, 12), r.int(1, 28), slot);
  }

  today(slot: string): Val {
    return this.writeDate(this.year, this.month, this.day, slot);
  }

  writeDate(y: number, m: number, d: number, slot: string, force?: string): Val {
    const r = this.rng;
    const mon = MONTHS[m - 1] as string;
    const uk: [number, string][] = [
      [5, "dd/mm/yyyy"],
      [2, "d/m/yy"],
      [3, "d Mon yyyy"],
      [2, "dth Month yyyy"],
      [1, "dd.mm.yyyy"],
      [1, "dd-MON-yyyy"],
      [1, "d Month"],
      [1, "dth of Month"],
      [1, "dd/mm"],
    ];
    const us: [number, string][] = [
      [5, "mm/dd/yyyy"],
      [2, "m/d/yy"],
      [3, "Month d, yyyy"],
      [1, "Mon d"],
      [2, "yyyy-mm-dd"],
      [1, "m-d-yyyy"],
      [1, "Mon. dth"],
      [1, "m/d"],
    ];
    const f = force ?? r.weighted(this.locale === "uk" ? uk : us);
    const text: string = {
      "dd/mm/yyyy": `${pad(d)}/${pad(m)}/${y}`,
      "d/m/yy": `${d}/${m}/${pad(y % 100)}`,
      "d Mon yyyy": `${d} ${mon.slice(0, 3)} ${y}`,
      "dth Month yyyy": `${ordinal(d)} ${mon} ${y}`,
      "dd.mm.yyyy": `${pad(d)}.${pad(m)}.${y}`,
      "dd-MON-yyyy": `${pad(d)}-${mon.slice(0, 3).toUpperCase()}-${y}`,
      "d Month": `${d} ${mon}`,
      "dth of Month": `${ordinal(d)} of ${mon}`,
      "dd/mm": `${pad(d)}/${pad(m)}`,
      "mm/dd/yyyy": `${pad(m)}/${pad(d)}/${y}`,
      "m/d/yy": `${m}/${d}/${pad(y % 100)}`,
      "Month d, yyyy": `${mon} ${d}, ${y}`,
      "Mon d": `${mon.slice(0, 3)} ${d}`,
      "yyyy-mm-dd": `${y}-${pad(m)}-${pad(d)}`,
      "m-d-yyyy": `${m}-${d}-${y}`,
      "Mon. dth": `${mon.slice(0, 3)}. ${ordinal(d)}`,
      "m/d": `${m}/${d}`,
    }[f] as string;
    return new Val(text, { type: "Date", kind: `date-${f}`, slot, origin: "-" });
  }

  /** An age over 89 (PHI) as the bare number. */
  oldAge(slot: string): Val {
    return new Val(String(this.rng.int(90, 104)), { type: "Age", kind: "age-90plus", slot, origin: "-" });
  }

  // ---- contact ----

  phone(slot: string): Val {
    const r = this.rng;
    const uk: [number, () => [string, string]][] = [
      [3, () => [`07700 ${r.digits(6)}`, "uk-mobile"]],
      [2, () => [`+44 7${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`, "uk-mobile-intl"]],
      [3, () => [`01${r.digits(3)} ${r.digits(6)}`, "uk-landline"]],
      [2, () => [`(01${r.digits(2)}) ${r.digits(3)} ${r.digits(4)}`, "uk-landline-brackets"]],
      [1, () => [`020 ${r.digits(4)} ${r.digits(4)}`, "uk-london"]],
      [1, () => [`0${r.digits(10)}`, "uk-unspaced"]],
    ];
    const us: [number, () => [string, string]][] = [
      [3, () => [`(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, "us-brackets"]],
      [3, () => [`${r.int(201, 989)}-${r.int(200, 989)}-${r.digits(4)}`, "us-dashes"]],
      [2, () => [`${r.int(201, 989)}.${r.int(200, 989)}.${r.digits(4)}`, "us-dots"]],
      [1, () => [`+1 ${r.int(201, 989)} ${r.int(200, 989)} ${r.digits(4)}`, "us-intl"]],
      [1, () => [`1-800-${r.int(200, 989)}-${r.digits(4)}`, "us-tollfree"]],
    ];
    const [text, kind] = r.weighted(this.locale === "uk" ? uk : us)();
    return new Val(text, { type: "Phone", kind, slot, origin: "-" });
  }

  email(p: Person | undefined, slot: string): Val {
    const r = this.rng;
    const ascii = (s: string) =>
      s
        .normalize("NFD")
        .replace(/[^A-Za-z]/g, "")
        .toLowerCase();
    const local =
      p === undefined
        ? r.pick(["referrals", "admin.team", "cardiology.secretaries", "ward7", "records"])
        : r.pick([
            `${ascii(p.given)}.${ascii(p.surname)}`,
            `${ascii(p.given)[0]}${ascii(p.surname)}${r.int(1, 99)}`,
            `${ascii(p.surname)}_${ascii(p.given)}`,
          ]);
    const domain =
      p?.type === "PTName" || p?.type === "RelativeProxyName"
        ? r.pick(["gmail.com", "yahoo.co.uk", "hotmail.com", "outlook.com", "icloud.com", "btinternet.com"])
        : this.locale === "uk"
          ? r.pick(["nhs.net", "wvuh.nhs.uk", "nhsfife.scot.nhs.uk", "mpennine.nhs.uk"])
          : r.pick(["adena.org", "sanfordhealth.org", "bronsonhg.org", "ihs.gov", "dch.org"]);
    return new Val(`${local}@${domain}`, { type: "Email", kind: "email", slot, origin: "-" });
  }

  url(slot: string): Val {
    const r = this.rng;
    const text = r.pick([
      `https://portal.${r.pick(["adena", "sanfordhealth", "bronsonhg", "wvuh"])}.org/msg/${r.digits(7)}`,
      `www.${r.pick(["ashgrovemedicalcentre", "thewillowssurgery", "riverbendfm"])}.co.uk`,
      `http://10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}/pacs/viewer?acc=${r.digits(8)}`,
      `https://mychart.${r.pick(["kernmedical", "lowellgeneral", "baptisthealth"])}.com/`,
    ]);
    return new Val(text, { type: "URL", kind: "url", slot, origin: "-" });
  }

  ip(slot: string): Val {
    const r = this.rng;
    return new Val(`${r.pick(["10", "172", "192"])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, {
      type: "IP",
      kind: "ipv4",
      slot,
      origin: "-",
    });
  }

  // ---- identifiers ----

  id(kind: string, slot: string): Val {
    const r = this.rng;
    const make: Record<string, () => string> = {
      nhs: () => `${r.digits(3)} ${r.digits(3)} ${r.digits(4)}`,
      "nhs-unspaced": () => r.digits(10),
      chi: () => `${pad(r.int(1, 28))}${pad(r.int(1, 12))}${r.digits(6)}`,
      "hospital-number": () => `${r.letters(1)}${r.digits(7)}`,
      mrn: () => r.digits(r.int(7, 9)),
      "mrn-prefixed": () => `MR-${r.digits(6)}`,
      account: () => `${r.digits(4)}-${r.digits(6)}`,
      "member-id": () => `${r.letters(3)}${r.digits(9)}`,
      "group-number": () => `GRP${r.digits(6)}`,
      gmc: () => r.digits(7),
      nmc: () => `${r.digits(2)}${r.letters(1)}${r.digits(4)}${r.letters(1)}`,
      npi: () => `1${r.digits(9)}`,
      dea: () => `${r.letters(2)}${r.digits(7)}`,
      "state-licence": () => `${r.letters(1)}${r.digits(5)}`,
      "uk-plate": () => `${r.letters(2)}${r.digits(2)} ${r.letters(3)}`,
      "us-plate": () => `${r.digits(1)}${r.letters(3)}${r.digits(3)}`,
      "device-serial": () => `SN-${r.digits(4)}-${r.letters(2)}${r.digits(3)}`,
      incident: () => `${r.digits(6)}-${r.digits(4)}`,
      "lab-accession": () => `${r.letters(2)}${pad(this.year % 100)}-${r.digits(6)}`,
      "prior-auth": () => `PA${r.digits(10)}`,
      "case-ref": () => `SC/${this.year}/${r.digits(5)}`,
      "rx-number": () => r.digits(7),
    };
    const f = make[kind];
    if (f === undefined) throw new Error(`unknown id kind ${kind}`);
    return new Val(f(), { type: "ID", kind, slot, origin: "-" });
  }

  ssn(slot: string): Val {
    const r = this.rng;
    return new Val(`${r.int(101, 665)}-${pad(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, "0")}`, {
      type: "SSN",
      kind: "ssn",
      slot,
      origin: "-",
    });
  }

  // ---- places ----

  private loc(text: string, kind: string, slot: string): Val {
    return new Val(text, { type: "Location", kind, slot, origin: "-" });
  }

  town(slot: string): Val {
    return this.loc(
      this.rng.pick(this.locale === "uk" ? P.UK_TOWNS : P.US_TOWNS),
      `${this.locale}-town`,
      slot,
    );
  }

  street(slot: string): Val {
    const r = this.rng;
    if (this.locale === "uk") {
      const base = `${r.int(1, 240)} ${r.pick(P.UK_STREET_NAMES)} ${r.pick(P.UK_STREET_TYPES)}`;
      return this.loc(r.chance(0.2) ? `${r.pick(P.UK_HOUSE_NAMES)}, ${base}` : base, "uk-street", slot);
    }
    const base = `${r.int(10, 9899)} ${r.chance(0.2) ? `${r.pick(["N", "S", "E", "W"])} ` : ""}${r.pick(P.US_STREET_NAMES)} ${r.pick(P.US_STREET_TYPES)}`;
    return this.loc(r.chance(0.2) ? `${base} ${r.pick(P.US_UNITS)}` : base, "us-street", slot);
  }

  postcode(slot: string): Val {
    const r = this.rng;
    if (this.locale === "uk") {
      const area = r.pick(P.UK_POSTCODE_AREAS);
      const sp = r.chance(0.85) ? " " : "";
      return this.loc(`${area}${r.int(1, 29)}${sp}${r.int(1, 9)}${r.letters(2)}`, "uk-postcode", slot);
    }
    const zip = `${r.pick(P.US_ZIP_PREFIXES)}${r.digits(2)}`;
    return this.loc(r.chance(0.2) ? `${zip}-${r.digits(4)}` : zip, "us-zip", slot);
  }

  state(): string {
    return this.rng.pick(P.US_STATES);
  }

  hospital(slot: string): Val {
    return this.locale === "uk"
      ? this.loc(this.rng.pick(P.UK_HOSPITALS), "uk-hospital", slot)
      : this.loc(this.rng.pick(P.US_HEALTH_SYSTEMS), "us-health-system", slot);
  }
  trust(slot: string): Val {
    return this.loc(this.rng.pick(P.NHS_TRUSTS), "nhs-trust", slot);
  }
  practice(slot: string): Val {
    return this.locale === "uk"
      ? this.loc(this.rng.pick(P.UK_GP_PRACTICES), "gp-practice", slot)
      : this.loc(this.rng.pick(P.US_CLINICS), "us-clinic", slot);
  }
  careHome(slot: string): Val {
    return this.loc(this.rng.pick(P.UK_CARE_HOMES), "care-home", slot);
  }
  ward(slot: string): Val {
    return this.loc(this.rng.pick(P.WARDS), "named-ward", slot);
  }
  employer(slot: string): Val {
    return this.loc(this.rng.pick(this.locale === "uk" ? P.UK_EMPLOYERS : P.US_EMPLOYERS), "employer", slot);
  }
  insurer(slot: string): Val {
    return this.loc(this.rng.pick(this.locale === "uk" ? P.UK_INSURERS : P.INSURERS), "insurer", slot);
  }
  pharmacy(slot: string): Val {
    return this.loc(this.rng.pick(P.PHARMACIES), "pharmacy", slot);
  }
}
