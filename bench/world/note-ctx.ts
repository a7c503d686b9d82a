/**
 * One world note's context: its country kit, its town, and makers of labelled PHI pieces (names
 * with their casing, phones, identifiers, addresses, facilities, dates, ages).
 */
import { formatDate, randomDate, type Ymd } from "./dates.ts";
import { EXTRAS } from "./extras/index.ts";
import { type EventPurpose, FOREIGN_REGISTRATIONS, UNITS } from "./extras/kit-extra.ts";
import type { AddressBit, CountryKit, Maker, Town } from "./kit.ts";
import { makePerson, type NameShape, type Person, type Role, renderName, title } from "./people.ts";
import type { Piece } from "./piece.ts";
import type { Rng } from "./rng.ts";

export type FacilityWant = "care" | "employer" | "school" | "insurer" | "any";

function fits(kind: string, want: FacilityWant): boolean {
  if (want === "any") return true;
  if (want === "employer" || want === "insurer") return kind === want;
  if (want === "school") return kind.endsWith("-school");
  return kind !== "employer" && kind !== "insurer" && !kind.endsWith("-school");
}

/** How names are cased inside a mixed-case note. */
export type NameCasing = "as written" | "a name in lower case" | "a name in capitals";

export class NoteCtx {
  readonly r: Rng;
  readonly kit: CountryKit;
  readonly town: Town;
  readonly nameCasing: NameCasing;
  /** The document date. */
  readonly today: Ymd;

  constructor(r: Rng, kit: CountryKit, nameCasing: NameCasing) {
    this.r = r;
    this.kit = kit;
    this.town = r.pick(kit.towns);
    this.nameCasing = nameCasing;
    this.today = randomDate(r, 2019, 2025);
  }

  person(role: Role): Person {
    return makePerson(this.r, role, this.kit.origins);
  }

  private val(text: string, type: string, kind: string, slot: string, group: string, origin = "-"): Piece {
    return { text, phi: { type, kind, slot, origin, group } };
  }

  /** A name as `shape` in `slot`; inside a mixed-case note, sometimes in capitals or lower case. */
  name(p: Person, shape: NameShape, slot: string): Piece {
    const { text, kind } = renderName(p, shape);
    const base = this.val(text, p.role, kind, slot, "name", p.origin.name);
    if (this.nameCasing === "as written" || !this.r.chance(0.5)) return base;
    return { ...base, caseAs: this.nameCasing === "a name in lower case" ? "lower" : "upper" };
  }

  /** Title (not PHI) and name: "Dr " + surname, "Encik " + given, "Mdm " + surname. */
  titled(p: Person, slot: string): Piece[] {
    return [{ text: title(this.r, p) }, this.name(p, this.r.chance(0.3) ? "full" : "formal", slot)];
  }

  phone(slot: string, maker?: Maker): Piece {
    const m = maker ?? this.r.pick(this.kit.phones.filter((p) => p.kind !== "pager" && p.kind !== "in-ext"));
    return this.val(m.make(this.r), "Phone", m.kind, slot, "phone");
  }

  pager(slot: string): Piece {
    const m = this.kit.phones.find((p) => p.kind === "pager" || p.kind === "in-ext");
    return m === undefined ? this.phone(slot) : this.val(m.make(this.r), "Phone", m.kind, slot, "phone");
  }

  /** An identifier with its label: ["Medicare No: ", piece]. */
  id(slot: string, group?: string): [string, Piece] {
    const pool = group === undefined ? this.kit.ids : this.kit.ids.filter((m) => m.group === group);
    const m = this.r.pick(pool.length > 0 ? pool : this.kit.ids);
    return [m.label, this.idOf(m, slot)];
  }

  idOf(m: Maker, slot: string): Piece {
    const kind = m.checked === true ? `${m.kind} (checked)` : m.kind;
    return this.val(m.make(this.r), "ID", kind, slot, m.group);
  }

  registration(slot: string): [string, Piece] {
    const m = this.r.pick(this.kit.registrations);
    return [m.label, this.idOf(m, slot)];
  }

  /** A whole address; bits that are states or countries stay unlabelled. */
  address(slot: string, sep?: string): Piece[] {
    const bits: AddressBit[] = this.kit.address(this.r, this.town);
    return bits.map((b) =>
      typeof b === "string"
        ? { text: sep !== undefined && b === ", " ? sep : b }
        : this.val(
            b.text,
            "Location",
            b.kind,
            slot,
            b.kind.endsWith("postcode") ||
              b.kind.includes("postal-code") ||
              b.kind.startsWith("ie-eircode") ||
              b.kind.startsWith("in-pin")
              ? "postcode"
              : "address",
          ),
    );
  }

  street(slot: string): Piece {
    const s = this.kit.street(this.r);
    return this.val(s.text, "Location", s.kind, slot, "address");
  }

  /** A street named without its house number ("lives on Kōwhai Road"). */
  streetName(slot: string): Piece {
    let s = this.kit.street(this.r);
    for (let k = 0; k < 40 && !/^(No )?\d+[A-Z]? [A-Za-zÀ-ž]/.test(s.text); k++) s = this.kit.street(this.r);
    const text = s.text.replace(/^(No )?\d+[A-Z]? /, "");
    return this.val(text, "Location", "street-name-only", slot, "address");
  }

  townName(slot: string): Piece {
    return this.val(
      this.r.pick(this.kit.towns).name,
      "Location",
      `${this.kit.code.toLowerCase()}-town`,
      slot,
      "address",
    );
  }

  postcode(slot: string): Piece {
    const p = this.kit.postcode(this.r, this.town);
    return this.val(p.text, "Location", p.kind, slot, "postcode");
  }

  /** A facility of the kind the sentence needs: a place of care, an employer, a school, or any. */
  facility(slot: string, want: FacilityWant = "any"): Piece {
    let f = this.kit.facility(this.r, this.r.pick(this.kit.towns));
    for (let k = 0; k < 40 && !fits(f.kind, want); k++)
      f = this.kit.facility(this.r, this.r.pick(this.kit.towns));
    const piece = this.val(f.text, "Location", f.kind, slot, "facility");
    // Letterheads and stamps write a facility in capitals inside a mixed-case note.
    return (slot === "letterhead" && this.r.chance(0.5)) || this.r.chance(0.08)
      ? { ...piece, caseAs: "upper" }
      : piece;
  }

  /**
   * A hospital with a unit after it ("Groote Schuur Hospital Trauma Unit", "RPA ED"): the gold span
   * is the hospital alone; the unit is a department every hospital has (docs/evaluation.md).
   */
  facilityUnit(slot: string): Piece[] {
    const f = EXTRAS[this.kit.code].hospital(this.r);
    return [this.val(f.text, "Location", f.kind, slot, "facility"), { text: ` ${this.r.pick(UNITS)}` }];
  }

  /** A service reference (ambulance case, police event, coroner's case, claim, accession) with its label. */
  event(purpose: EventPurpose, slot: string): [string, Piece] {
    const pool = EXTRAS[this.kit.code].events.filter((m) => m.purpose === purpose);
    const m = this.r.pick(pool);
    return [m.label, this.idOf(m, slot)];
  }

  /** A visiting or locum clinician's UK or US registration. */
  foreignRegistration(slot: string): [string, Piece] {
    const m = this.r.pick(FOREIGN_REGISTRATIONS);
    return [m.label, this.idOf(m, slot)];
  }

  private formatted(t: Ymd, slot: string, force?: string): Piece {
    const format = force ?? this.r.weighted(this.kit.dateFormats);
    return this.val(formatDate(t, format), "Date", `date-${format}`, slot, "date");
  }

  /** A date within a year before the document date. */
  date(slot: string, force?: string): Piece {
    const t = randomDate(this.r, this.today.y - 1, this.today.y);
    return this.formatted(t, slot, force);
  }

  todayDate(slot: string): Piece {
    return this.formatted(this.today, slot);
  }

  dob(slot: string): Piece {
    return this.formatted(randomDate(this.r, 1928, 2008), slot);
  }

  /** A year alone ("since 2017"). */
  year(slot: string): Piece {
    return this.val(String(this.r.int(1995, this.today.y)), "DateYear", "year", slot, "year");
  }

  /** An age: over 89 it is PHI, otherwise plain text. */
  age(slot: string): Piece {
    if (this.r.chance(0.3)) return this.val(String(this.r.int(90, 104)), "Age", "age-over-89", slot, "age");
    return { text: String(this.r.int(18, 88)) };
  }

  email(p: Person, slot: string): Piece {
    const local = `${p.given}.${p.surname}`
      .normalize("NFD")
      .replace(/[^A-Za-z.]/g, "")
      .toLowerCase();
    const domain = this.r.pick(["example.com", "example.org", "mail.example.net"]);
    return this.val(`${local}${this.r.int(1, 99)}@${domain}`, "Email", "email", slot, "email");
  }

  pick<T>(items: readonly T[]): T {
    return this.r.pick(items);
  }
}
