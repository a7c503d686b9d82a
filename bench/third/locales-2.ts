/** Locales of the third corpus: South Africa, Nigeria, Singapore, the UK, the US. */
import * as ck from "./checks.ts";
import { type Code, grp, type Locale, mrn } from "./locale-kit.ts";

export const LOCALES_2: Partial<Record<Code, Locale>> = {
  ZA: {
    code: "ZA",
    pops: [
      [28, "zulu"],
      [22, "xhosa"],
      [22, "afrikaans"],
      [18, "anglo"],
      [10, "northIndian"],
    ],
    phones: [
      (r) => [`0${r.pick([72, 73, 76, 82, 83, 84])} ${r.digits(3)} ${r.digits(4)}`, "za-mobile 0xx"],
      (r) => [`+27 ${r.pick([72, 82, 83])} ${r.digits(3)} ${r.digits(4)}`, "za-mobile +27"],
      (r) => [`(0${r.pick([11, 21, 31, 41, 12])}) ${r.digits(3)}-${r.digits(4)}`, "za-landline (0xx)"],
    ],
    ids: [
      {
        label: "ID No",
        group: "national-id",
        make: (r, p) => [ck.saId(r, p.dob, p.male), "za-id 13 digits"],
      },
      mrn("Hosp No", (r) => `${r.digits(8)}`, "za-hospital number"),
      { label: "Medical aid no", group: "health-id", make: (r) => [`${r.digits(9)}`, "za-medical aid"] },
      mrn("Folder No", (r) => `${r.pick(["T", "GS", "B"])}${r.digits(7)}`, "za-folder number"),
    ],
    clinicianId: (r) => ["HPCSA", `MP ${r.digits(7)}`, "za-hpcsa"],
    dates: ["yyyy-mm-dd", "yyyy/mm/dd", "d Month yyyy", "dd/mm/yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mrs", "Ms", "Mev."],
    titlesM: ["Mr", "Mnr."],
  },
  NG: {
    code: "NG",
    pops: [
      [38, "yoruba"],
      [34, "igbo"],
      [28, "hausa"],
    ],
    phones: [
      (r) => [
        `0${r.pick([803, 806, 813, 816, 703, 805, 809])} ${r.digits(3)} ${r.digits(4)}`,
        "ng-mobile 0xxx",
      ],
      (r) => [`+234 ${r.pick([803, 806, 703, 802, 909])} ${r.digits(3)} ${r.digits(4)}`, "ng-mobile +234"],
      (r) => [`0${r.pick([803, 806, 813])}-${r.digits(3)}-${r.digits(4)}`, "ng-mobile dashed"],
      (r) => [`0${r.pick([803, 805, 807])}${r.digits(7)}`, "ng-mobile bare"],
    ],
    ids: [
      { label: "NIN", group: "national-id", make: (r) => [r.digits(11), "ng-nin"] },
      mrn(
        "Hosp No",
        (r) => `${r.pick(["LUTH", "UCH", "UNTH", "AKTH"])}/${r.digits(2)}/${r.digits(4)}`,
        "ng-hospital number slashed",
      ),
      {
        label: "NHIS No",
        group: "health-id",
        make: (r) => [`${r.pick(["NHIS", "NHIA"])}-${r.digits(8)}`, "ng-nhis"],
      },
      mrn("Folder No", (r) => `${r.digits(6)}`, "ng-folder number"),
    ],
    clinicianId: (r) => ["MDCN", `${r.pick(["MDCN/R/", "", "M."])}${r.digits(5)}`, "ng-mdcn"],
    dates: ["ordinal Month, yyyy", "ordinal of Month yyyy", "dd/mm/yyyy", "d Month yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mrs", "Miss", "Alhaja", "Chief (Mrs)"],
    titlesM: ["Mr", "Alhaji", "Chief", "Engr."],
  },
  SG: {
    code: "SG",
    pops: [
      [50, "chineseSg"],
      [25, "malay"],
      [15, "tamilSg"],
      [10, "filipino"],
    ],
    phones: [
      (r) => [`${r.pick([8, 9])}${r.digits(3)} ${r.digits(4)}`, "sg-mobile 8 digits"],
      (r) => [`+65 ${r.pick([8, 9, 6])}${r.digits(3)} ${r.digits(4)}`, "sg-phone +65"],
      (r) => [`6${r.digits(7)}`, "sg-landline bare"],
    ],
    ids: [
      {
        label: "NRIC",
        group: "national-id",
        make: (r) => [ck.nric(r, r.pick(["S", "T"] as const)), "sg-nric"],
      },
      {
        label: "FIN",
        group: "national-id",
        make: (r) => [ck.nric(r, r.pick(["F", "G"] as const)), "sg-fin"],
      },
      mrn("MRN", (r) => `${r.digits(2)}${r.pick(["A", "B", "C"])}${r.digits(5)}`, "sg-mrn"),
      mrn("Case No", (r) => `${r.int(20, 25)}-${r.digits(6)}`, "sg-case number"),
    ],
    clinicianId: (r) => ["MCR", `M${r.digits(5)}${r.pick(["A", "B", "C", "J", "Z"])}`, "sg-mcr"],
    dates: ["dd/mm/yyyy", "d Mon yyyy", "dd-MON-yy", "dd-Mon-yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mdm", "Ms", "Mrs"],
    titlesM: ["Mr", "Encik"],
  },
  UK: {
    code: "UK",
    pops: [
      [45, "anglo"],
      [15, "pakistani"],
      [10, "irish"],
      [10, "polish"],
      [10, "yoruba"],
      [10, "northIndian"],
    ],
    phones: [
      (r) => [`07700 900${r.digits(3)}`, "uk-mobile 07700"],
      (r) => [`0161 496 0${r.digits(3)}`, "uk-landline 0161"],
      (r) => [`+44 (0)${r.pick(["113", "117", "141"])} 496 0${r.digits(3)}`, "uk-landline +44 (0)"],
      (r) => [`01${r.digits(3)} ${r.digits(6)}`, "uk-landline 01xxx"],
    ],
    ids: [
      { label: "NHS No", group: "health-id", make: (r) => [grp(ck.nhsNumber(r), [3, 3, 4]), "uk-nhs 3-3-4"] },
      { label: "CHI", group: "health-id", make: (r, p) => [ck.chi(r, p.dob, p.male), "uk-chi"] },
      mrn("Hosp No", (r) => `${r.pick(["RX", "K", "M", "D"])}${r.digits(6)}`, "uk-hospital number"),
      mrn("MRN", (r) => r.digits(8), "uk-mrn digits"),
    ],
    clinicianId: (r) => ["GMC", r.digits(7), "uk-gmc"],
    dates: ["dd/mm/yyyy", "d Month yyyy", "dd.mm.yy", "dd-Mon-yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mrs", "Ms", "Miss"],
    titlesM: ["Mr"],
  },
  US: {
    code: "US",
    pops: [
      [45, "anglo"],
      [25, "hispanic"],
      [10, "vietnamese"],
      [10, "igbo"],
      [10, "chineseSg"],
    ],
    phones: [
      (r) => [`(${r.pick([937, 559, 419, 918, 806])}) 555-01${r.digits(2)}`, "us-phone (aaa) 555"],
      (r) => [
        `${r.pick([509, 478, 218, 914])}.${r.int(2, 9)}${r.digits(2)}.${r.digits(4)}`,
        "us-phone dotted",
      ],
      (r) => [
        `${r.pick([801, 973, 330])}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)} x${r.digits(3)}`,
        "us-phone ext",
      ],
    ],
    ids: [
      mrn("MRN", (r) => r.digits(r.pick([7, 9])), "us-mrn digits"),
      {
        label: "SSN",
        group: "national-id",
        make: (r) => [`${r.int(100, 665)}-${r.digits(2)}-${r.int(1000, 9999)}`, "us-ssn dashed"],
      },
      {
        label: "Medicare ID",
        group: "health-id",
        make: (r) => [
          `${r.int(1, 9)}${r.pick(["EG", "TE", "KC"])}${r.int(1, 9)}-${r.pick(["A", "F", "K"])}${r.int(1, 9)}${r.digits(1)}-${r.pick(["MK", "TY", "AP"])}${r.digits(2)}`,
          "us-mbi dashed",
        ],
      },
      mrn("Acct #", (r) => r.digits(10), "us-account"),
    ],
    clinicianId: (r) => {
      const body = `${r.int(1, 2)}${r.digits(8)}`;
      return ["NPI", body + ck.luhnDigit(`80840${body}`), "us-npi"];
    },
    dates: ["m/d/yyyy", "mm/dd/yy", "Month d, yyyy"],
    shortDates: ["Mon d"],
    titlesF: ["Mrs.", "Ms."],
    titlesM: ["Mr."],
  },
};
