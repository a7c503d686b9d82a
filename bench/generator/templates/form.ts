/** Forms with header fields: admission sheets, handover sheets, requests, consent and ID forms. */
import * as K from "../clinical.ts";
import type { Ctx, Locale } from "../ctx.ts";
import { type Fragment, frag, join, lines, type Part } from "../fragment.ts";
import type { DocType } from "./doc-type.ts";

type Field = (c: Ctx) => Fragment;

/** Marks a field that only one country's forms have. */
const only = (locale: Locale, field: Field): Field => Object.assign(field, { locale });
const localeOf = (field: Field): Locale | undefined => (field as { locale?: Locale }).locale;

const FIELDS: readonly Field[] = [
  (c) => frag`${c.pick(["Patient", "PATIENT", "Pt name", "Name"])}: ${c.pt.lastFirst("header")}`,
  (c) => frag`${c.pick(["Patient Name", "Name"])}: ${c.pt.full("header")}`,
  (c) => frag`${c.pick(["DOB", "D.O.B.", "Date of birth", "DoB"])}: ${c.dob("after-label")}`,
  (c) =>
    frag`${c.pick(["MRN", "MR#", "Hosp no", "Unit No.", "Medical record number"])}: ${c.mrn("after-label")}`,
  (c) => frag`${c.pick(["Age", "AGE"])}: ${c.ageNumber("after-label")}`,
  (c) => frag`${c.pick(["Documented by", "Completed by", "Nurse", "Assessed by"])}: ${c.hcp.full("header")}`,
  (c) =>
    frag`${c.pick(["Referred by", "Referrer", "Requesting clinician"])}: ${c.hcp2.title()} ${c.hcp2.last("title")}`,
  (c) =>
    frag`${c.pick(["NOK", "Next of kin", "Emergency contact"])}: ${c.rel.full("header")} (${c.rel.kin}) ${c.phone("free")}`,
  (c) =>
    frag`${c.pick(["GP", "Registered GP", "PCP"])}: ${c.gp.title()} ${c.gp.initialLast("title")}, ${c.practice("header")}`,
  (c) => frag`${c.pick(["Address", "Home address", "Addr"])}: ${c.addressLine("header")}`,
  (c) => frag`${c.pick(["Phone", "Tel", "Home tel", "Contact no"])}: ${c.phone("after-label")}`,
  (c) =>
    frag`${c.pick(["Admission date", "Date of admission", "Adm"])}: ${c.date("after-label", -c.int(0, 10))}`,
  (c) => frag`${c.pick(["Date", "DATE"])}: ${c.today("after-label")}   Time: ${c.time()}`,
  (c) => frag`${c.pick(["Consultant", "Attending", "Responsible clinician"])}: ${c.hcp3.full("header")}`,
  (c) => frag`${c.pick(["Ward", "Unit", "Location"])}: ${c.ward("header")}`,
  (c) => frag`${c.pick(["Hospital", "Site", "Facility"])}: ${c.hospital("header")}`,
  only("us", (c) => frag`${c.pick(["SSN", "SS#", "Social Security No."])}: ${c.ssn("after-label")}`),
  only("uk", (c) => frag`${c.pick(["NHS No", "NHS number", "NHS#"])}: ${c.nhs("after-label")}`),
  only("uk", (c) => frag`${c.pick(["NI number", "NINO", "National Insurance No"])}: ${c.ni("after-label")}`),
  only("us", (c) => frag`${c.pick(["Insurance", "Policy #", "Member ID"])}: ${c.insurance("after-label")}`),
  (c) => frag`${c.pick(["Account", "Acct no", "Billing acct"])}: ${c.account("after-label")}`,
  (c) => frag`${c.pick(["Email", "E-mail"])}: ${c.email(c.pt, "after-label")}`,
  (c) => frag`${c.pick(["Employer", "Occupation/employer"])}: ${c.employer("header")}`,
  (c) => frag`${c.pick(["Care home", "Residence", "Discharge destination"])}: ${c.careHome("header")}`,
  only("us", (c) => frag`${c.pick(["Driver's license", "DL#", "Licence no"])}: ${c.licence("after-label")}`),
  (c) => frag`${c.pick(["Vehicle reg", "Plate"])}: ${c.plate("after-label")}`,
  (c) =>
    frag`${c.pick(["Prescriber", "Assessor", "Registered nurse"])}: ${c.hcp2.full("header")} (${c.pick(["GMC", "NMC", "DEA", "reg"])} ${c.registration("after-label")})`,
  (c) => frag`${c.pick(["Portal", "Patient portal", "Website"])}: ${c.url("after-label")}`,
  (c) => frag`${c.pick(["Device S/N", "Pump serial", "ICD serial"])}: ${c.serial("after-label")}`,
  (c) => frag`${c.pick(["Workstation IP", "IP"])}: ${c.ip("after-label")}`,
  (c) =>
    frag`${c.pick(["Interpreter", "Language"])}: ${c.pick(["Korean", "Vietnamese", "Mandarin", "Urdu", "Farsi", "Yoruba", "Somali", "Polish", "none"])}`,
  (c) =>
    frag`${c.pick(["Allergies", "ALLERGIES"])}: ${c.pick(["NKDA", "penicillin (rash)", "sulfa", "latex", "codeine - vomiting"])}`,
  (c) =>
    frag`${c.pick(["Diagnosis", "Reason for admission", "Presenting complaint"])}: ${K.dx(c.rng, c.pt.person.sex)}`,
  (c) => frag`${c.pick(["Weight", "Wt"])}: ${c.int(38, 130)} kg`,
];

export const FORM: DocType = {
  name: "form",
  locales: ["us", "uk"],
  weight: 12,
  build(c) {
    const title = c.pick([
      "ADMISSION ASSESSMENT",
      "Nursing Handover Sheet",
      "REQUEST FOR IMAGING",
      "Falls Risk Assessment",
      "Patient Registration",
      "Medication Reconciliation",
      "Transfer Form",
      "Safeguarding Concern",
      "Consent Form 1",
      "Pre-op Checklist",
      "Lab Requisition",
      "Ambulance Handover",
    ]);
    const fields0 = FIELDS.filter((f) => (localeOf(f) ?? c.locale) === c.locale);
    const n = c.int(6, 12);
    const picked = new Set<number>();
    while (picked.size < n) picked.add(c.int(0, fields0.length - 1));
    const sep = c.pick(["\n", "\n", "  ", " | "]);
    const fields = [...picked].map((k) => (fields0[k] as Field)(c));
    const out: Part[] = [title, "\n"];
    out.push(lines(fields, sep));
    if (c.rng.chance(0.5)) out.push(`\nNotes: ${K.nursingObs(c.rng, c.int(1, 3))}`);
    return join(out);
  },
};
