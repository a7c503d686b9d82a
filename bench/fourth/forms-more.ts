/**
 * More PHI forms every country writes: telegraphic ward-round lists (several patients a page),
 * pathology reports, clinic letterhead prescriptions, medico-legal / coroner's reports and trial
 * case report forms.
 */
import { Cast } from "./cast.ts";
import { type Form, TYPED } from "./forms-local.ts";
import type { DateShape } from "./lands.ts";
import type { Part } from "./page.ts";

const lc = (s: string): string => s.toLowerCase();

export const WARD_ROUND: Form = {
  name: "ward round list",
  styles: [
    [5, "mixed"],
    [2, "upper"],
    [3, "lower"],
  ],
  write(c, p) {
    const r = c.r;
    const cons = c.doc(0);
    p.line(
      `WR `,
      c.date(
        c.seen,
        "header",
        r.pick<DateShape>([(_, d) => `${d.d}/${d.m}`, ...c.land.dateShapes.slice(0, 2)]),
      ),
      ` — Cons `,
      c.name(cons, "HCPName", "header", r.chance(0.5) ? "surname" : "natural"),
      ` / reg `,
      c.name(c.doc(1), "HCPName", "header", "given"),
      ` / ${r.pick(["HO", "intern", "JMO", "SHO"])} `,
      c.name(c.doc(2), "HCPName", "header", "given"),
    );
    const n = r.int(2, 4);
    for (let k = 0; k < n; k++) {
      const x = k === 0 ? c : new Cast(r.child(k + 100), c.code);
      const id = x.id(0, "list");
      const name = r.chance(0.35)
        ? x.loose(lc(x.pt.full), "PTName", "name", "lower case", "list")
        : x.ptName("list");
      p.line(
        `Bed ${r.int(1, 32)}${r.pick(["", "A", "B"])} — `,
        name,
        ` ${x.age > 89 ? "" : `${x.age}${x.male ? "M" : "F"} `}`,
        ...(id === undefined ? [] : ([`(`, id, `)`] as Part[])),
      );
      p.line(
        `  D${r.int(1, 12)} ${r.pick(["CAP", "UTI/urosepsis", "#NOF post DHS", "DKA resolving", "cellulitis L leg", "decomp CCF"])}. ${r.pick(["afebrile 24h", "spiking 38.4 overnight", "obs stable", "NEWS 3"])}. CRP ${r.int(20, 300)}->${r.int(5, 200)}.`,
      );
      const [rel, kin] = x.relative(["child", "spouse", "sibling", "other"], true);
      p.line(
        `  - ${r.pick(["sw to PO abx", "cont IV abx", "physio/OT", "uptitrate frusemide"])}; ?home `,
        r.chance(0.3)
          ? x.loose(
              `${r.pick(["Mon", "Fri", "the"])} ${[1, 21, 31].includes(x.seen.d) ? `${x.seen.d}st` : [2, 22].includes(x.seen.d) ? `${x.seen.d}nd` : [3, 23].includes(x.seen.d) ? `${x.seen.d}rd` : `${x.seen.d}th`}`.replace(
                /^(Mon|Fri|the) /,
                "",
              ),
              "Date",
              "date",
              "day alone",
              "after-home",
            )
          : r.pick(["tmrw", "Mon", "when mobile"]),
        ` if ${rel} `,
        x.name(kin, "RelativeProxyName", "after-kin", r.chance(0.5) ? "given" : "natural"),
        ` (`,
        x.mobile("bracket"),
        `) can collect`,
      );
      if (r.chance(0.6))
        p.line(
          `  - d/w ${r.pick(["micro", "renal", "ortho", "ID", "palliative"])} (${r.pick(["dr ", "Dr ", ""])}`,
          c.name(c.doc(3 + k), "HCPName", "after-dw", r.chance(0.5) ? "surname" : "natural"),
          `) re ${r.pick(["sens", "dose", "plan", "GOC"])}`,
        );
      if (r.chance(0.4))
        p.line(
          `  - lives ${r.pick(["alone", "w/ dau", "in RACF", "w/ wife"])} ${r.pick(["in", "at", "nr"])} `,
          x.townName("lives-in"),
          `; GP `,
          x.clinic("after-gp"),
        );
    }
  },
};

export const PATHOLOGY: Form = {
  name: "pathology report",
  styles: [
    [5, "mixed"],
    [3, "upper"],
    [2, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    p.line(`${r.pick(["CHEMICAL PATHOLOGY", "HAEMATOLOGY", "MICROBIOLOGY", "HISTOPATHOLOGY"])} REPORT`);
    p.line(
      `Patient: `,
      r.chance(0.6)
        ? c.loose(`${c.pt.surname.toUpperCase()}, ${c.pt.given}`, "PTName", "name", "SURNAME, Given", "label")
        : c.ptName("label"),
      `    Sex: ${c.male ? "M" : "F"}   DOB: `,
      c.dob("label"),
    );
    p.line(
      `Lab No: `,
      c.loose(`${String(c.seen.y).slice(2)}-${r.digits(6)}`, "ID", "other-id", "lab number", "label"),
      `   `,
      `${c.ids[0]?.label ?? "MRN"} `,
      c.id(0, "label") ?? c.loose(r.digits(7), "ID", "record-id", "MRN", "label"),
    );
    p.line(
      `Collected: `,
      c.day(0, "label"),
      ` ${r.int(6, 11)}:${r.pick(["05", "40", "15"])}   Received: `,
      c.day(0, "label"),
      `   Reported: `,
      c.day(r.int(0, 3), "label"),
    );
    p.line(`Requested by: Dr `, c.hcp(0, "after-title"), `, `, c.clinic("label"));
    p.line(`Copy to: Dr `, c.hcp(1, "after-title"), ` (`, c.hospital("bracket", r.chance(0.5)), `)`);
    p.blank();
    if (r.chance(0.5)) p.line(...c.sticker());
    p.line(`Test                Result      Units       Ref range`);
    for (const row of r.some(
      [
        ["Haemoglobin", `${r.int(60, 160)}`, "g/L", "115-165"],
        ["WCC", `${r.int(2, 25)}.${r.int(0, 9)}`, "x10^9/L", "4.0-11.0"],
        ["Platelets", `${r.int(12, 450)}`, "x10^9/L", "150-400"],
        ["Sodium", `${r.int(118, 148)}`, "mmol/L", "135-145"],
        ["Potassium", `${r.int(2, 6)}.${r.int(0, 9)}`, "mmol/L", "3.5-5.2"],
        ["Creatinine", `${r.int(50, 900)}`, "umol/L", "45-90"],
        ["CRP", `${r.int(1, 350)}`, "mg/L", "<5"],
        ["HbA1c", `${r.int(38, 120)}`, "mmol/mol", "<48"],
      ],
      r.int(3, 6),
    ))
      p.line(
        `${(row[0] as string).padEnd(20)}${(row[1] as string).padEnd(12)}${(row[2] as string).padEnd(12)}${row[3]}`,
      );
    p.blank();
    p.line(
      `Comment: ${r.pick(["Critical potassium phoned to", "Low platelets confirmed on film; phoned to", "Result discussed with", "Please repeat in 2/52. Phoned to"])} `,
      c.name(c.doc(2), "HCPName", "after-phoned", r.chance(0.5) ? "natural" : "given"),
      ` (${r.pick(["RMO", "ward RN", "registrar"])}, ${r.pick(["bleep", "ext", "x"])} `,
      c.pager("after-pager"),
      `) at ${r.int(10, 23)}:${r.pick(["12", "47"])} by `,
      c.name(c.doc(3), "HCPName", "after-by", "initial"),
      `.`,
    );
    p.line(
      `Authorised: Dr `,
      c.hcp(4, "signature"),
      `, ${r.pick(["FRCPA", "MBChB FCPath (SA)", "MD (Path)", "FMCPath", "FRCPath"])}`,
    );
  },
};

export const PRESCRIPTION: Form = {
  name: "clinic letterhead prescription",
  styles: [
    [5, "mixed"],
    [2, "upper"],
    [3, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    const d = c.doc(0);
    const reg = c.reg("letterhead");
    p.line(
      `Dr. `,
      c.name(d, "HCPName", "letterhead", "natural"),
      r.pick([
        ", MBBS, MD (Medicine)",
        ", MBBS FRACGP",
        ", MB BCh BAO, MICGP",
        ", MBChB, FWACP",
        ", MBBS (S'pore), GDFM",
        ", MD CCFP",
      ]),
    );
    p.line(`${reg.label} `, reg.val);
    p.line(c.clinic("letterhead"));
    const t = r.pick(c.land.towns);
    if (r.chance(0.5)) for (const l of c.addressBlock("letterhead", t)) p.line(...l);
    else
      p.line(
        c.street("letterhead", t),
        `, `,
        c.townName("letterhead", t),
        r.chance(0.5) ? ` - ` : `, `,
        c.postcode("letterhead", t),
      );
    p.line(
      `Ph: `,
      c.landline("letterhead"),
      ` | ${r.pick(["Mob", "Cell", "HP", "WhatsApp"])}: `,
      c.mobile("letterhead"),
      r.chance(0.4) ? " | " : "",
      ...(r.chance(0.4) ? [c.email(d, "letterhead")] : []),
    );
    p.line(
      `Timings: ${r.pick(["10 am – 1 pm, 6 – 9 pm (Sunday holiday)", "Mon–Fri 8:30–5:00", "8am – 12 noon"])}`,
    );
    p.line(`----------------------------------------------`);
    p.line(
      `Name: `,
      c.ptName("label"),
      `   Age/Sex: `,
      c.ageText("label"),
      `/${c.male ? "M" : "F"}   Date: `,
      c.day(0, "label"),
    );
    if (r.chance(0.5)) p.line(`Address: `, c.townName("label"));
    p.line(`Wt ${r.int(8, 110)} kg   BP ${r.int(100, 180)}/${r.int(60, 110)}`);
    p.line(
      `C/o ${r.pick(["fever, body ache x 3 days", "cough with sputum x 1 wk", "burning micturition", "giddiness"])}`,
    );
    p.line(`Rx`);
    p.line(
      `1. Tab. ${r.pick(["Paracetamol 650 mg", "Azithromycin 500 mg", "Amlodipine 5 mg", "Cetirizine 10 mg"])}  1-0-1 x ${r.int(3, 10)} days (after food)`,
    );
    p.line(`2. Syp. ${r.pick(["Ascoril LS", "Benadryl", "Cremaffin"])} 10 ml TDS`);
    p.line(
      `3. Cap. ${r.pick(["Omeprazole 20 mg", "Doxycycline 100 mg", "Vitamin D3 60000 IU"])} 1-0-0 ${r.pick(["before breakfast", "weekly x 8"])}`,
    );
    p.line(`Review after ${r.int(3, 14)} days / SOS. Next visit: `, c.day(r.int(5, 30), "label"));
  },
};

export const MEDICOLEGAL: Form = {
  name: "medico-legal / coroner's report",
  styles: TYPED,
  write(c, p) {
    const r = c.r;
    const label = {
      IN: "MLC No.",
      ZA: "SAPS CAS no.",
      NG: "Police extract no.",
      AU: "Coronial case no.",
      NZ: "Coroner's ref",
      IE: "Garda PULSE ref",
      CA: "Coroner's case #",
      SG: "Police report no.",
    }[c.code];
    const officer = {
      IN: "HC",
      ZA: "Sgt",
      NG: "Inspector",
      AU: "Sen Const",
      NZ: "Constable",
      IE: "Garda",
      CA: "Cst.",
      SG: "Sgt",
    }[c.code];
    p.line(
      c.code === "AU" || c.code === "NZ" || c.code === "CA" || c.code === "IE"
        ? `REPORT TO THE CORONER`
        : `MEDICO-LEGAL REPORT`,
    );
    p.line(
      `${label} `,
      c.loose(
        `${r.pick(["", "CR", "MLC/"])}${r.int(100, 9999)}/${c.seen.y}`,
        "ID",
        "other-id",
        "case number",
        "label",
      ),
    );
    p.line(
      `Deceased / injured: `,
      c.ptName("label"),
      `, aged `,
      c.ageText("after-aged"),
      `, of `,
      c.street("after-of"),
      `, `,
      c.townName("after-of"),
    );
    p.line(
      `Brought by ${officer} `,
      c.name(c.kin(true, false), "HCPName", "after-rank", r.chance(0.5) ? "natural" : "surname"),
      ` ${c.code === "IN" ? `(No. ${r.int(100, 9999)}) of ` : "of "}`,
      c.loose(
        `${r.pick(c.land.towns).town} ${c.code === "IN" ? "PS" : c.code === "ZA" ? "SAPS" : "Police Station"}`,
        "Location",
        "facility",
        "police station",
        "after-of",
      ),
      ` on `,
      c.day(0, "on"),
      ` at ${r.int(0, 23)}${r.pick(["00", "30", "45"])} hrs.`,
    );
    p.line(
      `History (as given by ${r.pick(["brother", "neighbour", "wife", "employer"])} `,
      c.name(c.kin(true, false), "RelativeProxyName", "after-role", "natural"),
      `): ${r.pick(["alleged assault with blunt object at", "found unresponsive at home in", "road traffic accident (pedestrian vs taxi) near", "fall from scaffolding at a site in"])} `,
      c.townName("after-in"),
      `.`,
    );
    p.line(
      `Findings: ${r.pick(["GCS 7/15, L periorbital haematoma, laceration 4 x 1 cm occiput", "no signs of life; rigor mortis established", "open # R tib/fib, abrasions", "ligature mark on neck"])}.`,
    );
    const ident = c.relative(["child", "spouse", "parent", "sibling"]);
    p.line(
      `Identification by ${ident[0]}: `,
      c.name(ident[1], "RelativeProxyName", "label", "natural"),
      `, ${c.code === "ZA" ? "ID" : "contact"} `,
      c.mobile("label"),
    );
    p.line(
      `Examined by Dr `,
      c.hcp(0, "after-title"),
      ` in the presence of ${r.pick(["staff nurse", "sister", "the constable"])} `,
      c.name(c.doc(1), "HCPName", "after-role", "given"),
      `.`,
    );
  },
};

export const TRIAL_CRF: Form = {
  name: "trial case report form",
  styles: [
    [6, "mixed"],
    [3, "upper"],
    [1, "ocr"],
  ],
  write(c, p) {
    const r = c.r;
    const site = r.int(1, 40);
    const initials = `${c.pt.given[0]}${r.chance(0.5) ? "-" : ""}${c.pt.surname[0]}`.toUpperCase();
    p.line(
      `${r.pick(["REMAP-CAP", "ATTACC", "ESPRIT-2", "CASTOR-HF"])} — CASE REPORT FORM — Visit ${r.int(1, 6)}`,
    );
    p.line(
      `Site: ${String(site).padStart(3, "0")} (`,
      c.hospital("after-site"),
      `)   PI: Dr `,
      c.hcp(0, "after-title"),
    );
    p.line(
      `Subject ID: `,
      c.loose(`${String(site).padStart(3, "0")}-${r.digits(4)}`, "ID", "other-id", "subject ID", "label"),
      `   Initials: `,
      c.loose(initials, "PTNameInitial", "name", "initials", "label"),
    );
    p.line(
      `Month/year of birth: `,
      c.loose(`${String(c.born.m).padStart(2, "0")}/${c.born.y}`, "Date", "date", "month/year", "label"),
      `   Sex: ${c.male ? "M" : "F"}`,
    );
    p.line(
      `Randomisation date: `,
      c.day(0, "label"),
      `   Arm: ${r.pick(["A", "B"])}   Stratum: ${r.pick(["ICU", "ward"])}`,
    );
    p.line(
      `Eligibility: inclusion 1–5 met [x]  exclusions 1–9 none [x]   Consent: ${r.pick(["patient", "person responsible", "deferred"])}`,
    );
    p.line(
      `AE: ${r.pick(["none", "grade 2 rash", "grade 3 hypokalaemia (SAE? no)"])}   Concomitant meds: see log`,
    );
    p.line(
      `Completed by: `,
      c.name(c.doc(1), "HCPName", "label", "initial"),
      ` (research nurse), `,
      c.day(r.int(0, 3), "label"),
    );
  },
};

export const MORE_FORMS: readonly Form[] = [WARD_ROUND, PATHOLOGY, PRESCRIPTION, MEDICOLEGAL, TRIAL_CRF];
