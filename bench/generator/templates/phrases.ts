/**
 * Sentences with PHI in many slots, shared by the note templates: family contact, clinician
 * contact, places, numbers. Each returns a fragment (text + gold) for one note context.
 * Slot tags: "title" (after Dr/Mrs), "kinship" (after daughter/son), "header" (after a field
 * label), "signature", "contact-verb" (after called/spoke with/paged), "aware" (before
 * aware/notified/at bedside), "free" (no cue), "possessive", "list", "email-local".
 */
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag } from "../fragment.ts";

type Maker = (c: Ctx) => Fragment;

export const FAMILY: readonly Maker[] = [
  (c) => frag`${c.rel.kin} ${c.rel.first("kinship")} visited this afternoon, updated on plan of care.`,
  (c) => frag`Spoke with ${c.rel.kin} ${c.rel.full("kinship")} by phone, all questions answered.`,
  (c) => frag`${c.rel.kinShort} ${c.rel.first("kinship")} in to visit, brought clothes.`,
  (c) =>
    frag`Family at bedside (${c.rel.kin} ${c.rel.first("kinship")} and ${c.rel2.kin} ${c.rel2.first("kinship")}).`,
  (c) =>
    frag`Called ${c.rel.full("contact-verb")} (${c.rel.kin}) at ${c.phone("after-at")} - no answer, left voicemail.`,
  (c) => frag`${c.rel.first("aware")} aware of transfer.`,
  (c) => frag`${c.rel.full("aware")} notified of fall at ${c.time()}.`,
  (c) => frag`NOK ${c.rel.full("header")} (${c.rel.kin}) tel ${c.phone("after-label")}.`,
  (c) => frag`${c.rel.title()} ${c.rel.last("title")} (${c.rel.kin}) rang the ward asking for an update.`,
  (c) => frag`Pt's ${c.rel.kin} ${c.rel.first("kinship")} would like a call back on ${c.phone("after-on")}.`,
  (c) => frag`${c.rel.first("free")} stayed overnight in the chair.`,
  (c) => frag`Discussed with ${c.rel.first("contact-verb")} who is happy with the plan.`,
  (c) => frag`${c.rel.kin} (${c.rel.first("kinship")}) is main carer and has LPA for health and welfare.`,
  (c) => frag`Message left for ${c.rel.title()} ${c.rel.last("title")} to call back.`,
  (c) => frag`${c.rel.first("aware")} at bedside, tearful but coping.`,
  (c) => frag`${c.rel.first("free")} ${c.rel.last("free")} (${c.rel.kin}) brought in pt's own meds.`,
  (c) => frag`Visitors: ${c.rel.full("list")}, ${c.rel2.full("list")}.`,
  (c) => frag`Lives with ${c.rel.kin} ${c.rel.first("kinship")} in ${c.town("after-in")}.`,
  (c) => frag`${c.rel.kinShort} ${c.rel.first("kinship")} called x2 overnight, reassured.`,
  (c) => frag`HCP/POA is ${c.rel.kin}, ${c.rel.full("kinship")}, ${c.phone("free")}.`,
  (c) =>
    frag`${c.pt.his()} ${c.rel.kin} ${c.rel.first("kinship")} drove up from ${c.otherTown("after-from")} today.`,
  (c) => frag`Family meeting held with ${c.rel.first("list")} and ${c.rel2.first("list")} re: goals of care.`,
  (c) => frag`${c.rel.full("free")}, ${c.rel.kin}, contact ${c.phone("free")}.`,
  (c) =>
    frag`Phoned ${c.rel.first("contact-verb")} to let ${c.rel.him()} know about the move to ${c.ward("after-to")}.`,
];

export const CLINICIAN: readonly Maker[] = [
  (c) => frag`${c.hcp.title()} ${c.hcp.last("title")} aware.`,
  (c) => frag`Paged ${c.hcp.title()} ${c.hcp.last("title")} re: BP, new orders received.`,
  (c) => frag`${c.hcp.last("aware")} aware of K 5.9, repeat sent.`,
  (c) => frag`Reviewed by ${c.hcp.first("contact-verb")} (FY1) who requested a repeat ECG.`,
  (c) => frag`Seen on ward round by ${c.hcp.title()} ${c.hcp.full("title")} and team.`,
  (c) => frag`Discussed with on-call reg ${c.hcp.first("free")}, plan as below.`,
  (c) => frag`${c.hcp.initialLast("free")} (cardiology) to see today.`,
  (c) => frag`Handover given to ${c.hcp2.first("contact-verb")}, night RN.`,
  (c) => frag`Care handed over to ${c.hcp2.full("contact-verb")}.`,
  (c) => frag`${c.hcp.title()} ${c.hcp.last("title")} notified and will review.`,
  (c) => frag`MD ${c.hcp.last("after-role")} at bedside.`,
  (c) => frag`Escalated to ${c.hcp.first("contact-verb")} ${c.hcp.last("contact-verb")} (outreach).`,
  (c) => frag`Dr ${c.hcp.last("possessive")}'s team updated.`,
  (c) => frag`Per ${c.hcp.title()} ${c.hcp.last("title")}, hold heparin tonight.`,
  (c) => frag`${c.hcp.first("free")} from physio assessed mobility this am.`,
  (c) => frag`D/w ${c.hcp.last("contact-verb")} - ok to give.`,
  (c) => frag`Called pharmacy, spoke to ${c.hcp2.first("contact-verb")}.`,
  (c) => frag`${c.hcp.full("aware")} informed.`,
  (c) => frag`Surgical team (${c.hcp.title()} ${c.hcp.last("title")}) aware, will see pt later.`,
  (c) =>
    frag`${c.locale === "uk" ? "GP" : "PCP"} is ${c.gp.title()} ${c.gp.last("title")} at ${c.practice("after-at")}.`,
  (c) => frag`${c.hcp.title()} ${c.hcp.last("title")} made aware of low UO.`,
  (c) => frag`Team aware; ${c.hcp.first("free")} will review after clinic.`,
  (c) => frag`Night reg (${c.hcp.first("free")} ${c.hcp.last("free")}) called to assess.`,
  (c) =>
    frag`Rapid response called ${c.time()}, ${c.hcp.title()} ${c.hcp.last("title")} and ${c.hcp2.title()} ${c.hcp2.last("title")} attended.`,
  (c) => frag`Orders clarified with ${c.hcp.initialLast("contact-verb")}, NP.`,
  (c) => frag`Charge nurse ${c.hcp2.first("after-role")} aware.`,
  (c) =>
    frag`${c.hcp.first("free")} ${c.hcp.last("free")} ${c.pick(["MD", "DO", "PA-C", "NP"])} aware of results.`,
  (c) => frag`Wound care RN ${c.hcp2.full("after-role")} to review sacrum.`,
  (c) => frag`Left message for ${c.hcp.title()} ${c.hcp.last("title")}'s secretary.`,
  (c) => frag`Spoke with ${c.gp.title()} ${c.gp.last("title")} (PCP) at ${c.phone("after-at")}.`,
];

export const PLACE: readonly Maker[] = [
  (c) => frag`Transferred from ${c.otherHospital("after-from")} for further management.`,
  (c) => frag`Admitted from ${c.careHome("after-from")}.`,
  (c) => frag`Pt lives in ${c.town("after-in")} with ${c.rel.kin}.`,
  (c) => frag`Moved to ${c.ward("after-to")} at ${c.time()}.`,
  (c) => frag`Returned from ${c.hospitalAbbr("after-from")} after angiogram.`,
  (c) => frag`Previously under ${c.otherHospital("after-under")} for dialysis.`,
  (c) => frag`Works at ${c.employer("after-at")} as a driver.`,
  (c) => frag`Retired, used to work for ${c.employer("after-for")}.`,
  (c) => frag`Will be discharged back to ${c.careHome("after-to")} once medically fit.`,
  (c) => frag`Attends ${c.clinic("after-verb")} three times a week.`,
  (c) => frag`Was on holiday in ${c.otherTown("after-in")} when symptoms began.`,
  (c) => frag`Bed booked on ${c.ward("after-on")}.`,
  (c) => frag`Outside records requested from ${c.otherHospital("after-from")}.`,
  (c) => frag`${c.town("free")} ambulance crew brought pt in.`,
  (c) => frag`Going to ${c.rel.kin}'s house in ${c.otherTown("after-in")} on discharge.`,
  (c) => frag`Has follow-up at ${c.clinic("after-at")} on ${c.date("after-on", c.int(5, 30))}.`,
  (c) => frag`Usually attends ${c.practice("after-verb")}.`,
  (c) => frag`Sent to ${c.hospitalAbbr("after-to")} for PCI, returned ${c.time()}.`,
  (c) => frag`Lives at ${c.careHome("after-at")} in ${c.town("after-in")}.`,
];

export const NUMBERS: readonly Maker[] = [
  (c) => frag`Contact number ${c.phone("after-label")}.`,
  (c) => frag`Mobile: ${c.phone("after-label")}`,
  (c) => frag`Pharmacy fax ${c.phone("after-label")}.`,
  (c) =>
    frag`${c.pick(["Bleep", "Page"])} ${c.hcp.last("free")} on ${c.bleep("after-on")} or call ${c.phone("after-call")}.`,
  (c) => frag`Pacemaker serial no. ${c.serial("after-label")} checked.`,
  (c) => frag`Specimen accession ${c.accession("after-label")}.`,
  (c) => frag`Email copy sent to ${c.email(c.rel, "email")}.`,
  (c) => frag`Insurance ID ${c.insurance("after-label")} verified with front desk.`,
  (c) => frag`Car reg ${c.plate("after-label")} in visitor car park.`,
];

export function some(c: Ctx, makers: readonly Maker[], n: number): Fragment[] {
  const out: Fragment[] = [];
  const used = new Set<number>();
  for (let k = 0; k < n; k++) {
    const at = c.int(0, makers.length - 1);
    if (used.has(at)) continue;
    used.add(at);
    out.push((makers[at] as Maker)(c));
  }
  return out;
}
