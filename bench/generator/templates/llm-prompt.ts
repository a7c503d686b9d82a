/** Prompts typed into an LLM assistant by clinicians and secretaries, with PHI pasted in. */
import * as K from "../clinical.ts";
import type { Ctx } from "../ctx.ts";
import { type Fragment, frag } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";
import { CLINICIAN, FAMILY, some } from "./phrases.ts";

const prompts: readonly ((c: Ctx) => Fragment)[] = [
  (c) =>
    frag`Summarise this note for patient ${c.pt.full("after-patient")} in plain English for ${c.pt.his()} ${c.rel.kin}: ${K.nursingObs(c.rng, 3)} ${some(c, CLINICIAN, 1)[0] ?? ""}`,
  (c) =>
    frag`write a discharge letter for ${c.pt.first("free")} ${c.pt.last("free")}, ${c.agePhrase()}, admitted ${c.date("after-verb", -5)} with ${K.dx(c.rng, c.pt.person.sex)}, discharged today to ${c.careHome("after-to")}. GP is ${c.gp.title()} ${c.gp.last("title")}. keep it short`,
  (c) =>
    frag`Can you draft a reply to ${c.rel.full("after-to")} who emailed (${c.email(c.rel, "free")}) asking why ${c.pt.his()} ${c.pick(["mum", "dad", "husband", "wife"])} was moved to ${c.ward("after-to")}? Be kind but don't promise anything.`,
  (c) =>
    frag`Please turn these bullet points into a referral to ${c.pick(K.SPECIALTIES)} at ${c.hospital("after-at")}:\n- ${c.pt.full("list")}, DOB ${c.dob("after-label")}, ${c.patientIdLabel()} ${c.patientId("after-label")}\n- ${K.dx(c.rng, c.pt.person.sex)}\n- lives with ${c.rel.kin} in ${c.town("after-in")}\n- ${K.meds(c.rng, 2).join(", ")}`,
  (c) =>
    frag`I'm a nurse on ${c.ward("after-on")}. ${c.pt.title()} ${c.pt.last("title")} (${c.agePhrase()}) has ${K.dx(c.rng, c.pt.person.sex)} and ${c.pt.his()} ${c.rel.kin} keeps asking me about prognosis. How should I explain it?`,
  (c) =>
    frag`Rewrite more professionally: "${c.rel.first("free")} rang again, 3rd time today, wants Dr ${c.hcp.last("title")} to ring ${c.rel.him()} on ${c.phone("after-on")} before 5"`,
  (c) =>
    frag`translate to ${c.pick(["Spanish", "Polish", "Arabic", "Vietnamese", "Portuguese"])}: Dear ${c.pt.first("salutation")}, your appointment with ${c.hcp.title()} ${c.hcp.last("title")} is on ${c.date("after-on", c.int(5, 40))} at ${c.time()}. Please bring your medication.`,
  (c) =>
    frag`Extract all medications from this: ${c.pt.lastFirst("free")} MRN ${c.mrn("after-label")} - ${K.meds(c.rng, 4).join(", ")}. ${some(c, FAMILY, 1)[0] ?? ""}`,
  (c) =>
    frag`Patient: ${c.pt.full("header")}, ${c.agePhrase()} ${c.sexLetter()}. Write a SOAP note from: ${K.nursingObs(c.rng, 2)} ${K.vitals(c.rng)}. Plan per ${c.hcp.title()} ${c.hcp.last("title")}.`,
  (c) =>
    frag`make this sound friendlier for ${c.pt.first("free")}'s family: "${K.plan(c.rng)} Visiting is restricted on ${c.ward("free")}."`,
  (c) =>
    frag`Draft an email to ${c.hcp.title()} ${c.hcp.full("title")} (${c.email(c.hcp, "free")}) asking whether ${c.pt.title()} ${c.pt.last("title")} can have the ${c.pick(["MRI", "echo", "colonoscopy"])} before ${c.date("after-before", c.int(5, 20))}.`,
  (c) =>
    frag`Create a discharge checklist for ${c.pt.first("free")} who lives at ${c.addressLine("after-at")} with ${c.pt.his()} ${c.rel.kin} ${c.rel.first("kinship")}. Steps, wide print.`,
  (c) =>
    frag`Here is my handover, tidy it up:\nbed 4 ${c.pt.last("list")} ${c.ageNumber("list")} ${K.dx(c.rng, c.pt.person.sex)}, ${c.rel.kinShort} ${c.rel.first("kinship")} calling at 6, dr ${c.hcp.last("title")} to r/v`,
  (c) =>
    frag`what does "${c.pick(["MFFD", "POC", "TTO", "NFA", "DOLS"])}" mean in this note about ${c.pt.full("after-about")} from ${c.careHome("after-from")}?`,
  (c) =>
    frag`is this right? ${c.agePhrase()} on ${c.pick(K.MEDS)} with eGFR ${c.int(15, 60)} - pt ${c.pt.initialLast("free")}, seen ${c.date("free", -1)}`,
];

export const LLM_PROMPT: DocType = {
  name: "LLM prompt",
  locales: ["us", "uk"],
  weight: 6,
  build(c) {
    return c.pick(prompts)(c);
  },
};
