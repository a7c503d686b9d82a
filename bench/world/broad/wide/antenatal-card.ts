/**
 * A hand-held antenatal card or record page: obstetric shorthand (G2P1, EDD by dating scan, T+),
 * booking bloods, a visit grid with its date column left empty, fundal height against gestation,
 * and the country's maternity record and programmes.
 */
import type { CountryCode } from "../../kit.ts";
import type { Rng } from "../../rng.ts";
import type { BroadDoc } from "../kit.ts";

const RECORD: Readonly<Record<CountryCode, readonly string[]>> = {
  AU: [
    "Pregnancy Health Record (hand-held)",
    "Midwifery Group Practice (MGP) caseload; shared care with GP.",
    "Edinburgh Postnatal Depression Scale (EPDS) at booking: ____",
  ],
  NZ: [
    "Maternity notes (LMC: midwife)",
    "Lead Maternity Carer (LMC) care; referral guidelines consulted.",
    "Whānau support person present at booking.",
  ],
  CA: [
    "Antenatal Record 1 and 2 (provincial form)",
    "Prenatal screening: eFTS / NIPT offered.",
    "GBS swab at 35-37 weeks.",
  ],
  IE: [
    "Maternity hand-held record",
    "Combined care (GP and hospital) per the National Maternity Strategy.",
    "Healthy pregnancy leaflet given.",
  ],
  IN: [
    "MCP card (Mother and Child Protection card)",
    "ANC registration under PMSMA; JSY eligible.",
    "IFA 1 tab OD from 2nd trimester; Calcium 500 mg BD; Td-1 given.",
  ],
  ZA: [
    "Maternity Case Record (MCR)",
    "BANC Plus schedule: 8 contacts.",
    "HIV test, syphilis (RPR) and Rh at booking; repeat HIV at 32 weeks.",
  ],
  NG: [
    "Antenatal card (ANC)",
    "Focused antenatal care; IPTp-SP from 13 weeks, monthly.",
    "LLIN given; haematinics: ferrous sulphate, folic acid.",
  ],
  SG: [
    "Antenatal record (shared obstetric care)",
    "First trimester screening (OSCAR) offered.",
    "Baby Bonus and MediSave maternity package explained.",
  ],
};

function visit(r: Rng, weeks: number): string {
  const sfh = weeks + r.int(-2, 2);
  const bp = `${r.int(100, 138)}/${r.int(60, 88)}`;
  const urine = r.pick(["NAD", "nil", "prot tr", "glu -", "-/-"]);
  const pres = weeks < 28 ? "-" : r.pick(["ceph", "ceph", "breech", "variable"]);
  const fh = r.pick(["FHH", `${r.int(125, 160)}`, "FH+"]);
  return `| __/__ | ${weeks}/40 | ${bp} | ${urine} | ${sfh} cm | ${pres} | ${fh} | ${r.pick(["FM+", "FMF", "-"])} | ____ |`;
}

export const ANTENATAL_CARD: BroadDoc = {
  name: "antenatal card",
  weight: 4,
  build(r, v) {
    const g = r.int(1, 5);
    const p = r.int(0, g - 1);
    const [title = "Antenatal record", care = "", extra = ""] = RECORD[v.code];
    const start = r.int(12, 24);
    const weeks = [start, start + 4, start + 8, start + 10, start + 12]
      .filter((w) => w <= 41)
      .slice(0, r.int(3, 5));
    return [
      r.pick([title, title.toUpperCase(), `${title}: visits`]),
      `G${g}P${p}${r.chance(0.4) ? `+${r.int(0, 2)}` : ""}. EDD by ${r.pick(["dating scan", "LMP (certain)", "CRL at 12/40", "early USS"])}: __/__/____.`,
      `Booking bloods: Hb ${r.int(105, 135)} g/L, ${r.pick(["O", "A", "B", "AB"])} Rh ${r.pick(["pos", "neg (anti-D at 28/40)"])}, antibodies neg, rubella immune, HBsAg neg, HIV neg, syphilis neg.`,
      "| Date | Gest | BP | Urine | SFH | Pres | FH | FM | Sign |",
      ...weeks.map((w) => visit(r, w)),
      care,
      extra,
      r.pick([
        "Risk factors: ☐ previous CS ☐ GDM ☐ pre-eclampsia ☐ smoking ☐ BMI > 35",
        "Aspirin 150 mg nocte from 12 to 36 weeks if high risk of pre-eclampsia.",
        "OGTT at 24-28/40: fasting ____ 1 h ____ 2 h ____",
        "Birth plan discussed; partogram (WHO Labour Care Guide) explained.",
      ]),
    ].join("\n");
  },
};
