/**
 * An immunisation schedule or catch-up record: the country's national schedule by age with vaccine
 * brands and antigen abbreviations, site and route, cold chain, observation and adverse-event
 * reporting. Schedules follow the public national programmes (AU NIP, NZ National Immunisation
 * Schedule, Ontario publicly funded schedule and NACI, HSE primary childhood programme, India UIP,
 * EPI-SA, Nigeria NPHCDA routine schedule, Singapore NCIS), simplified.
 */
import type { CountryCode } from "../../kit.ts";
import type { BroadDoc } from "../kit.ts";

type Visit = readonly [age: string, vaccines: string];

const SCHEDULES: Readonly<Record<CountryCode, readonly Visit[]>> = {
  AU: [
    ["Birth", "Hepatitis B (H-B-Vax II Paediatric)"],
    [
      "6 weeks",
      "DTPa-hepB-IPV-Hib (Infanrix hexa or Vaxelis), 13vPCV (Prevenar 13), Rotavirus (Rotarix, oral)",
    ],
    ["4 months", "DTPa-hepB-IPV-Hib, 13vPCV, Rotarix"],
    ["6 months", "DTPa-hepB-IPV-Hib"],
    ["12 months", "MMR (Priorix or M-M-R II), MenACWY (Nimenrix), 13vPCV"],
    ["18 months", "MMRV (Priorix-Tetra or ProQuad), Hib (ActHIB), DTPa (Infanrix or Tripacel)"],
    ["4 years", "DTPa-IPV (Infanrix IPV or Quadracel)"],
    ["Year 7", "HPV (Gardasil 9), dTpa (Boostrix)"],
    ["Year 10", "MenACWY (Nimenrix)"],
  ],
  NZ: [
    ["6 weeks", "DTaP-IPV-HepB/Hib (Infanrix-hexa), PCV (Prevenar 13), rotavirus (Rotarix), MenB (Bexsero)"],
    ["3 months", "Infanrix-hexa, Rotarix, Bexsero"],
    ["5 months", "Infanrix-hexa, PCV13"],
    ["12 months", "MMR (Priorix), PCV13, MenB (Bexsero)"],
    ["15 months", "Hib (Hiberix), MMR, varicella (Varivax)"],
    ["4 years", "DTaP-IPV (Infanrix-IPV)"],
    ["11 years", "Tdap (Boostrix)"],
    ["12 years", "HPV (Gardasil 9), 1 dose"],
  ],
  CA: [
    ["2 months", "DTaP-IPV-Hib (Pediacel), Pneu-C-15 (Vaxneuvance), Rot-1 (Rotarix)"],
    ["4 months", "DTaP-IPV-Hib, Pneu-C-15, Rot-1"],
    ["6 months", "DTaP-IPV-Hib"],
    ["1 year", "MMR (M-M-R II), Men-C-C (Menjugate), Pneu-C-15, Var (Varivax III)"],
    ["18 months", "DTaP-IPV-Hib"],
    ["4-6 years", "Tdap-IPV (Adacel-Polio), MMRV (Priorix-Tetra)"],
    ["Grade 7", "HB (Engerix-B, 2 doses), Men-C-ACYW (Menactra), HPV-9 (Gardasil 9)"],
    ["14-16 years", "Tdap (Adacel)"],
  ],
  IE: [
    ["2 months", "6 in 1 (Hexyon), PCV (Prevenar 13), MenB (Bexsero), Rotavirus (Rotarix, oral)"],
    ["4 months", "6 in 1, MenB, Rotavirus"],
    ["6 months", "6 in 1, PCV, MenC"],
    ["12 months", "MMR (M-M-RvaxPro), MenB"],
    ["13 months", "Hib/MenC (Menitorix), PCV"],
    ["Junior infants", "4 in 1 (Tetravac), MMR"],
    ["First year second level", "Tdap (Boostrix), HPV (Gardasil 9), MenACWY (Nimenrix)"],
  ],
  IN: [
    ["At birth", "BCG, OPV-0, Hep B birth dose"],
    ["6 weeks", "OPV-1, Pentavalent-1, RVV-1 (Rotavac), fIPV-1, PCV-1"],
    ["10 weeks", "OPV-2, Pentavalent-2, RVV-2"],
    ["14 weeks", "OPV-3, Pentavalent-3, fIPV-2, RVV-3, PCV-2"],
    ["9-12 months", "MR-1, JE-1 (endemic districts), PCV booster, Vitamin A 1 lakh IU"],
    ["16-24 months", "MR-2, JE-2, DPT booster-1, OPV booster, Vitamin A 2 lakh IU"],
    ["5-6 years", "DPT booster-2"],
    ["10 and 16 years", "Td"],
    ["Pregnant women", "Td-1, Td-2 or Td booster"],
  ],
  ZA: [
    ["Birth", "BCG, OPV0"],
    ["6 weeks", "OPV1, Hexavalent (Hexaxim), Rotavirus (Rotarix), PCV (Prevenar 13)"],
    ["10 weeks", "Hexavalent"],
    ["14 weeks", "Hexavalent, Rotavirus, PCV"],
    ["6 months", "Measles-rubella (MR) 1st dose, Vitamin A 100 000 IU"],
    ["9 months", "PCV"],
    ["12 months", "MR 2nd dose"],
    ["18 months", "Hexavalent"],
    ["6 years", "Td"],
    ["Grade 5 girls", "HPV (Cervarix)"],
  ],
  NG: [
    ["At birth", "BCG, OPV 0, Hep B 0"],
    ["6 weeks", "Penta 1, PCV 1, OPV 1, Rota 1, IPV 1"],
    ["10 weeks", "Penta 2, PCV 2, OPV 2, Rota 2"],
    ["14 weeks", "Penta 3, PCV 3, OPV 3, IPV 2"],
    ["6 months", "Vitamin A"],
    ["9 months", "Measles 1, Yellow fever, MenA (MenAfriVac)"],
    ["15 months", "Measles 2 (MCV2)"],
    ["9-14 years, girls", "HPV (Gardasil), single dose"],
  ],
  SG: [
    ["Birth", "BCG, HepB (D1)"],
    ["1 month", "HepB (D2)"],
    ["2 months", "6-in-1 (DTaP-IPV-Hib-HepB), PCV13"],
    ["4 months", "5-in-1 (DTaP-IPV-Hib), PCV13"],
    ["6 months", "6-in-1"],
    ["12 months", "MMR (D1), PCV13 booster, Varicella (D1)"],
    ["15 months", "MMRV (D2)"],
    ["18 months", "5-in-1 booster"],
    ["Primary 5", "Tdap (Boostrix), OPV/IPV booster, HPV (D1) for girls"],
  ],
};

/** The programme, register and adverse-event route each country names. */
const PROGRAMME: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "National Immunisation Program (NIP) schedule",
    "Record on the Australian Immunisation Register (AIR).",
    "Report AEFI to the state health department; see the Australian Immunisation Handbook.",
  ],
  NZ: [
    "National Immunisation Schedule",
    "Record in AIR (Aotearoa Immunisation Register) and the Well Child Tamariki Ora book.",
    "Report adverse events to CARM.",
  ],
  CA: [
    "Publicly funded immunization schedule",
    "Update the yellow card; record in the provincial registry.",
    "Report AEFI to public health; see the Canadian Immunization Guide (NACI).",
  ],
  IE: [
    "Primary Childhood Immunisation Schedule (HSE NIO)",
    "Record on the immunisation passport.",
    "Report suspected adverse reactions to the HPRA; see the NIAC Immunisation Guidelines for Ireland.",
  ],
  IN: [
    "Universal Immunization Programme (UIP) schedule",
    "Enter in the MCP card and on U-WIN.",
    "AEFI: report to the district immunization officer (Mission Indradhanush catch-up as needed). IAP schedule for optional vaccines (Typbar-TCV, Varilrix, Havrix).",
  ],
  ZA: [
    "EPI-SA revised childhood immunisation schedule",
    "Record in the Road to Health Book (RtHB).",
    "Report AEFI to the EPI coordinator and SAHPRA.",
  ],
  NG: [
    "NPHCDA routine immunization schedule",
    "Record on the child health card; REW microplan.",
    "Report AEFI to the LGA immunization officer and NAFDAC pharmacovigilance.",
  ],
  SG: [
    "National Childhood Immunisation Schedule (NCIS)",
    "Recorded in the National Immunisation Registry (NIR); parents can view it on HealthHub.",
    "Report adverse events to HSA. MediSave may be used for NCIS vaccines.",
  ],
};

const NOTES = [
  "Cold chain: store at +2 to +8 °C; do not freeze. Fridge temperature log checked.",
  "Observe for 15 minutes after vaccination; anaphylaxis kit checked (adrenaline 1:1000, 0.01 mL/kg IM).",
  "Rotavirus vaccine: upper age limits for dose 1 and the last dose apply; oral, do not repeat if spat out.",
  "Catch-up: minimum interval 4 weeks between doses; use the catch-up calculator.",
  "Give in the anterolateral thigh under 12 months, deltoid thereafter. Separate sites by 2.5 cm.",
  "Contraindications: anaphylaxis to a previous dose. Live vaccines deferred in pregnancy and immunosuppression.",
  "Paracetamol for fever after MenB: 15 mg/kg, 3 doses 6-hourly from the time of vaccination.",
  "Mild fever, irritability and local redness are common for 24-48 hours.",
];

export const IMMUNISATION: BroadDoc = {
  name: "immunisation schedule",
  weight: 5,
  build(r, v) {
    const [title, record, aefi] = PROGRAMME[v.code] as readonly string[];
    const style = r.pick(["table", "list", "card"] as const);
    const rows = (SCHEDULES[v.code] as readonly Visit[]).map(([age, vax]) =>
      style === "table"
        ? `| ${age} | ${vax} | ${r.pick(["IM", "IM / oral", "as listed"])} | ______ |`
        : style === "card"
          ? `${age.toUpperCase()}: ${vax} .... given [ ] batch ______ site ____`
          : `- ${age}: ${vax}`,
    );
    const head =
      style === "table" ? ["| Age | Vaccines | Route | Given (initials) |", "|---|---|---|---|"] : [];
    const notes = NOTES.filter(() => r.chance(0.5));
    return [
      r.pick([title, `${title}: catch-up and record`, `IMMUNISATION - ${title}`]),
      ...head,
      ...rows,
      record,
      ...notes,
      aefi,
    ].join("\n");
  },
};
