/** More snippet forms of the fifth corpus: ward-round entries, ambulance handovers, GP consultation entries. */
import type { Cast } from "./cast.ts";
import type { Form } from "./forms-letters.ts";
import { type Piece, val, w } from "./label.ts";
import { local } from "./local.ts";
import { healthId, pager, phone, recordId } from "./numbers.ts";
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

export const MORE_FORMS: readonly Form[] = [wardRound, ambulance, gpEntry];
