/**
 * Hospital records: an operation record, an anaesthetic record, a pathology report, a
 * microbiology report and a pharmacy medicines reconciliation.
 */
import { age, familyDoctor, SEX } from "./common.ts";
import type { Form } from "./form.ts";
import type { Val } from "./sheet.ts";

const accession = (c: {
  r: { pick<T>(l: readonly T[]): T; digits(n: number): string; int(a: number, b: number): number };
}): Val => ({
  text: `${c.r.pick(["H", "C", "S", "M", "24-"])}${c.r.digits(2)}${c.r.pick(["/", "-", ""])}${c.r.digits(5)}`,
  label: { type: "ID", group: "record-id", kind: "lab accession", origin: "-" },
});

const operation: Form = {
  name: "operation record",
  weight: 7,
  write(c, s) {
    const p = c.person("PTName");
    const [sur, ass, an] = [c.person("HCPName"), c.person("HCPName"), c.person("HCPName")];
    const id = c.id(p, "record-id");
    s.line("OPERATION RECORD    ", [c.hospital(false), "form heading"]);
    s.line(
      "Patient: ",
      [c.name(p, "formal"), "form field"],
      "   ",
      `${id.label} `,
      [id.v, "form field"],
      "   DOB ",
      [c.dob(p), "form field"],
    );
    s.line("Date of operation: ", [c.date(c.today), "form field"], "   Theatre 4   Start 08:42   End 10:15");
    s.line(
      "Surgeon: ",
      c.r.pick(["Mr ", "Dr ", "Ms "]),
      [c.name(sur, "natural"), "form field"],
      "   Assistant: Dr ",
      [c.name(ass, "initial"), "form field"],
      "   Anaesthetist: Dr ",
      [c.name(an, "family"), "form field"],
    );
    s.line(
      "Procedure: ",
      c.r.pick([
        "Laparoscopic cholecystectomy",
        "Hemiarthroplasty R hip (Exeter stem)",
        "Open reduction internal fixation L ankle",
        "Appendicectomy",
        "Hartmann's procedure",
      ]),
    );
    s.line(
      "Findings: ",
      c.r.pick([
        "inflamed GB, Calot's triangle clear",
        "displaced intracapsular #",
        "bimalleolar #, syndesmosis intact",
        "perforated appendix, pus in pelvis",
      ]),
    );
    s.line(
      "Post-op: obs per protocol, VTE prophylaxis, review by ",
      [c.name(ass, "given"), "post-op"],
      " on the ward round. Sign: ",
      [c.name(sur, "initial"), "signature"],
    );
  },
};

const anaesthetic: Form = {
  name: "anaesthetic record",
  weight: 6,
  write(c, s) {
    const p = c.person("PTName");
    const an = c.person("HCPName");
    const odp = c.person("HCPName");
    s.line(
      "ANAESTHETIC RECORD | ",
      [c.date(c.today), "form heading"],
      " | ASA ",
      String(c.r.int(1, 4)),
      " | ",
      c.r.pick(["GA + ETT", "Spinal", "GA + LMA", "Sedation"]),
    );
    s.line(
      "Pt ",
      [c.name(p, c.r.pick(["formal", "natural", "upper"] as const)), "form field"],
      " | ",
      age(c, p, "form field"),
      SEX(p),
      " | Wt ",
      String(c.r.int(40, 120)),
      " kg | ",
      [c.id(p).v, "form field"],
    );
    s.line(
      "Anaesthetist ",
      [c.name(an, "natural"), "form field"],
      " | Asst ",
      [c.name(odp, "given"), "form field"],
      c.r.pick([" (ODP)", " (AT)", " (anaesthetic nurse)"]),
    );
    s.line("Induction: propofol 150 mg, fentanyl 100 mcg, roc 50 mg. Grade 1 view, size 7.5 ETT at 22 cm.");
    s.line("Maint: sevo 0.9 MAC, ondansetron 4 mg, dex 8 mg. PONV risk Apfel 2. Reversal sugammadex 200 mg.");
    s.line(
      "Handover to recovery nurse ",
      [c.name(c.person("HCPName"), "given"), "handover to"],
      " at 10:2",
      String(c.r.int(0, 9)),
      ".",
    );
  },
};

const pathology: Form = {
  name: "pathology report",
  weight: 7,
  write(c, s) {
    const p = c.person("PTName");
    const req = c.person("HCPName");
    const path = c.person("HCPName");
    s.line(c.r.pick(["HISTOPATHOLOGY REPORT", "Anatomical Pathology", "Cytopathology report"]));
    s.line(
      "Lab No: ",
      [accession(c), "report field"],
      "    Collected: ",
      [c.date(c.past(12)), "report field"],
      "    Received: ",
      [c.date(c.past(10)), "report field"],
    );
    s.line(
      "Patient: ",
      [c.name(p, "formal"), "report field"],
      "    DOB: ",
      [c.dob(p), "report field"],
      `    Sex: ${SEX(p)}`,
    );
    s.line("Requested by: Dr ", [c.name(req, "initial"), "report field"], ", ", [
      c.facility("practice"),
      "report field",
    ]);
    s.line(
      "Specimen: ",
      c.r.pick([
        "colon, sigmoid, resection",
        "skin, L forearm, excision",
        "breast, R, core biopsy x3",
        "endometrium, pipelle",
      ]),
    );
    s.line(
      "Microscopy: ",
      c.r.pick([
        "moderately differentiated adenocarcinoma, pT3 N1a",
        "BCC, nodular, margins clear by 2 mm",
        "grade 2 IDC, ER 8/8, HER2 1+",
        "proliferative endometrium, no atypia",
      ]),
    );
    s.line("Reported by: ", [c.name(path, "natural"), "signature"], ", pathologist. Authorised ", [
      c.date(c.past(2)),
      "signature",
    ]);
  },
};

const microbiology: Form = {
  name: "microbiology report",
  weight: 6,
  write(c, s) {
    const p = c.person("PTName");
    const req = c.person("HCPName");
    const id = c.id(p);
    s.line(
      "MICROBIOLOGY  ",
      [accession(c), "report field"],
      "  ",
      [c.name(p, c.r.pick(["formal", "upper"] as const)), "report field"],
      "  ",
      `${id.label} `,
      [id.v, "report field"],
    );
    s.line(
      "Specimen: ",
      c.r.pick(["MSU", "blood culture x2", "wound swab", "sputum", "CSF"]),
      "  collected ",
      [c.date(c.past(4)), "report field"],
      "  ward/clinic: ",
      [c.hospital(true), "report field"],
    );
    s.line(
      "Culture: ",
      c.r.pick([
        "E. coli > 10^8 cfu/L",
        "Staph aureus (MSSA)",
        "Klebsiella pneumoniae ESBL",
        "Strep pneumoniae",
        "no growth at 48 h",
      ]),
    );
    s.line("Amoxicillin R | Co-amoxiclav S | Cefalexin S | Gentamicin S | Nitrofurantoin S | Trimethoprim R");
    s.line(
      "Phoned to Dr ",
      [c.name(req, c.r.pick(["natural", "family"] as const)), "phoned to"],
      " on ",
      [c.phone(), "phoned to"],
      " at 16:05 by ",
      [c.name(c.person("HCPName"), "initial"), "phoned to"],
      " (BMS)",
    );
  },
};

const reconciliation: Form = {
  name: "pharmacy reconciliation",
  weight: 7,
  write(c, s) {
    const p = c.person("PTName");
    const pharm = c.person("HCPName");
    const kin = c.person("RelativeProxyName");
    s.line("MEDICINES RECONCILIATION - ", [c.name(p, "natural"), "form heading"], " - ", [
      c.id(p).v,
      "form heading",
    ]);
    s.line(
      "Sources: patient; ",
      kin.male ? c.r.pick(["husband", "son", "carer"]) : c.r.pick(["wife", "daughter", "carer"]),
      " ",
      [c.name(kin, "given"), "sources"],
      " (",
      [c.phone(), "sources"],
      "); ",
      [c.facility("pharmacy"), "sources"],
      " dispensing history; ",
      familyDoctor(c.code),
      " list from ",
      [c.facility("practice"), "sources"],
    );
    s.line("Pre-admission | Admission chart | Discrepancy");
    for (const [pre, adm, dis] of c.r.some(
      [
        ["Warfarin 3 mg mane", "Warfarin 3 mg", "none"],
        ["Insulin glargine 18 units nocte", "not charted", "OMISSION - charted after discussion"],
        ["Sertraline 100 mg", "Sertraline 50 mg", "dose discrepancy"],
        ["Tiotropium 18 mcg inh", "Tiotropium", "none"],
        ["Alendronate 70 mg weekly (Sun)", "not charted", "intentional - acute admission"],
        ["Prednisolone 5 mg", "Prednisolone 5 mg", "none"],
      ] as const,
      3,
    ))
      s.line(`${pre} | ${adm} | ${dis}`);
    s.line(
      "Completed by ",
      [c.name(pharm, c.r.pick(["natural", "initial"] as const)), "signature"],
      ", ",
      c.r.pick(["ward pharmacist", "pharmacy technician", "clinical pharmacist"]),
      ", ",
      [c.date(c.today), "signature"],
      ", bleep ",
      [
        {
          text: String(c.r.int(100, 9999)),
          label: { type: "Phone", group: "phone", kind: "bleep", origin: "-" },
        },
        "signature",
      ],
    );
  },
};

export const CLINICAL_FORMS: readonly Form[] = [
  operation,
  anaesthetic,
  pathology,
  microbiology,
  reconciliation,
];
