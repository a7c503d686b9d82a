/** Locales of the third corpus: Australia, New Zealand, Canada, Ireland, India. */
import * as ck from "./checks.ts";
import { type Code, d, grp, type Locale, mrn } from "./locale-kit.ts";

export const LOCALES_1: Partial<Record<Code, Locale>> = {
  AU: {
    code: "AU",
    pops: [
      [40, "anglo"],
      [10, "irish"],
      [12, "vietnamese"],
      [8, "greek"],
      [10, "northIndian"],
      [8, "chineseSg"],
      [6, "pasifika"],
      [6, "filipino"],
    ],
    phones: [
      (r) => [`04${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, "au-mobile 04xx xxx xxx"],
      (r) => [`+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`, "au-mobile +61"],
      (r) => [`(0${r.pick([2, 3, 7, 8])}) ${r.int(4, 9)}${r.digits(3)} ${r.digits(4)}`, "au-landline (0x)"],
      (r) => [`0${r.pick([2, 3, 7, 8])} ${r.int(4, 9)}${r.digits(3)} ${r.digits(4)}`, "au-landline 0x"],
    ],
    ids: [
      {
        label: "Medicare No",
        group: "health-id",
        make: (r) => {
          const m = ck.medicare(r);
          return r.chance(0.5)
            ? [`${grp(m, [4, 5, 1])}`, "au-medicare 4-5-1"]
            : [`${m}-${r.int(1, 4)}`, "au-medicare with IRN"];
        },
      },
      { label: "IHI", group: "health-id", make: (r) => [grp(ck.ihi(r), [4, 4, 4, 4]), "au-ihi grouped"] },
      {
        label: "DVA",
        group: "health-id",
        make: (r) => [
          `${r.pick(["N", "V", "Q", "W"])}${r.pick(["X", ""])}${r.digits(5)}${r.pick(["A", "B", ""])}`,
          "au-dva",
        ],
      },
      mrn("MRN", (r) => r.digits(r.pick([7, 8])), "au-mrn digits"),
      mrn("UR", (r) => r.digits(6), "au-ur number"),
    ],
    clinicianId: (r) => ["AHPRA", `MED000${r.digits(7)}`, "au-ahpra"],
    dates: ["dd/mm/yyyy", "d/m/yy", "d Month yyyy", "dd-Mon-yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mrs", "Ms", "Miss"],
    titlesM: ["Mr"],
  },
  NZ: {
    code: "NZ",
    pops: [
      [35, "anglo"],
      [25, "maori"],
      [14, "pasifika"],
      [10, "chineseSg"],
      [8, "northIndian"],
      [8, "filipino"],
    ],
    phones: [
      (r) => [`02${r.pick([1, 2, 7])} ${r.digits(3)} ${r.digits(4)}`, "nz-mobile 02x"],
      (r) => [`+64 2${r.pick([1, 2, 7])} ${r.digits(3)} ${r.digits(3)}`, "nz-mobile +64"],
      (r) => [
        `(0${r.pick([3, 4, 6, 7, 9])}) ${r.int(2, 9)}${r.digits(2)} ${r.digits(4)}`,
        "nz-landline (0x)",
      ],
      (r) => [`0${r.pick([3, 4, 6, 7, 9])}-${r.int(2, 9)}${r.digits(6)}`, "nz-landline 0x-"],
    ],
    ids: [
      { label: "NHI", group: "health-id", make: (r) => [ck.nhi(r), "nz-nhi AAA9999"] },
      mrn("Hosp No", (r) => `${r.pick(["A", "M", "W"])}${r.digits(6)}`, "nz-hospital number"),
      {
        label: "ACC claim",
        group: "record-id",
        make: (r) => [`${r.pick(["10", "20", "ZA"])}${r.digits(6)}${r.pick(["", "A"])}`, "nz-acc claim"],
      },
    ],
    clinicianId: (r) => ["MCNZ", r.digits(5), "nz-mcnz"],
    dates: ["dd/mm/yyyy", "d/m/yy", "d Month yyyy", "d Mon yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mrs", "Ms", "Whaea"],
    titlesM: ["Mr", "Matua"],
  },
  CA: {
    code: "CA",
    pops: [
      [35, "anglo"],
      [25, "frenchCa"],
      [12, "chineseSg"],
      [12, "punjabi"],
      [8, "filipino"],
      [8, "irish"],
    ],
    phones: [
      (r) => [
        `(${r.pick([416, 613, 514, 604, 403, 902])}) ${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
        "ca-phone (aaa)",
      ],
      (r) => [
        `${r.pick([905, 819, 778, 306, 506])}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
        "ca-phone dashed",
      ],
      (r) => [
        `1-${r.pick([800, 866, 888])}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)} ext. ${r.digits(4)}`,
        "ca-phone toll-free ext",
      ],
    ],
    ids: [
      {
        label: "OHIP",
        group: "health-id",
        make: (r) => {
          const n = ck.ohip(r);
          return [`${grp(n, [4, 3, 3], "-")}-${r.pick(["AB", "KT", "ZX", "HM"])}`, "ca-ohip with version"];
        },
      },
      { label: "PHN", group: "health-id", make: (r) => [grp(ck.bcPhn(r), [4, 3, 3]), "ca-bc phn"] },
      {
        label: "RAMQ",
        group: "health-id",
        make: (r, p) => [
          `${r.pick(["TREM", "GAGM", "BOUJ", "COTS", "PELL"])} ${d(p.dob.y % 100)}${d(p.dob.m + (p.male ? 0 : 50))} ${d(p.dob.d)}${r.digits(2)}`,
          "ca-ramq",
        ],
      },
      mrn("MRN", (r) => `${r.pick(["", "M", "00"])}${r.digits(7)}`, "ca-mrn"),
      mrn("Chart #", (r) => r.digits(6), "ca-chart number"),
    ],
    clinicianId: (r) => [r.pick(["CPSO #", "CMQ", "CPSBC"]), r.digits(5), "ca-college number"],
    dates: ["yyyy-mm-dd", "Month d, yyyy", "dd-MON-yy", "d Mon yyyy"],
    shortDates: ["Mon d", "d Mon"],
    titlesF: ["Mrs.", "Ms.", "Mme"],
    titlesM: ["Mr.", "M."],
  },
  IE: {
    code: "IE",
    pops: [
      [55, "irish"],
      [15, "anglo"],
      [10, "polish"],
      [8, "yoruba"],
      [6, "igbo"],
      [6, "northIndian"],
    ],
    phones: [
      (r) => [`08${r.pick([3, 5, 6, 7, 9])} ${r.digits(3)} ${r.digits(4)}`, "ie-mobile 08x"],
      (r) => [`+353 8${r.pick([3, 5, 6, 7])} ${r.digits(3)} ${r.digits(4)}`, "ie-mobile +353"],
      (r) => [
        `(0${r.pick(["1", "21", "91", "61", "51"])}) ${r.digits(3)} ${r.digits(4)}`,
        "ie-landline (0x)",
      ],
    ],
    ids: [
      { label: "PPSN", group: "national-id", make: (r) => [ck.ppsn(r), "ie-ppsn"] },
      mrn("MRN", (r) => r.digits(r.pick([6, 7])), "ie-mrn"),
      { label: "IHI", group: "health-id", make: (r) => [r.digits(10), "ie-ihi shape"] },
      {
        label: "Medical card no",
        group: "health-id",
        make: (r) => [`${r.digits(6)}${r.pick(["A", "B", "C", "M"])}`, "ie-medical card"],
      },
    ],
    clinicianId: (r) => ["IMC", r.digits(6), "ie-imc"],
    dates: ["dd/mm/yyyy", "d Month yyyy", "ordinal Month, yyyy", "dd.mm.yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mrs", "Ms", "Bean"],
    titlesM: ["Mr"],
  },
  IN: {
    code: "IN",
    pops: [
      [40, "northIndian"],
      [35, "southIndian"],
      [25, "punjabi"],
    ],
    phones: [
      (r) => [`+91 ${r.int(7, 9)}${r.digits(4)} ${r.digits(5)}`, "in-mobile +91"],
      (r) => [`${r.int(7, 9)}${r.digits(9)}`, "in-mobile bare"],
      (r) => [`0${r.pick(["80", "44", "22", "11", "40"])}-${r.digits(8)}`, "in-landline std"],
    ],
    ids: [
      {
        label: "Aadhaar",
        group: "national-id",
        make: (r) => [grp(ck.aadhaar(r), [4, 4, 4]), "in-aadhaar grouped"],
      },
      {
        label: "ABHA No",
        group: "health-id",
        make: (r) => [`${r.digits(2)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`, "in-abha"],
      },
      mrn("UHID", (r) => `${r.pick(["MH", "AIIMS", "KEM", ""])}${r.digits(r.pick([7, 9]))}`, "in-uhid"),
      mrn("IP No", (r) => `${r.digits(5)}/${r.int(2019, 2025)}`, "in-ip number/year"),
    ],
    clinicianId: (r) => [
      r.pick(["KMC Reg", "TNMC Reg", "DMC Reg", "MCI Reg"]),
      `${r.digits(5)}`,
      "in-council registration",
    ],
    dates: ["dd/mm/yyyy", "dd-mm-yyyy", "ordinal Month, yyyy", "dd.mm.yyyy"],
    shortDates: ["d/m", "d Mon"],
    titlesF: ["Mrs", "Smt.", "Kum."],
    titlesM: ["Mr", "Shri", "Sri"],
  },
};
