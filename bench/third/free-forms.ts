/**
 * PHI-free documents of the third corpus, in the same forms as its PHI documents (a ward-round
 * list without names, a dictated letter template, a pathology report of a teaching specimen, a
 * WhatsApp team message), plus a guideline excerpt and a public-health notice. No slot holds PHI;
 * the text is full of look-alikes: eponyms, brands, programmes, scores, place-named diseases.
 */

import {
  CONDITIONS,
  DEVICES,
  EPONYMS,
  FRACTIONS,
  LOOKALIKES,
  type Lookalikes,
  PROCEDURES,
  SCORES,
} from "./free-vocab.ts";
import type { Code } from "./locale.ts";
import type { Rand } from "./rng.ts";
import type { Sheet, Style } from "./sheet.ts";

export interface FreeForm {
  readonly name: string;
  readonly weight: number;
  readonly styles?: readonly (readonly [number, Style])[];
  write(r: Rand, v: Lookalikes, code: Code, s: Sheet): void;
}

const ward: FreeForm = {
  name: "ward-round list",
  weight: 3,
  write(r, v, _code, s) {
    s.line(
      "Ward round - ",
      r.pick([
        "AMU",
        "Gen Med",
        "HDU",
        "Ortho",
        "Stroke unit",
        "SCBU",
        "CCU",
        "Burns Unit",
        "Renal Dialysis Unit",
        "MAU",
      ]),
      " - bed state only, no identifiers",
    );
    s.line("Bed | Age/Sex | Issues | Plan");
    for (let k = 0; k < r.int(3, 6); k++)
      s.line(
        `${r.int(1, 30)} | ${r.int(19, 88)}${r.pick(["M", "F"])} | `,
        r.pick(CONDITIONS),
        `, ${r.pick(SCORES)} | `,
        r.pick(v.brands),
        `, r/v ${r.pick(FRACTIONS)}`,
      );
  },
};

const dictatedTemplate: FreeForm = {
  name: "dictated letter",
  weight: 2,
  styles: [
    [70, "dictated"],
    [30, "mixed"],
  ],
  write(r, v, _code, s) {
    s.line("Template - clinic letter - do not send");
    s.line(
      "Thank you for referring this patient. New paragraph. On examination ",
      r.pick(EPONYMS),
      " was negative and ",
      r.pick(EPONYMS),
      " positive. Full stop.",
    );
    s.line(
      "Impression: ",
      r.pick(CONDITIONS),
      ". ",
      r.pick(SCORES),
      ". Plan per ",
      r.pick(v.guidelines),
      ", start ",
      r.pick(v.brands),
      " and review in ",
      r.pick(["3/12", "6/52", "2/52"]),
      ".",
    );
    s.line("Eligible for ", r.pick(v.programmes), ". Kind regards.");
  },
};

const pathologyTeaching: FreeForm = {
  name: "pathology report",
  weight: 2,
  write(r, _v, _code, s) {
    s.line("HISTOPATHOLOGY - EQA teaching slide (no patient details)");
    s.line(
      "Specimen: ",
      r.pick(["appendix", "gallbladder", "skin ellipse", "colon"]),
      ". Microscopy: ",
      r.pick([
        "Gleason 3+4=7, grade group 2",
        "Breslow 0.8 mm, Clark level III",
        "Dukes B, pT3 N0",
        "Crohn's-type granulomas",
      ]),
      ".",
    );
    s.line("Stains: PAS, Ziehl-Neelsen, Grocott negative. HER2 2+ (FISH pending). Ki-67 15%. ER 8/8.");
  },
};

const teamChat: FreeForm = {
  name: "WhatsApp referral",
  weight: 2,
  styles: [
    [80, "mixed"],
    [20, "lower"],
  ],
  write(r, v, _code, s) {
    s.line(
      `[21:0${r.int(0, 9)}] reg: anyone free for a ${r.pick(["cannula", "LP", "chest drain", "ascitic tap"])} on the AMU?`,
    );
    s.line(`[21:1${r.int(0, 9)}] FY1: will go after the ${r.pick(SCORES)} pt, ${r.pick(FRACTIONS)}`);
    s.line(
      `[21:2${r.int(0, 9)}] reg: thanks. reminder ${r.pick(v.guidelines)} teaching tmrw 1pm, topic ${r.pick(CONDITIONS)}`,
    );
  },
};

const drugList: FreeForm = {
  name: "discharge medication list",
  weight: 2,
  write(r, v, _code, s) {
    s.line("DISCHARGE MEDICATIONS - blank example for the ", r.pick(v.programmes), " audit");
    for (const b of r.some(v.brands, 4))
      s.line(
        b.padEnd(24),
        r.pick(["1 tab BD", "2 tabs QID PRN", "1 cap mane", "10 mL nocte"]),
        "  ",
        r.pick(["continued", "NEW", "STOPPED"]),
      );
    s.line(
      "Duration ",
      r.pick(["5/7", "3/7", "2/52", "1/12"]),
      ". Supplied under ",
      r.pick(v.programmes),
      ".",
    );
  },
};

const operationTemplate: FreeForm = {
  name: "operation record",
  weight: 2,
  write(r, _v, _code, s) {
    s.line("OPERATION NOTE - standard steps");
    s.line(
      "Procedure: ",
      r.pick(PROCEDURES),
      ". Position supine, ",
      r.pick(["Lloyd-Davies", "Trendelenburg", "lateral"]),
      ". WHO checklist done.",
    );
    s.line(
      "Findings: ",
      r.pick(CONDITIONS),
      ", ",
      r.pick(SCORES),
      ". Closure with ",
      r.pick(["PDS loop", "Vicryl Rapide", "staples"]),
      ". ",
      r.pick(DEVICES),
      " left in situ.",
    );
  },
};

const guideline: FreeForm = {
  name: "guideline excerpt",
  weight: 3,
  write(r, v, _code, s) {
    s.line(r.pick(v.guidelines), " - summary for the ", r.pick(v.programmes));
    const [first, second] = r.some(SCORES, 2);
    s.line("Assess with ", first, " and ", second, "; examine for ", r.pick(EPONYMS), ".");
    s.line(
      "First line ",
      r.pick(v.brands),
      "; consider ",
      r.pick(v.brands),
      " after ",
      r.pick(["3/7", "2/52", "6/52"]),
      ". Refer if ",
      r.pick(CONDITIONS),
      " suspected.",
    );
  },
};

const notice: FreeForm = {
  name: "public-health notice",
  weight: 3,
  write(r, v, _code, s) {
    s.line(
      r.pick(["PUBLIC HEALTH ALERT", "Infection control notice", "Seasonal advisory"]),
      ": ",
      r.pick(v.diseases),
    );
    s.line(
      "Cases of ",
      r.pick(v.diseases),
      " and ",
      r.pick(v.diseases),
      " are rising this season. Notify within 24 h.",
    );
    s.line("Free testing under ", r.pick(v.programmes), ". See ", r.pick(v.guidelines), ".");
  },
};

export const FREE_FORMS: readonly FreeForm[] = [
  ward,
  dictatedTemplate,
  pathologyTeaching,
  teamChat,
  drugList,
  operationTemplate,
  guideline,
  notice,
];

export { LOOKALIKES };
