/** More snippet forms of the fifth corpus: ward-round entries, ambulance handovers, GP consultation entries. */
import type { Cast } from "./cast.ts";
import type { Form } from "./forms-letters.ts";
import { type Piece, val, w } from "./label.ts";
import { local } from "./local.ts";
import { healthId, pager, phone, recordId, registration } from "./numbers.ts";
import { address, facility, land } from "./places.ts";

const his = (c: Cast): string => (c.patient.female ? "her" : "his");
const town = (c: Cast): Piece =>
  val("Location", "town", `${c.country}-town`, c.rng.pick(land(c.country).towns));

const wardRound: Form = {
  name: "ward round entry",
  style: (r) => (r.chance(0.15) ? "upper" : "mixed"),
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`WR ${c.date(0)} (${c.dr(0, r.pick(["surname", "initial-surname", "caps-surname"]))}/${c.dr(2, "given")}): day 4 IV abx, CRP 212 -> 96. Plan: oral switch, d/w micro. ${c.relation} ${c.rel("given")} updated at bedside.`,
      () =>
        w`Consultant WR - ${c.title()} ${c.pt("surname")}, ${c.years()}. Frail; DNACPR discussed with ${c.rel(r.pick(["full", "given"]))} (${c.relation}, LPA) who agrees. Bleep ${pager(r, c.country)} if deteriorates.`,
      () =>
        w`PTWR: ${c.pt(r.pick(["surname-first", "lower", "caps"]))} ${recordId(r, c.country).value} - new AKI, hold ramipril, fluids 1 L over 8 h. Seen with ${c.dr(1, "full")} (${r.pick(local(c.country).roles)}).`,
    ])();
  },
};

const ambulance: Form = {
  name: "ambulance handover",
  style: (r) => (r.chance(0.35) ? "upper" : "mixed"),
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`ATMIST: A ${c.years()}${c.patient.female ? "F" : "M"}. T 1342. M fall from ladder at ${facility(r, c.country, "employer")}. I # L wrist. S GCS 15, HR 96. T splinted, entonox. Crew ${c.nurseName("full")}.`,
      () =>
        w`Pt collected from ${address(r, c.country, false)} at 06:10; ${c.relation} ${c.rel()} travelled with pt, contact ${phone(r, c.country, "mobile")}. Incident ${val("ID", "other-id", `${c.country}-incident`, `${r.int(100, 999)}${r.digits(5)}`)}.`,
      () =>
        w`Called by ${facility(r, c.country, "practice")} (${c.dr(1, "full")}) for ${c.pt("full")}, ${c.age()}, query sepsis; found at home in ${town(c)}.`,
    ])();
  },
};

const gpEntry: Form = {
  name: "GP consultation entry",
  style: (r) => (r.chance(0.1) ? "lower" : "mixed"),
  write(c) {
    const r = c.rng;
    const h = healthId(r, c.country);
    return r.pick([
      () =>
        w`${c.date(0, true)} Surgery consultation (${c.dr(1, r.pick(["full", "initial-surname"]))})\nHistory: cough 3/52, non-smoker, works at ${facility(r, c.country, "employer")}.\nPlan: CXR, safety-net; fit note to ${c.date(14)}.`,
      () =>
        w`Telephone encounter with ${c.rel("full")} (${c.relation}, carer) re ${c.pt(r.pick(["given", "full"]))}: more confused since ${c.date(-3)}. Home visit booked. ${h.label} ${h.value}.`,
      () =>
        w`Letter from ${facility(r, c.country, "hospital")} scanned ${c.date(-1)}: ${his(c)} echo shows LVEF 40%. Action: ${c.nurseName("given")} to book review; text sent to ${phone(r, c.country, "mobile")}.`,
    ])();
  },
};

/** Sentences that can stand anywhere in a note, each with a PHI slot; a snippet strings one to three of them. */
const SENTENCES: readonly ((c: Cast) => Piece[])[] = [
  (c) => w`${c.pt()} seen in ${facility(c.rng, c.country, "clinic")} today.`,
  (c) => w`Spoke with ${c.rel()} (${c.relation}) on ${phone(c.rng, c.country, "mobile")}.`,
  (c) => w`Pt's ${c.relation}, ${c.rel("full")}, is NOK.`,
  (c) => w`D/w Dr ${c.drSurname(0)} re ${c.pt("given")}'s INR.`,
  (c) => {
    const rec = recordId(c.rng, c.country);
    return w`${c.pt("surname-first")}, DOB ${c.dob()}, ${rec.label} ${rec.value}.`;
  },
  (c) => w`Lives at ${address(c.rng, c.country, false)} with ${his(c)} ${c.relation}.`,
  (c) => w`Moved here from ${town(c)} in ${c.year()}.`,
  (c) => w`Works night shifts at ${facility(c.rng, c.country, "employer")}.`,
  (c) => w`Grandchild attends ${facility(c.rng, c.country, "school")}.`,
  (c) => w`Results by e-mail to ${c.email()} as requested.`,
  (c) => w`Appt rebooked to ${c.date(c.rng.int(3, 30))} at ${facility(c.rng, c.country, "clinic")}.`,
  (c) => w`Aged ${c.years()}, still lives independently.`,
  (c) => {
    const reg = registration(c.rng, c.country);
    return w`Referred by ${c.dr(1, "full")} (${reg.label} ${reg.value}).`;
  },
  (c) => w`Bleep ${pager(c.rng, c.country)} for Dr ${c.dr(0, "given")} if concerned.`,
  (c) => w`Transferred to ${facility(c.rng, c.country, "ward")} on ${c.date(1)}.`,
  (c) => {
    const h = healthId(c.rng, c.country);
    return w`${h.label} ${h.value} verified at check-in.`;
  },
  (c) => w`Contact ${c.nurseName()} on ext ${pager(c.rng, c.country)}.`,
  (c) => w`${c.initials()} consented for clinical photographs.`,
  (c) =>
    w`${c.rel(c.rng.pick(["given", "full"]))} (${c.relation}) has the spare key - ${phone(c.rng, c.country, "mobile")}.`,
  (c) =>
    w`Seen at ${facility(c.rng, c.country, "hospital")} on ${c.date(-c.rng.int(5, 90), true)}, see letter.`,
  (c) => w`Family set up ${c.url()} for travel costs.`,
  (c) =>
    w`Last seen by ${c.dr(2, c.rng.pick(["lower", "full", "caps-surname"]))} at the ${town(c)} outreach clinic.`,
  (c) => w`${facility(c.rng, c.country, "practice")} informed ${c.date(0)}.`,
  (c) => w`${c.title()} ${c.pt("surname")} declined the flu vaccine again.`,
];
const FILLER = [
  "BP 132/84.",
  "Pain 4/10.",
  "Plan as above.",
  "For review in 2/52.",
  "Afebrile.",
  "Eating and drinking.",
  "Obs stable.",
  "No new concerns.",
];

const looseSnippet: Form = {
  name: "loose snippet",
  style: (r) => (r.chance(0.2) ? "lower" : r.chance(0.1) ? "upper" : "mixed"),
  write(c) {
    const r = c.rng;
    const out: Piece[] = [];
    const used = new Set<number>();
    for (let k = r.int(1, 3); k > 0; k--) {
      const at = r.int(0, SENTENCES.length - 1);
      if (used.has(at)) continue;
      used.add(at);
      if (out.length > 0) out.push(" ");
      if (r.chance(0.3)) out.push(`${r.pick(FILLER)} `);
      out.push((SENTENCES[at] as (c: Cast) => Piece[])(c));
    }
    return out;
  },
};

export const MORE_FORMS: readonly Form[] = [wardRound, ambulance, gpEntry, looseSnippet];
