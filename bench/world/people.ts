/**
 * People of a world note and the ways their names are written: given-first, surname-first
 * (Singapore Chinese), Malay `bin`/`binte`, Indian `s/o`/`d/o`, Tamil initial-first, `SURNAME, Given`.
 */
import type { NameOrigin } from "./kit.ts";
import type { Rng } from "./rng.ts";

export type Role = "PTName" | "HCPName" | "RelativeProxyName";

export interface Person {
  readonly role: Role;
  readonly origin: NameOrigin;
  readonly female: boolean;
  readonly given: string;
  readonly surname: string;
}

export function makePerson(r: Rng, role: Role, origins: readonly NameOrigin[]): Person {
  const origin = r.pick(origins);
  const female = r.chance(0.5);
  return {
    role,
    origin,
    female,
    given: r.pick(female ? origin.female : origin.male),
    surname: r.pick(origin.surnames),
  };
}

/** Name renderings; each is one gold span. */
export type NameShape = "full" | "formal" | "surname" | "given" | "last-first" | "initial-surname";

/** The name as `shape`, with a kind label for the report. */
export function renderName(p: Person, shape: NameShape): { text: string; kind: string } {
  const { given, surname, origin } = p;
  const initial = `${given.charAt(0)}.`;
  switch (shape) {
    case "full":
      switch (origin.form) {
        case "surname-first":
          return { text: `${surname} ${given}`, kind: "surname-first" };
        case "malay":
          return {
            text: `${given} ${p.female ? "binte" : "bin"} ${surname}`,
            kind: p.female ? "binte" : "bin",
          };
        case "indian-so":
          return { text: `${given} ${p.female ? "d/o" : "s/o"} ${surname}`, kind: p.female ? "d/o" : "s/o" };
        case "initial-first":
          return { text: `${surname.charAt(0)}. ${given}`, kind: "father-initial-given" };
        default:
          return { text: `${given} ${surname}`, kind: "given-surname" };
      }
    case "formal":
      // What follows a title: the surname, except where the given name is the personal name.
      if (origin.form === "malay" || origin.form === "indian-so" || origin.form === "initial-first")
        return { text: given, kind: "title-given" };
      return { text: surname, kind: "surname" };
    case "surname":
      return origin.form === "malay" || origin.form === "indian-so" || origin.form === "initial-first"
        ? { text: given, kind: "given-as-surname" }
        : { text: surname, kind: "surname" };
    case "given":
      return { text: given, kind: "given" };
    case "last-first":
      return origin.form === "surname-first"
        ? { text: `${surname.toUpperCase()} ${given}`, kind: "SURNAME-given" }
        : { text: `${surname.toUpperCase()}, ${given}`, kind: "SURNAME, given" };
    case "initial-surname":
      return origin.form === "surname-first"
        ? {
            text: `${surname} ${given
              .split(" ")
              .map((g) => g.charAt(0))
              .join("")}`,
            kind: "surname-initials",
          }
        : { text: `${initial} ${surname}`, kind: "initial-surname" };
  }
}

export function title(r: Rng, p: Person): string {
  if (p.role === "HCPName") return r.pick(["Dr ", "Dr. ", "Dr ", "Prof. ", "Sr "]);
  if (p.origin.form === "malay") return r.pick([p.female ? "Cik " : "Encik ", p.female ? "Pn " : "En ", ""]);
  if (p.origin.form === "surname-first") return r.pick([p.female ? "Mdm " : "Mr ", p.female ? "Ms " : "Mr "]);
  if (p.origin.form === "indian-so" || p.origin.form === "initial-first")
    return r.pick([p.female ? "Smt. " : "Shri ", p.female ? "Mrs " : "Mr ", ""]);
  return r.pick([p.female ? "Mrs " : "Mr ", p.female ? "Ms " : "Mr ", p.female ? "Miss " : "Mr "]);
}
