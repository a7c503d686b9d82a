/** Snippets of the fifth corpus: one to three sentences torn from many kinds of record. */
import type { Cast } from "./cast.ts";
import type { Form } from "./forms-letters.ts";
import { type Piece, type Style, val, w } from "./label.ts";
import { local } from "./local.ts";
import { healthId, nationalId, otherId, pager, phone, recordId, registration } from "./numbers.ts";
import { address, facility, land } from "./places.ts";

const mixed = (): Style => "mixed";
const he = (c: Cast): string => (c.patient.female ? "she" : "he");
const his = (c: Cast): string => (c.patient.female ? "her" : "his");
const town = (c: Cast): Piece =>
  val("Location", "town", `${c.country}-town`, c.rng.pick(land(c.country).towns));

const triage: Form = {
  name: "triage note",
  style: (r) => (r.chance(0.3) ? "upper" : "mixed"),
  write(c) {
    const r = c.rng;
    const L = local(c.country);
    const age = r.chance(0.3)
      ? w`${c.age()}${r.pick(["yo", " y/o", "F", "M"])}`
      : w`${c.years()}${c.patient.female ? "F" : "M"}`;
    return r.pick([
      () =>
        w`${age} BIBA from home in ${town(c)} after unwitnessed fall, ${c.relation} ${c.rel("given")} at bedside. ${r.pick(L.triage)}. Known to ${facility(r, c.country, "hospital")}.`,
      () =>
        w`${r.pick(L.triage)} - ${c.pt(r.pick(["surname-first", "caps", "lower"]))}, c/o central chest pain since 0400. Self-presented; ${his(c)} ${c.relation} (${phone(r, c.country, "mobile")}) driving over.`,
      () =>
        w`Triage ${c.date(0)} 02:14: found by neighbour at ${address(r, c.country, false)}; GCS 14 (E3V5M6). Pt ${c.pt("lower")}.`,
      () =>
        w`CC: SOB x3 days. ${age}, lives with ${c.relation} in ${town(c)}. ${local(c.country).gp[0] ?? "GP"} ${c.dr(1, r.pick(["full", "surname-first"]))}. ${r.pick(L.triage)}.`,
      () =>
        w`Transfer from ${facility(r, c.country, "hospital")} (${c.dr(1, "initial-surname")}) - ${c.pt(r.pick(["caps-surname", "surname-first"]))}, ${recordId(r, c.country).value}, arrived ${c.date(0)} 23:50. ${r.pick(L.triage)}.`,
    ])();
  },
};

const handover: Form = {
  name: "nursing handover",
  style: (r) => (r.chance(0.2) ? "lower" : "mixed"),
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`Bed ${r.int(1, 30)} - ${c.pt(r.pick(["lower", "given", "surname-first"]))}, ${c.age()}, post #NOF day 2. Mobilised with frame, ${c.relation} ${c.rel("given")} visiting pm. For ${c.dr(0, "surname")} to review.`,
      () =>
        w`Handover to ${c.nurseName("given")}: ${c.title()} ${c.pt("surname")} in side room 4, NBM from midnight for OGD. ${c.relation} ${c.rel()} wants a call on ${phone(r, c.country, "mobile")} after theatre.`,
      () =>
        w`Bay ${r.int(1, 6)}: ${c.initials()} (${c.age()}) - chest clear, eating well. ${c.rel("given")} bringing clothes tomorrow.`,
      () =>
        w`nights: ${c.pt("lower")} unsettled, pulled IV x2. d/w ${c.dr(2, r.pick(["lower", "surname", "given"]))} (reg) - haloperidol 0.5 mg given 0230. NEWS 3.`,
      () =>
        w`${facility(r, c.country, "ward")} bed ${r.int(1, 30)}: ${c.pt("surname-first")} (${recordId(r, c.country).value}) for d/c tomorrow once ${c.relation} ${c.rel("given")} collects; TTOs ready.`,
    ])();
  },
};

const radiology: Form = {
  name: "radiology report",
  style: (r) => (r.chance(0.25) ? "upper" : "mixed"),
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`CT head non-contrast ${c.date(0)}, acc ${otherId(r, c.country, "accession")}: no acute haemorrhage. Compared with prior from ${facility(r, c.country, "hospital")} dated ${c.date(-r.int(100, 900), true)}. Reported by Dr ${c.dr(0, r.pick(["full", "initial-surname"]))}.`,
      () => {
        const reg = registration(r, c.country);
        return w`CXR: right lower lobe consolidation. Findings discussed with ${c.dr(1, "full")} by phone at 16:40 on ${c.date(0)}. ${reg.label} ${reg.value}.`;
      },
      () =>
        w`Patient: ${c.pt("surname-first")} ${recordId(r, c.country).value}. US abdomen: gallstones, CBD 5 mm.`,
      () =>
        w`Outside films from ${facility(r, c.country, "hospital")} dated ${c.date(-r.int(20, 400), true)} uploaded to PACS by ${c.nurseName("full")}; no comparison report available.`,
    ])();
  },
};

const pathology: Form = {
  name: "pathology report",
  style: mixed,
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`Lab no ${otherId(r, c.country, "lab")}. Critical potassium 6.8 mmol/L phoned to ${c.nurseName()} on ${facility(r, c.country, "ward")} at 14:32 by ${c.dr(2, "initial-surname")}.`,
      () =>
        w`Histology (${c.pt("caps")}, ${c.dob()}): invasive ductal carcinoma, grade 2, ER 8/8, HER2 negative. Specimen received ${c.date(-3)}.`,
      () =>
        w`Culture from ${facility(r, c.country, "clinic")} received ${c.date(-2)}: MRSA isolated. Result given to ${c.dr(1, "full")}, bleep ${pager(r, c.country)} not answering, left msg.`,
      () =>
        w`Specimen ${otherId(r, c.country, "lab")} collected ${c.date(-1)} at ${facility(r, c.country, "clinic")}; requesting clinician ${c.dr(0, "initial-surname")} (${registration(r, c.country).value}). Haemolysed - please repeat.`,
    ])();
  },
};

const phoneMessage: Form = {
  name: "phone message",
  style: mixed,
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`Tel msg ${c.date(0)} 10:15: ${c.rel()} (${c.relation}) rang about ${c.pt(r.pick(["full", "lower", "surname-first"]))} - wants call back on ${phone(r, c.country, "mobile")} before 4pm.`,
      () =>
        w`Phoned pt on ${phone(r, c.country)} x2, no answer. Left VM. Will try ${c.relation} ${c.rel("given")}.`,
      () =>
        w`Pharmacist from ${facility(r, c.country, "practice")} called about ${c.pt("surname-first")} DOB ${c.dob()} - warfarin dose query. Call back ext ${pager(r, c.country)}.`,
      () =>
        w`Call from ${c.pt("given")}'s employer (${facility(r, c.country, "employer")}) asking for a fit note. Declined - no consent on file. Informed ${c.dr(0, "surname")}.`,
      () =>
        w`School nurse from ${facility(r, c.country, "school")} rang about ${c.pt(r.pick(["given", "full"]))} - wheeze at PE today; ${c.relation} ${c.rel("given")} collecting.`,
    ])();
  },
};

const telehealth: Form = {
  name: "telehealth transcript",
  style: mixed,
  write(c) {
    const r = c.rng;
    const L = local(c.country);
    return r.pick([
      () =>
        w`Video consult via ${r.pick(L.video)}. ${c.pt()} joined from home in ${town(c)}; ${his(c)} ${c.relation} ${c.rel("given")} also present. ID confirmed with DOB ${c.dob()}.`,
      () =>
        w`[00:03:12] Dr ${c.drSurname(0)}: Can you hear me, ${c.pt("given")}?\n[00:03:15] Patient: Yes. My ${c.relation} ${c.rel("given")} is here too.`,
      () =>
        w`Telephone review ${c.date(0)}. Spoke to ${c.title()} ${c.pt("surname")} on ${phone(r, c.country, "mobile")}; consented to remote consult. Next call ${c.date(14)}.`,
      () =>
        w`Location for the call confirmed (in case of emergency): ${address(r, c.country, false)}. Callback number ${phone(r, c.country, "mobile")}. ${c.pt("given")} alone, ${c.relation} at work.`,
    ])();
  },
};

const portal: Form = {
  name: "portal message",
  style: mixed,
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`Hi Dr ${c.drSurname(0)}, this is ${c.pt("given")}. My new mobile is ${phone(r, c.country, "mobile")} and I've moved to ${address(r, c.country, false)}. Thanks, ${c.pt(r.pick(["full", "lower"]))}`,
      () =>
        w`Message from ${c.pt("full")} (${c.email()}): can I get my bloods done on ${c.date(r.int(2, 9))} instead? I start at ${facility(r, c.country, "employer")} that week.`,
      () =>
        w`Hello, I am writing for my ${c.patient.female ? "mother" : "father"} ${c.pt("full")}. Please send the forms to ${c.email(c.relative)}. Regards ${c.rel("full")}`,
      () =>
        w`Dear ${c.pt("given")}, your blood results from ${c.date(-3)} are back and look normal. Best wishes, ${c.dr(0, r.pick(["full", "initial-surname"]))}, ${facility(r, c.country, "practice")}`,
    ])();
  },
};

const sms: Form = {
  name: "SMS",
  style: (r) => (r.chance(0.6) ? "lower" : "mixed"),
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`hi its ${c.rel("given")}, ${c.pt("given")}s ${c.relation}. ${he(c)}s been confused since tues, can u ring me on ${phone(r, c.country, "mobile")} thx`,
      () =>
        w`Reminder: ${c.pt("given")}, your appt at ${facility(r, c.country, "clinic")} is on ${c.date(r.int(2, 20))} at 9:40. Reply Y to confirm.`,
      () => w`${c.dr(0, "given")} running 20 min late, ${c.pt("lower")} still in waiting room. ok?`,
      () =>
        w`ur appt w dr ${c.drSurname(0)} moved to ${c.date(r.int(3, 12))}, call ${phone(r, c.country, "landline")} to change. ${facility(r, c.country, "practice")}`,
    ])();
  },
};

const email: Form = {
  name: "email",
  style: mixed,
  write(c) {
    const r = c.rng;
    return r.pick([
      () =>
        w`From: ${c.email(c.doctors[0])}\nTo: ${c.email(c.doctors[1])}\nSubject: ${c.pt("surname-first")} - bed request\nCould we take ${c.pt("initial-surname")} tomorrow? Family aware.`,
      () =>
        w`Sent: ${c.date(0, true)} 08:12\nSubject: Re: ${c.pt("full")}\nHi ${c.nurseName("given")}, ${his(c)} ${c.relation} ${c.rel("full")} emailed again from ${c.email(c.relative)}.`,
      () =>
        w`Fwd: fundraiser link for ${c.pt("given")} ${r.chance(0.5) ? c.pt("surname") : ""} - ${c.url()}`.filter(
          (p) => p !== "",
        ),
      () =>
        w`Please add ${c.pt(r.pick(["full", "surname-first"]))} (${recordId(r, c.country).value}) to the ${facility(r, c.country, "clinic")} list on ${c.date(r.int(5, 20))}. Thanks, ${c.nurseName("given")}`,
    ])();
  },
};

const SPOKEN_MONTH = [
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
const SPOKEN_DAY = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
  "twenty first",
  "twenty second",
  "twenty third",
  "twenty fourth",
  "twenty fifth",
  "twenty sixth",
  "twenty seventh",
  "twenty eighth",
];

const dictation: Form = {
  name: "dictation",
  style: (r) => (r.chance(0.5) ? "lower" : "mixed"),
  write(c) {
    const r = c.rng;
    const b = c.birth;
    const said = val(
      "Date",
      "date",
      "spoken",
      `the ${SPOKEN_DAY[b.d - 1]} of ${SPOKEN_MONTH[b.m - 1]} ${b.y}`,
    );
    const spelled = recordId(r, c.country).value;
    return r.pick([
      () =>
        w`new paragraph patient ${c.pt(r.pick(["full", "lower"]))} date of birth ${said} full stop seen today with ${his(c)} ${c.relation} ${c.rel("given")} comma`,
      () =>
        w`dictated by Doctor ${c.dr(0, "full")} for typing comma copy to ${c.dr(1, "full")} at ${facility(r, c.country, "practice")} full stop hospital number ${val("ID", "record-id", "spelled", [...spelled.text.replace(/[^0-9A-Z]/g, "")].join(" "))} full stop`,
      () =>
        w`re ${c.pt("full")} comma phone number ${phone(r, c.country, "mobile")} comma lives at ${address(r, c.country, false)} full stop`,
      () =>
        w`the patient's ${local(c.country).gp[0] ?? "GP"} is doctor ${c.dr(1, "full")} at ${facility(r, c.country, "practice")} telephone ${phone(r, c.country, "landline")} full stop next of kin ${c.rel("full")} ${c.relation} full stop`,
    ])();
  },
};

const ocr: Form = {
  name: "scanned form",
  style: () => "scanned",
  write(c) {
    const r = c.rng;
    const h = healthId(r, c.country);
    return r.pick([
      () =>
        w`Patient Name: ${c.pt(r.pick(["caps", "surname-first"]))}   Date of Birth: ${c.dob()}\n${h.label} ${h.value}   Referring Dr: ${c.dr(1, "full")}`,
      () =>
        w`Received ${c.date(-1, true)} from ${facility(r, c.country, "practice")} - Fax ${phone(r, c.country, "landline")}\nRe: ${c.pt()} of ${address(r, c.country, false)}`,
      () =>
        w`Consent signed by ${c.rel("full")} (${c.relation}) on ${c.date(0)}. Witness: ${c.nurseName("full")}`,
      () => w`${c.pt("caps")}  ${c.dob()}  ${h.value}\n${address(r, c.country, true)}`,
    ])();
  },
};

const fields: Form = {
  name: "field form",
  style: (r) => (r.chance(0.3) ? "upper" : "mixed"),
  write(c) {
    const r = c.rng;
    const h = healthId(r, c.country);
    const rec = recordId(r, c.country);
    const nat = nationalId(r, c.country, c.birth, c.patient.female);
    const lines: Piece[] = [
      w`Name: ${c.pt(r.pick(["surname-first", "caps", "full", "lower"]))}`,
      w`DOB: ${c.dob()}`,
      w`${rec.label.replace(/:$/, "")}: ${rec.value}`,
    ];
    if (r.chance(0.6)) lines.push(w`${h.label.replace(/:$/, "")}: ${h.value}`);
    if (nat !== undefined && r.chance(0.5)) lines.push(w`${nat.label.replace(/:$/, "")}: ${nat.value}`);
    if (r.chance(0.5)) lines.push(w`Address: ${address(r, c.country, false)}`);
    if (r.chance(0.6))
      lines.push(w`NOK: ${c.rel("full")} (${c.relation}) - ${phone(r, c.country, "mobile")}`);
    if (r.chance(0.5))
      lines.push(
        w`${local(c.country).gp[0] === "GP" ? "GP" : "Doctor"}: ${c.dr(1, "full")}, ${facility(r, c.country, "practice")}`,
      );
    if (r.chance(0.3)) lines.splice(1, 0, w`Initials: ${c.initials()}`);
    if (r.chance(0.3))
      lines.push(
        w`Occupation: ${r.pick(["driver", "teacher", "retired"])} (${facility(r, c.country, "employer")})`,
      );
    const out: Piece[] = [];
    const pickN = r.int(3, lines.length);
    lines.slice(0, pickN).forEach((l, k) => {
      if (k > 0) out.push(r.chance(0.8) ? "\n" : "  |  ");
      out.push(l);
    });
    return out;
  },
};

export const SNIPPET_FORMS: readonly Form[] = [
  triage,
  handover,
  radiology,
  pathology,
  phoneMessage,
  telehealth,
  portal,
  sms,
  email,
  dictation,
  ocr,
  fields,
];
