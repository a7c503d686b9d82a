/**
 * A multidisciplinary team (tumour board) outcome template: the staging and grading written as the
 * meeting records them (TNM, FIGO, Gleason/ISUP, Dukes, Breslow, ECOG, ER/PR/HER2, Ki-67, MMR/MSI),
 * the recommendation and the attendance by role, with the patient and meeting fields left empty.
 */
import type { Rng } from "../../rng.ts";
import type { BroadDoc } from "../kit.ts";

const CASES: readonly ((r: Rng) => string[])[] = [
  (r) => [
    "Tumour group: breast",
    `Histology: invasive ductal carcinoma (NST), grade ${r.int(1, 3)}, ${r.int(8, 45)} mm; ER ${r.pick(["8/8", "7/8", "0/8"])}, PR ${r.pick(["6/8", "0/8"])}, HER2 ${r.pick(["IHC 1+", "IHC 3+", "ISH non-amplified"])}; Ki-67 ${r.int(5, 60)}%.`,
    `Stage: cT${r.int(1, 3)} cN${r.int(0, 1)} M0; sentinel node ${r.pick(["0/2", "1/3"])}.`,
    `Recommendation: ${r.pick(["wide local excision + SLNB, then RT and endocrine therapy", "neoadjuvant chemotherapy (AC-T) + trastuzumab/pertuzumab", "mastectomy + SLNB; Oncotype DX requested"])}.`,
  ],
  (r) => [
    "Tumour group: colorectal",
    `Histology: adenocarcinoma, ${r.pick(["moderately", "poorly"])} differentiated; MMR ${r.pick(["proficient", "deficient (MLH1/PMS2 loss)"])}; KRAS ${r.pick(["wild type", "G12D"])}.`,
    `Stage: pT${r.int(2, 4)} pN${r.int(0, 2)} (${r.int(0, 6)}/${r.int(12, 28)}) M0, R0; Dukes ${r.pick(["A", "B", "C1"])}; EMVI ${r.pick(["negative", "positive"])}.`,
    `Recommendation: ${r.pick(["surveillance per guideline; CEA 3-monthly, CT CAP at 12 months", "adjuvant CAPOX 3 months", "short-course RT then TME"])}.`,
  ],
  (r) => [
    "Tumour group: urology",
    `Histology: prostate adenocarcinoma, Gleason ${r.pick(["3+4=7 (ISUP grade 2)", "4+3=7 (ISUP grade 3)", "4+4=8 (ISUP grade 4)"])}, ${r.int(2, 8)}/12 cores; PSA ${r.int(5, 30)} ng/mL; PI-RADS ${r.int(3, 5)}.`,
    `Stage: cT${r.pick(["2a", "2c", "3a"])} N0 M0 on PSMA PET; CPG ${r.int(2, 4)}.`,
    `Recommendation: ${r.pick(["active surveillance", "radical prostatectomy (robotic) or EBRT + ADT: see both specialists", "EBRT + 6 months ADT"])}.`,
  ],
  (r) => [
    "Tumour group: gynae-oncology",
    `Histology: ${r.pick(["high-grade serous carcinoma", "endometrioid adenocarcinoma, grade 1", "squamous cell carcinoma of the cervix"])}.`,
    `Stage: FIGO ${r.pick(["IA", "IB2", "IIIC", "IVB"])}; CA-125 ${r.int(20, 900)} U/mL; BRCA ${r.pick(["not detected", "pending"])}.`,
    `Recommendation: ${r.pick(["primary debulking surgery then carboplatin/paclitaxel", "chemoradiation (weekly cisplatin) + brachytherapy", "TLH BSO, no adjuvant therapy"])}.`,
  ],
  (r) => [
    "Tumour group: skin / melanoma",
    `Histology: superficial spreading melanoma, Breslow ${(r.int(4, 40) / 10).toFixed(1)} mm, Clark level ${r.pick(["III", "IV"])}, ulceration ${r.pick(["absent", "present"])}, mitoses ${r.int(1, 8)}/mm²; BRAF V600E ${r.pick(["detected", "not detected"])}.`,
    `Stage: pT${r.pick(["1b", "2a", "3b"])} N0 (AJCC 8th edition).`,
    `Recommendation: ${r.pick(["WLE with 1 cm margins; SLNB offered", "WLE 2 cm margins + SLNB; adjuvant anti-PD-1 if node positive", "clinical follow-up 3-monthly"])}.`,
  ],
];

export const MDT_OUTCOME: BroadDoc = {
  name: "MDT outcome",
  weight: 3,
  build(r, v) {
    const lines = (r.pick(CASES) as (r: Rng) => string[])(r);
    return [
      r.pick([
        "MDT OUTCOME",
        "Multidisciplinary team meeting: outcome",
        "Tumour board summary",
        "MDM outcome form",
      ]),
      r.pick([
        "Patient: ______  MRN: ______",
        "Affix patient label",
        "Meeting: ______  Presenting clinician: ______",
      ]),
      ...lines,
      `ECOG ${r.int(0, 2)}. ${r.pick(["Discussed at MDT; patient to be informed at clinic.", "Clinical trial eligibility: screen.", "Refer to the cancer care coordinator / nurse navigator."])}`,
      r.pick([
        "Present: surgeon, medical oncologist, radiation oncologist, pathologist, radiologist, CNS, coordinator.",
        "Quorum met (surgery, oncology, pathology, radiology, nursing).",
        "Attendance recorded in the meeting log.",
      ]),
      r.pick([
        `Staging per the national optimal care pathway (${v.code === "AU" ? "Cancer Australia / Cancer Council OCP" : v.code === "NZ" ? "Te Aho o Te Kahu standards" : v.code === "CA" ? "provincial cancer agency guideline" : v.code === "IE" ? "NCCP guideline" : v.code === "IN" ? "NCG (National Cancer Grid) guidelines" : v.code === "ZA" ? "National Cancer Strategic Framework" : v.code === "NG" ? "National Cancer Control Plan" : "ACE cancer guidance"}).`,
        "Second opinion requested on pathology review.",
        "Re-discuss after restaging imaging.",
      ]),
    ].join("\n");
  },
};
