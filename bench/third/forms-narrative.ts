/**
 * Narrative forms, where names and places sit in weak slots with no field label: ward progress
 * notes (timed entries by several disciplines) and a GP referral e-mail.
 */
import type { Cast, Person } from "./cast.ts";
import { age, familyDoctor } from "./common.ts";
import type { Form } from "./form.ts";
import type { Val } from "./sheet.ts";

const WORKS = [
  "Council",
  "Hardware",
  "Motors",
  "Timber Mill",
  "Bakery",
  "Primary School",
  "Bus Depot",
  "Freight",
];

/** Where someone works: a labelled facility named after the town. */
function employer(c: Cast): Val {
  const head = c.r.pick(WORKS);
  return {
    text: `${c.town.name} ${head}`,
    label: { type: "Location", group: "facility", kind: `employer <town> ${head}`, origin: "-" },
  };
}

const kinShort = (p: Person): string => (p.male ? "son" : "dtr");

const progress: Form = {
  name: "ward progress notes",
  weight: 8,
  write(c, s) {
    const p = c.person("PTName");
    const kin = c.person("RelativeProxyName");
    const reg = c.person("HCPName");
    const physio = c.person("HCPName");
    const day = c.shortDate(c.past(3));
    const t = c.title(p);
    const years = c.today.y - p.dob.y;
    const working = years >= 18 && years <= 75;
    s.line(
      [day, "entry stamp"],
      " 0730 Nursing: settled overnight, obs stable. ",
      [c.name(kin, "given"), "lone given"],
      ` (${kinShort(kin)}) rang at 0600, updated.`,
    );
    s.line(
      [day, "entry stamp"],
      " 1015 Med reg: seen with cons. ",
      age(c, p, "narrative"),
      p.male ? "M" : "F",
      ", transferred from ",
      [c.hospital(true), "after from"],
      " yesterday. Plan d/w ",
      [c.name(kin, "given"), "contact verb"],
      " - ",
      c.r.pick(["aware and agrees", "happy with plan", "wants a family meeting"]),
      ". ",
      [c.name(reg, c.r.pick(["initial", "natural"] as const)), "signature"],
      " (reg)",
    );
    s.line(
      [day, "entry stamp"],
      ` 1400 Physio: mobilised 10 m with ZF. ${t} `,
      [c.name(p, "family"), "possessive"],
      `'s ${kin.male ? "son" : "daughter"} present, says ${p.male ? "he" : "she"} lives alone in `,
      [c.townVal(), "after in"],
      working && " and still works at ",
      working && [employer(c), "after works at"],
      ". ",
      [c.name(physio, "given"), "signature"],
      " PT",
    );
    s.line(
      [day, "entry stamp"],
      " 1630 SW: per ",
      kin.male ? "son " : "daughter ",
      [c.name(kin), "after per"],
      " (",
      [c.phone(), "after per"],
      "), home has 3 steps; ",
      familyDoctor(c.code),
      " is Dr ",
      [c.name(c.person("HCPName"), "family"), "after title"],
      ". @",
      [c.name(reg, "given"), "mention"],
      " pls review meds before d/c.",
    );
  },
};

const referralEmail: Form = {
  name: "GP referral e-mail",
  weight: 6,
  write(c, s) {
    const gp = c.person("HCPName");
    const spec = c.person("HCPName");
    const p = c.person("PTName");
    s.line("From: ", [c.name(gp), "mail header"], " <", [c.email(gp), "mail header"], ">");
    s.line(
      "To: ",
      // A department's shared inbox names no person; it is written without an address.
      c.r.pick(["Outpatient referrals", "OPD bookings", "Triage inbox"]),
    );
    s.line("Sent: ", [c.date(c.today), "mail header"], " 17:42");
    s.line("Subject: urgent referral - ", [
      c.name(p, c.r.pick(["formal", "natural"] as const)),
      "mail subject",
    ]);
    s.line("");
    s.line("Hi ", [c.name(spec, "given"), "salutation"], ",");
    s.line(
      "Could you see ",
      [c.name(p, "given"), "lone given"],
      " (DOB ",
      [c.dob(p), "in brackets"],
      ") soon? ",
      p.male ? "He" : "She",
      " moved here from ",
      [c.townVal(c.r.pick(c.places.towns)), "after from"],
      " in ",
      [c.year(p.dob.y + 1), "after in"],
      " and was under ",
      [c.hospital(true), "after under"],
      " before that. Weight loss 8 kg, ferritin 9, FIT positive.",
    );
    s.line("Best number is ", [c.phone(), "narrative"], ". Thanks, ", [c.name(gp, "given"), "signature"]);
    s.line([c.facility("practice"), "signature"]);
  },
};

export const NARRATIVE_FORMS: readonly Form[] = [progress, referralEmail];
