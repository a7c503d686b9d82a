/** UK GP consultation entries, as typed into the practice record during or after a consultation. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, lines } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";
import { FAMILY, some } from "./phrases.ts";

const histories: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`History: ${c.pick(["3/7", "1/52", "2/12", "several days of", "overnight"])} ${c.pick(["productive cough, green sputum", "burning on passing urine", "low back pain after lifting", "low mood and poor sleep", "itchy rash on both forearms", "L ear pain"])}. ${c.pick(["No red flags.", "Eating and drinking.", "No fever.", "Has tried OTC remedies."])}`,
  (c) =>
    frag`Seen with ${c.pt.his()} ${c.rel.kin} ${c.rel.first("kinship")}. ${c.pick(["Worried about memory", "More falls recently", "Not eating", "Increasingly breathless"])}.`,
  (c) =>
    frag`Telephone consultation, pt identity confirmed (name, DOB ${c.dob("after-label")}). ${c.pick(["Requesting fit note.", "Asking about blood results.", "Med review.", "Follow-up of BP."])}`,
  (c) =>
    frag`Home visit to ${c.careHome("after-to")} at request of ${c.pick(["senior carer", "manager", "nurse in charge"])} ${c.hcp2.first("after-role")}.`,
  (c) =>
    frag`${c.pt.first("free")} attends for ${c.pick(["asthma review", "diabetic review", "pill check", "smear", "dressing", "B12 injection"])}.`,
  (c) => frag`Problem: ${K.dx(c.rng, c.pt.person.sex)} (${c.pick(["new", "review", "ongoing"])})`,
];

const exams: readonly ((c: Ctx) => string)[] = [
  (c) =>
    `Examination: ${K.vitals(c.rng)}. ${c.pick(["Chest clear.", "Creps L base.", "Throat inflamed, no exudate.", "TM bulging L.", "Abdo SNT."])}`,
  (c) => `O/E: looks well. ${K.vitals(c.rng)}.`,
  (c) =>
    `O/E ${c.pick(["T 37.8", "sats 97% RA", "PEFR 380", "BMI 31"])}, ${c.pick(["HS I+II+0", "no LN", "urine dip nitrite +ve, leuc ++", "no focal neuro"])}`,
];

export const GP_CONSULTATION: DocType = {
  name: "GP consultation",
  locales: ["uk"],
  weight: 8,
  build(c) {
    const head = c.pick([
      frag`${c.today("header")} ${c.time()} - ${c.hcp.initialLast("header")} (${c.pick(["GP", "ANP", "Practice Nurse", "GP Registrar"])}) - ${c.practice("header")}`,
      frag`Consultation ${c.today("header")}  Clinician: ${c.hcp.full("header")}`,
      frag`${c.pick(["Face to face", "Telephone", "Video", "Home visit"])} | ${c.today("free")} | ${c.hcp.title()} ${c.hcp.last("title")}`,
      frag`${c.pt.lastFirst("header")} (${c.nhs("free")})`,
    ]);
    const parts: Fragment[] = [head];
    parts.push(c.pick(histories)(c));
    if (c.rng.chance(0.5)) parts.push(c.pick(histories)(c));
    parts.push(frag`${c.pick(exams)(c)}`);
    parts.push(
      frag`${c.pick(["Plan", "Management", "Mx", "Plan:"])} ${K.plan(c.rng)} ${c.pick(["Rx " + c.pick(K.MEDS) + ".", "Safety net advice given.", "Review 2/52.", "Bloods booked."])}`,
    );
    if (c.rng.chance(0.4)) parts.push(some(c, FAMILY, 1)[0] ?? frag``);
    if (c.rng.chance(0.3)) parts.push(frag`Letter to ${c.pick(K.SPECIALTIES)} at ${c.hospital("after-at")}.`);
    if (c.rng.chance(0.2))
      parts.push(
        frag`Fit note ${c.date("free", 0)} to ${c.date("free", 14)} for ${c.employer("after-for")}.`,
      );
    return lines(parts);
  },
};
