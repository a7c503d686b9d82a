/** Short snippets: one or two sentences as pasted into chats, tickets, handover boards and texts. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";
import { CLINICIAN, FAMILY, NUMBERS, PLACE } from "./phrases.ts";

const OWN: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`${c.agePhrase()} ${c.sexLetter()} c/o ${c.pick(["CP", "SOB", "abd pain", "fall", "confusion"])}, hx ${K.pmh(c.rng)}.`,
  (c) => frag`pt ${c.pt.first("free")} ${c.pt.last("free")} in bay ${c.int(1, 6)} needs obs`,
  (c) => frag`${c.pt.lastFirst("free")} - for d/c today, TTOs ready`,
  (c) => frag`${c.pt.initialLast("free")} ${c.dob("free")} ${c.nhs("free")}`,
  (c) => frag`DOB: ${c.birthYear("after-label")}`,
  (c) => frag`born in ${c.birthYear("after-born-in")}, ${c.pick(["widowed", "married", "lives alone"])}`,
  (c) => frag`Smoker since ${c.year("after-since")}, quit in ${c.year("after-in")}.`,
  (c) =>
    frag`${c.pt.title()} ${c.pt.last("title")} is now ${c.ageNumber("after-now")} and still independent.`,
  (c) => frag`Aged ${c.ageNumber("after-aged")}, lives with ${c.rel.kin}.`,
  (c) => frag`${c.pt.first("free")} (${c.ageNumber("free")}) has a UTI`,
  (c) => frag`SSN ${c.ssn("after-label")} on file.`,
  (c) => frag`Social security number: ${c.ssn("after-label")}`,
  (c) => frag`NI No. ${c.ni("after-label")}`,
  (c) => frag`NHS number ${c.nhs("after-label")} - please check against PDS.`,
  (c) => frag`MRN ${c.mrn("after-label")} / acct ${c.account("after-label")}`,
  (c) => frag`Bed ${c.int(1, 30)}: ${c.pt.full("free")}, ${K.dx(c.rng)}, ${c.hcp.last("free")}`,
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
  (c) => frag`${c.agePhrase()} ${c.ptNoun()}, DOB ${c.dob("after-label")}, ${K.dx(c.rng)}.`,
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
