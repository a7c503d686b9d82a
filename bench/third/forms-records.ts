/**
 * Record-like forms: an EHR print-out in columns, a ward-round list, an MDT meeting list, an
 * outpatient clinic list and a discharge medication list.
 */
import type { Cast, Person } from "./cast.ts";
import { addressLine, age, familyDoctor, kinWord, SEX } from "./common.ts";
import type { Form } from "./form.ts";
import type { Sheet, Val } from "./sheet.ts";

/** Spaces that bring a value of `v`'s length to column `width`. */
const to = (v: Val | string, width: number): string =>
  " ".repeat(Math.max(1, width - (typeof v === "string" ? v.length : v.text.length)));

const DIAGNOSES = [
  "CAP R lower lobe",
  "NSTEMI",
  "decompensated CCF",
  "# NOF L, post DHS day 2",
  "urosepsis",
  "DKA resolving",
  "COPD exacerbation",
  "cellulitis L leg",
  "delirium ?cause",
  "AKI on CKD 3",
  "upper GI bleed, OGD done",
  "TB meningitis, on RHZE",
];
const PLANS = [
  "step down to oral abx, OT/PT r/v",
  "echo today, titrate diuretics",
  "mobilise, bloods in am",
  "for MDT, awaiting CT",
  "d/c planning, needs transport",
  "repeat lactate, fluid balance",
  "family meeting re goals of care",
  "hold anticoagulant, Hb tomorrow",
];

const ehrPrintout: Form = {
  name: "EHR print-out",
  weight: 10,
  write(c, s) {
    const p = c.person("PTName");
    const kin = c.person("RelativeProxyName");
    const gp = c.person("HCPName");
    const id1 = c.id(p, c.r.pick(["health-id", "national-id"] as const));
    const id2 = c.id(p, "record-id");
    const name = c.name(p, "formal");
    const dob = c.dob(p);
    s.line(
      c.r.pick(["PATIENT SUMMARY", "Patient Demographics", "CLINICAL RECORD - PRINTED COPY"]),
      "    Printed ",
      [c.date(c.today), "print date"],
      " 09:4",
      String(c.r.int(0, 9)),
    );
    s.line("=".repeat(60));
    s.line(
      "Name:    ",
      [name, "ehr cell"],
      to(name, 26),
      "DOB: ",
      [dob, "ehr cell"],
      " (",
      age(c, p, "ehr cell"),
      "y)  Sex: ",
      SEX(p),
    );
    s.line(`${id2.label}:`, to(`${id2.label}:`, 9), [id2.v, "ehr cell"], to(id2.v, 26), `${id1.label}: `, [
      id1.v,
      "ehr cell",
    ]);
    s.line("Address: ", ...addressLine(c, "ehr cell"));
    const ph = c.phone();
    s.line("Phone:   ", [ph, "ehr cell"], to(ph, 26), "Email: ", [c.email(p), "ehr cell"]);
    s.line(
      "NOK:     ",
      c.r.chance(0.4) ? `${c.title(kin)} ` : "",
      [c.name(kin), "ehr cell"],
      ` (${kinWord(c, kin.male)})  Ph: `,
      [c.phone(), "ehr cell"],
    );
    s.line(`${familyDoctor(c.code)}: `.padEnd(9), "Dr ", [c.name(gp, "initial"), "ehr cell"], ", ", [
      c.facility("practice"),
      "ehr cell",
    ]);
    s.line(
      "Admitted ",
      [c.date(c.past(20)), "ehr cell"],
      " under ",
      c.r.pick(["Gen Med", "Surgery", "Ortho", "Cardiology"]),
      " at ",
      [c.hospital(), "ehr cell"],
    );
    s.line("-".repeat(60));
    s.line("Date       | Author            | Entry");
    for (let k = 0; k < c.r.int(1, 3); k++) {
      const a = c.person("HCPName");
      const d = c.date(c.past(10));
      const an = c.name(a, c.r.pick(["initial", "natural"] as const));
      s.line(
        [d, "table cell"],
        to(d, 11),
        "| ",
        [an, "table cell"],
        to(an, 18),
        "| ",
        c.r.pick(DIAGNOSES),
        "; ",
        c.r.pick(PLANS),
      );
    }
  },
};

const wardRound: Form = {
  name: "ward-round list",
  weight: 9,
  write(c, s) {
    const cons = c.person("HCPName");
    const reg = c.person("HCPName");
    s.line(
      c.r.pick(["WARD ROUND", "Consultant ward round", "Post-take round", "Board round"]),
      " ",
      [c.shortDate(c.today), "list heading"],
      " - Cons: Dr ",
      [c.name(cons, "family"), "list heading"],
      ", Reg: ",
      [c.name(reg, "given"), "list heading"],
    );
    s.line(c.r.pick(["Bed | Patient | Age/Sex | ID | Issues | Plan", "BED  PATIENT  AGE  ID  ISSUES/PLAN"]));
    for (let k = 0; k < c.r.int(3, 6); k++) {
      const p = c.person("PTName");
      const id = c.id(p, "record-id");
      const kin = c.r.chance(0.3);
      const relative = c.person("RelativeProxyName");
      s.line(
        `${c.r.int(1, 32)}${c.r.pick(["", "A", "B"])} | `,
        [c.name(p, c.r.pick(["formal", "natural", "initial"] as const)), "list row"],
        " | ",
        age(c, p, "list row"),
        SEX(p),
        " | ",
        [id.v, "list row"],
        " | ",
        c.r.pick(DIAGNOSES),
        " | ",
        c.r.pick(PLANS),
        kin && "; call ",
        kin && [c.name(relative, "given"), "list row kin"],
        kin &&
          ` (${relative.male ? c.r.pick(["son", "husband", "NOK"]) : c.r.pick(["dtr", "wife", "NOK"])}) on `,
        kin && [c.phone(), "list row kin"],
      );
    }
  },
};

function mdtRow(c: Cast, s: Sheet, k: number): void {
  const p: Person = c.person("PTName");
  const id = c.id(p);
  const ref = c.person("HCPName");
  s.line(
    `${k}. `,
    [c.name(p, c.r.pick(["formal", "natural"] as const)), "mdt row"],
    ", ",
    [id.v, "mdt row"],
    ", DOB ",
    [c.dob(p), "mdt row"],
    ". Ref: Dr ",
    [c.name(ref, "family"), "mdt row"],
    " (",
    [c.hospital(true), "mdt row"],
    "). ",
    c.r.pick([
      "CT staging - for surgery?",
      "Path review",
      "Post-op histology",
      "Radiology review, ?recurrence",
      "For SABR vs surgery",
    ]),
  );
}

const mdtList: Form = {
  name: "MDT meeting list",
  weight: 7,
  write(c, s) {
    const chair = c.person("HCPName");
    const coord = c.person("HCPName");
    s.line(
      c.r.pick(["Upper GI", "Lung", "Colorectal", "Breast", "Head & Neck", "Neuro-oncology"]),
      " MDT - ",
      [c.date(c.today), "list heading"],
    );
    s.line(
      "Chair: ",
      c.r.pick(["Mr ", "Dr ", "Prof "]),
      [c.name(chair, "initial"), "list heading"],
      ". Coordinator: ",
      [c.name(coord, "natural"), "list heading"],
      " ext ",
      [
        {
          text: String(c.r.int(2000, 7999)),
          label: { type: "Phone", group: "phone", kind: "extension 4 digits", origin: "-" },
        },
        "list heading",
      ],
    );
    for (let k = 1; k <= c.r.int(3, 5); k++) mdtRow(c, s, k);
    s.line("Outcomes to be e-mailed to ", [c.email(coord), "footer"]);
  },
};

const clinicList: Form = {
  name: "outpatient clinic list",
  weight: 7,
  write(c, s) {
    const doc = c.person("HCPName");
    s.line(
      c.r.pick(["Respiratory", "Diabetes", "Fracture", "Antenatal", "Renal", "Memory"]),
      " clinic - Dr ",
      [c.name(doc, "natural"), "list heading"],
      " - ",
      [c.date(c.today), "list heading"],
      " - ",
      [c.facility("practice"), "list heading"],
    );
    s.line("Time   ID          Name                      Type  Note");
    for (let k = 0; k < c.r.int(4, 7); k++) {
      const p = c.person("PTName");
      const id = c.id(p);
      const n = c.name(p, c.r.pick(["formal", "natural", "upper"] as const));
      s.line(
        `${String(8 + Math.floor(k / 2)).padStart(2, "0")}:${k % 2 === 0 ? "00" : "30"}  `,
        [id.v, "clinic row"],
        to(id.v, 12),
        [n, "clinic row"],
        to(n, 26),
        c.r.pick(["New", "F/U", "Tel", "DNA x1"]),
        "  ",
        c.r.pick(["interpreter booked", "bloods prior", "", "wheelchair", "transport booked"]),
      );
    }
  },
};

const dischargeMeds: Form = {
  name: "discharge medication list",
  weight: 7,
  write(c, s) {
    const p = c.person("PTName");
    const id = c.id(p);
    const dr = c.person("HCPName");
    const ph = c.person("HCPName");
    s.line("DISCHARGE MEDICATIONS");
    s.line(
      "Patient: ",
      [c.name(p, "formal"), "header field"],
      "   DOB: ",
      [c.dob(p), "header field"],
      `   ${id.label}: `,
      [id.v, "header field"],
    );
    s.line("Discharged: ", [c.date(c.past(3)), "header field"], " from ", [
      c.hospital(false),
      "header field",
    ]);
    s.line("Medicine                   Dose      Freq     Status");
    for (const m of c.r.some(
      [
        "Amlodipine 5 mg",
        "Metformin XR 1 g",
        "Apixaban 5 mg",
        "Frusemide 40 mg",
        "Pantoprazole 40 mg",
        "Atorvastatin 40 mg",
        "Paracetamol 1 g",
        "Bisoprolol 2.5 mg",
        "Sitagliptin 100 mg",
      ],
      4,
    ))
      s.line(
        m.padEnd(27),
        c.r.pick(["1 tab", "2 tabs", "1 cap"]).padEnd(10),
        c.r.pick(["mane", "BD", "nocte", "TDS", "QID PRN"]).padEnd(9),
        c.r.pick(["continued", "NEW", "dose changed", "STOPPED"]),
      );
    s.line(
      "Prescriber: Dr ",
      [c.name(dr, "initial"), "signature"],
      " pager ",
      [
        {
          text: String(c.r.int(1000, 9999)),
          label: { type: "Phone", group: "phone", kind: "pager 4 digits", origin: "-" },
        },
        "signature",
      ],
      "; checked by ",
      [c.name(ph, "natural"), "signature"],
      " (pharmacist)",
    );
    s.line("Community pharmacy: ", [c.facility("pharmacy"), "footer"], ", ", [c.phone(), "footer"]);
  },
};

export const RECORD_FORMS: readonly Form[] = [ehrPrintout, wardRound, mdtList, clinicList, dischargeMeds];
