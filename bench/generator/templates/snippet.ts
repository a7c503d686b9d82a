/** Short snippets: one or two sentences as pasted into chats, tickets, handover boards and texts. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag, type Phi } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";
import { CLINICIAN, FAMILY, NUMBERS, PLACE } from "./phrases.ts";

const OWN: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`${c.agePhrase()} ${c.sexLetter()} c/o ${c.pick(["CP", "SOB", "abd pain", "fall", "confusion"])}, hx ${K.pmh(c.rng, c.pt.person.sex)}.`,
  (c) => frag`pt ${c.pt.first("free")} ${c.pt.last("free")} in bay ${c.int(1, 6)} needs obs`,
  (c) => frag`${c.pt.lastFirst("free")} - for d/c today, TTOs ready`,
  (c) => frag`${c.pt.initialLast("free")} ${c.dob("free")} ${c.patientId("free")}`,
  (c) => frag`DOB: ${c.birthYear("after-label")}`,
  (c) => frag`born in ${c.birthYear("after-born-in")}, ${c.pick(["widowed", "married", "lives alone"])}`,
  (c) => {
    const [a, b] = [c.year("after-since"), c.year("after-in")].sort(
      (x, y) => Number(x.value) - Number(y.value),
    );
    return frag`Smoker since ${a as Phi}, quit in ${b as Phi}.`;
  },
  (c) =>
    frag`${c.pt.title()} ${c.pt.last("title")} is now ${c.ageNumber("after-now")} and still independent.`,
  (c) => frag`Aged ${c.ageNumber("after-aged")}, lives with ${c.rel.kin}.`,
  (c) => frag`${c.pt.first("free")} (${c.ageNumber("free")}) has a UTI`,
  (c) => frag`SSN ${c.ssn("after-label")} on file.`,
  (c) => frag`Social security number: ${c.ssn("after-label")}`,
  (c) => frag`NI No. ${c.ni("after-label")}`,
  (c) =>
    c.locale === "uk"
      ? frag`NHS number ${c.nhs("after-label")} - please check against PDS.`
      : frag`MRN ${c.mrn("after-label")} - two identifiers checked.`,
  (c) => frag`MRN ${c.mrn("after-label")} / acct ${c.account("after-label")}`,
  (c) =>
    frag`Bed ${c.int(1, 30)}: ${c.pt.full("free")}, ${K.dx(c.rng, c.pt.person.sex)}, ${c.hcp.last("free")}`,
  (c) => frag`Seen ${c.date("after-verb")} in ${c.pick(K.SPECIALTIES)} clinic.`,
  (c) => frag`Last colonoscopy ${c.monthYear("free")}.`,
  (c) => frag`Next appt ${c.date("after-label", c.int(5, 60))} ${c.time()}.`,
  (c) =>
    frag`Admitted on the ${c.dayOrdinal("after-the")}, surgery planned for the ${c.dayOrdinal("after-the")}.`,
  (c) => frag`Bloods ${c.date("free")}: ${K.labs(c.rng)}`,
  (c) => frag`f/u w/ ${c.hcp.last("contact-verb")} in 2 wks`,
  (c) => frag`Please call ${c.pt.first("contact-verb")} back re results on ${c.phone("after-on")}`,
  (c) => frag`text from ${c.rel.kinShort} ${c.rel.first("kinship")}: running late, there by ${c.time()}`,
  (c) => frag`${c.hcp.first("free")} can you check ${c.pt.title()} ${c.pt.last("title")}'s K+ please`,
  (c) => frag`Thanks ${c.hcp.first("salutation")} - will do. ${c.hcp2.first("signature")}`,
  (c) =>
    frag`Dear ${c.rel.first("salutation")}, your ${c.pick(["father", "mother"])} is comfortable tonight.`,
  (c) => frag`${c.pt.first("free")} and ${c.rel.first("free")} would like to speak to the consultant.`,
  (c) => frag`email ${c.email(c.hcp, "after-label")} or fax ${c.phone("after-label")}`,
  (c) => frag`Results portal: ${c.url("after-label")}`,
  (c) => frag`DVLA informed, licence no. ${c.licence("after-label")}.`,
  (c) => frag`Pt brought in by ${c.rel.first("after-by")} in car ${c.plate("after-label")}.`,
  (c) => frag`Login from ${c.ip("after-from")} flagged by IG.`,
  (c) => frag`${c.pt.full("aware")} aware of results.`,
  (c) => frag`${c.pt.last("free")} bed 4 wants a cup of tea`,
  (c) =>
    frag`Pt is a ${c.agePhrase()} retired ${c.pick(["teacher", "miner", "nurse", "farmer", "bus driver", "seamstress", "engineer"])} from ${c.town("after-from")}.`,
  (c) => frag`Address changed to ${c.addressLine("after-to")}.`,
  (c) => frag`Postcode ${c.postcode("after-label")} - out of area.`,
  (c) => frag`Lives at ${c.addressLine("after-at")} with ${c.rel.kin} ${c.rel.first("kinship")}.`,
  (c) => frag`${c.agePhrase()} ${c.ptNoun()}, DOB ${c.dob("after-label")}, ${K.dx(c.rng, c.pt.person.sex)}.`,
  (c) => frag`${c.pt.title()} ${c.pt.last("possessive")}'s ${c.rel.kin} called asking for an update.`,
  (c) => frag`${c.pt.full("free")} is a ${c.agePhrase()} with ${K.pmh(c.rng, c.pt.person.sex)}.`,
  (c) =>
    frag`Assessed by ${c.hcp.initialLast("contact-verb")}, ${c.pick(["OT", "PT", "SALT", "dietitian"])}.`,
  (c) => frag`${c.hcp.last("free")} to see pt post list.`,
  (c) => frag`Spoke w/ ${c.rel.first("contact-verb")} @ ${c.phone("after-at")}, agrees w/ plan.`,
  (c) => frag`Address: c/o ${c.rel.full("after-care-of")}, ${c.addressLine("free")}`,
  (c) => frag`${c.rel.first("free")} (pt's ${c.rel.kin}) aware and agrees.`,
  (c) => frag`Plan d/w ${c.pt.first("contact-verb")} and ${c.pt.his()} ${c.rel.kin}.`,
  (c) => frag`Drs ${c.hcp.last("title")}/${c.hcp2.last("free")} reviewed.`,
  (c) => frag`Seen by ${c.hcp.full("contact-verb")}, ${c.pick(["PA-C", "NP", "ANP", "FY2", "CT1"])}.`,
  (c) => frag`Per pt, ${c.pt.his()} ${c.rel.kin} ${c.rel.full("kinship")} handles finances.`,
  (c) => frag`Prefers to be called ${c.pt.first("after-called")}.`,
  (c) => frag`${c.pt.full("free")} (DOB ${c.dob("after-label")}) - ${K.dx(c.rng, c.pt.person.sex)}`,
  (c) =>
    frag`Hi ${c.hcp.first("salutation")}, can you review bed ${c.int(1, 30)} when free? thanks ${c.hcp2.first("signature")}`,
  (c) =>
    frag`pt's ${c.rel.kinShort} ${c.rel.first("kinship")} @ bedside, ${c.rel.he()} is ${c.pick(["anxious", "supportive", "asking re d/c"])}`,
  (c) => frag`Last admission ${c.date("free", -c.int(60, 400))} at ${c.otherHospital("after-at")}.`,
  (c) => frag`Cardiology OPD on ${c.date("after-on", c.int(5, 40))}.`,
  (c) => frag`${c.pt.lastFirst("free")} ${c.mrn("free")} ${K.dx(c.rng, c.pt.person.sex)}`,
  (c) =>
    frag`Widowed since ${c.year("after-since")}; ${c.pt.his()} late ${c.pick(["husband", "wife"])} ${c.rel.first("kinship")} was a ${c.pick(["miner", "teacher", "nurse", "soldier"])}.`,
  (c) =>
    frag`Moved to the UK from ${c.pick(["Nigeria", "Korea", "Pakistan", "the Philippines", "Poland", "Vietnam", "Ghana", "Somalia"])} in ${c.year("after-in")}.`,
  (c) => frag`Retired in ${c.year("after-in")} from ${c.employer("after-from")}.`,
  (c) => frag`${c.agePhrase()} ${c.sexLetter()}, lives alone, ${c.rel.kin} ${c.rel.first("kinship")} nearby.`,
];

const ALL = [...OWN, ...OWN, ...FAMILY, ...CLINICIAN, ...PLACE, ...NUMBERS];

export const SNIPPET: DocType = {
  name: "snippet",
  locales: ["us", "uk"],
  weight: 40,
  build(c) {
    const a = c.pick(ALL)(c);
    return c.rng.chance(0.3) ? frag`${a} ${c.pick(ALL)(c)}` : a;
  },
};
