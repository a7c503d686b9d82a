/**
 * What each of the eight countries brings to a document: populations, towns with their region and
 * postcode, street lines, facilities, phone plans, identifiers and date shapes. Facilities and towns
 * here are labelled PHI when a document places a patient in them; the PHI-free documents draw their
 * authors and places from `free-vocab.ts`, which shares no value with this file.
 */
import * as check from "./checks.ts";
import { POPULATIONS as P, type Population } from "./people.ts";
import type { Rng } from "./rng.ts";

export const CODES = ["AU", "NZ", "CA", "IE", "IN", "ZA", "NG", "SG"] as const;
export type Code = (typeof CODES)[number];

export interface Town {
  readonly town: string;
  /** State, province or region: not PHI (kept by Safe Harbor); a district or LGA is. */
  readonly region: string;
  readonly post: (r: Rng) => string;
  /** A district, LGA or county below the region, labelled when written. */
  readonly district?: string;
}

export interface Idv {
  readonly text: string;
  readonly kind: string;
  readonly group: string;
  /** The label a form writes before it. */
  readonly label: string;
}

export interface Land {
  readonly code: Code;
  readonly pops: readonly (readonly [number, Population])[];
  readonly towns: readonly Town[];
  street(r: Rng, t: Town): string;
  readonly hospitals: readonly string[];
  /** Short forms staff use ("Bara", "the Mater"). */
  readonly shortHospitals: readonly string[];
  readonly clinics: readonly string[];
  mobile(r: Rng): string;
  landline(r: Rng): string;
  /** The identifiers of a patient record in this country. */
  ids(r: Rng, born: Born, male: boolean, surname: string, given: string): Idv[];
  reg(r: Rng): Idv;
  readonly dateShapes: readonly DateShape[];
  readonly honorifics: { readonly m: readonly string[]; readonly f: readonly string[] };
}

export interface Born {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export type DateShape = (r: Rng, d: Born) => string;

const MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
const MONTH = "January February March April May June July August September October November December".split(
  " ",
);
const MOIS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(
  " ",
);
const p2 = (n: number): string => String(n).padStart(2, "0");
const ord = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

export const D = {
  slash: (_: Rng, d: Born) => `${p2(d.d)}/${p2(d.m)}/${d.y}`,
  slashShort: (_: Rng, d: Born) => `${d.d}/${d.m}/${String(d.y).slice(2)}`,
  dot: (_: Rng, d: Born) => `${p2(d.d)}.${p2(d.m)}.${d.y}`,
  dash: (_: Rng, d: Born) => `${p2(d.d)}-${p2(d.m)}-${d.y}`,
  monDash: (_: Rng, d: Born) => `${p2(d.d)}-${MON[d.m - 1]}-${d.y}`,
  monUpper: (_: Rng, d: Born) =>
    `${p2(d.d)}-${(MON[d.m - 1] as string).toUpperCase()}-${String(d.y).slice(2)}`,
  long: (_: Rng, d: Born) => `${d.d} ${MONTH[d.m - 1]} ${d.y}`,
  ordinal: (_: Rng, d: Born) => `${ord(d.d)} ${MONTH[d.m - 1]} ${d.y}`,
  ordinalOf: (_: Rng, d: Born) => `${ord(d.d)} of ${MONTH[d.m - 1]}, ${d.y}`,
  iso: (_: Rng, d: Born) => `${d.y}-${p2(d.m)}-${p2(d.d)}`,
  isoSlash: (_: Rng, d: Born) => `${d.y}/${p2(d.m)}/${p2(d.d)}`,
  us: (_: Rng, d: Born) => `${MONTH[d.m - 1]} ${d.d}, ${d.y}`,
  french: (_: Rng, d: Born) => `${d.d === 1 ? "1er" : d.d} ${MOIS[d.m - 1]} ${d.y}`,
  monShort: (_: Rng, d: Born) => `${d.d} ${MON[d.m - 1]} ${d.y}`,
  monShortYY: (_: Rng, d: Born) => `${d.d} ${MON[d.m - 1]} '${String(d.y).slice(2)}`,
  slashYY: (_: Rng, d: Born) => `${p2(d.d)}/${p2(d.m)}/${String(d.y).slice(2)}`,
  dotShort: (_: Rng, d: Born) => `${d.d}.${d.m}.${String(d.y).slice(2)}`,
  dayMonth: (_: Rng, d: Born) => `${ord(d.d)} ${d.m === 9 ? "Sept" : MON[d.m - 1]}`,
  monthDay: (_: Rng, d: Born) => `${MON[d.m - 1]} ${d.d}`,
  dayMonthSlash: (_: Rng, d: Born) => `${d.d}/${d.m}`,
};

const fixed = (s: string) => () => s;
const t = (town: string, region: string, post: (r: Rng) => string, district?: string): Town =>
  district === undefined ? { town, region, post } : { town, region, post, district };

const AU: Land = {
  code: "AU",
  pops: [
    [6, P.anglo as Population],
    [1, P.greek as Population],
    [1, P.vietnamese as Population],
    [1, P.punjabi as Population],
    [1, P.filipino as Population],
  ],
  towns: [
    t("Dubbo", "NSW", fixed("2830")),
    t("Wagga Wagga", "NSW", fixed("2650")),
    t("Blacktown", "NSW", fixed("2148")),
    t("Bendigo", "VIC", fixed("3550")),
    t("Frankston", "VIC", fixed("3199")),
    t("Mildura", "Vic", fixed("3500")),
    t("Toowoomba", "QLD", fixed("4350")),
    t("Logan Central", "Qld", fixed("4114")),
    t("Cairns North", "QLD", fixed("4870")),
    t("Elizabeth Vale", "SA", fixed("5112")),
    t("Bunbury", "WA", fixed("6230")),
    t("Launceston", "TAS", fixed("7250")),
    t("Palmerston", "NT", fixed("0830")),
  ],
  street: (r) =>
    r.pick([
      `${r.int(1, 40)}/${r.int(2, 180)} ${r.pick(["Barrier", "Kookaburra", "Wattle", "Macquarie", "Brisbane"])} ${r.pick(["St", "Street", "Rd", "Cres", "Pde"])}`,
      `Unit ${r.int(1, 24)}, ${r.int(3, 99)} ${r.pick(["Boundary", "Yarrawonga", "Banksia"])} Road`,
      `Lot ${r.int(10, 400)} ${r.pick(["Mitchell Hwy", "Pioneer Drive", "Old Coach Rd"])}`,
      `${r.int(2, 300)} ${r.pick(["Bluegum", "Grevillea", "Coolabah"])} ${r.pick(["Avenue", "Court", "Close"])}`,
    ]),
  hospitals: [
    "Dubbo Base Hospital",
    "Bendigo Health",
    "Toowoomba Hospital",
    "Frankston Hospital",
    "Lyell McEwin Hospital",
    "Royal Hobart Hospital",
    "Cairns Hospital",
    "Blacktown Hospital",
  ],
  shortHospitals: ["the Lyell", "RHH", "Frankston", "the Base"],
  clinics: [
    "Macquarie Street Medical Centre",
    "Wattle Grove Family Practice",
    "Bluegum GP Clinic",
    "Nunkuwarrin Yunti",
    "Banksia Gardens Aged Care",
    "Coolabah Pharmacy",
    "Wiradjuri Aboriginal Medical Service",
  ],
  mobile: (r) =>
    r.pick([
      `04${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
      `+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
      `04${r.digits(8)}`,
    ]),
  landline: (r) =>
    r.pick([
      `(0${r.pick([2, 3, 7, 8])}) ${r.digits(4)} ${r.digits(4)}`,
      `0${r.pick([2, 3, 7, 8])} ${r.digits(4)} ${r.digits(4)}`,
    ]),
  ids: (r) => {
    const mc = check.medicareAu(r);
    const out: Idv[] = [
      {
        text: r.chance(0.5) ? `${mc.slice(0, 4)} ${mc.slice(4, 9)} ${mc[9]}` : mc,
        kind: "Medicare",
        group: "health-id",
        label: r.pick(["Medicare No:", "Medicare:", "MCN"]),
      },
      {
        text: `${r.chance(0.4) ? "0" : ""}${r.digits(6)}`,
        kind: "URN",
        group: "record-id",
        label: r.pick(["URN:", "UR No.", "MRN", "UR"]),
      },
    ];
    if (r.chance(0.3)) {
      const i = check.ihi(r);
      out.push({
        text: `${i.slice(0, 4)} ${i.slice(4, 8)} ${i.slice(8, 12)} ${i.slice(12)}`,
        kind: "IHI",
        group: "health-id",
        label: "IHI",
      });
    }
    if (r.chance(0.15))
      out.push({
        text: `${r.pick(["N", "V", "Q", "W"])}${r.pick(["X", "SS", ""])}${r.digits(6)}`,
        kind: "DVA",
        group: "health-id",
        label: "DVA file no.",
      });
    return out;
  },
  reg: (r) => ({ text: `MED${r.digits(10)}`, kind: "AHPRA", group: "clinician-id", label: "AHPRA" }),
  dateShapes: [D.slash, D.slash, D.slashShort, D.monShort, D.long, D.monDash, D.slashYY, D.dayMonth],
  honorifics: { m: ["Mr", "Mr."], f: ["Mrs", "Ms", "Miss"] },
};

const NZ: Land = {
  code: "NZ",
  pops: [
    [4, P.pakeha as Population],
    [4, P.maori as Population],
    [1, P.pasifika as Population],
    [1, P.samoanTongan as Population],
    [1, P.hindi as Population],
  ],
  towns: [
    t("Ōtara", "Auckland", fixed("2023")),
    t("Māngere East", "Auckland", fixed("2024")),
    t("Porirua", "Wellington", fixed("5022")),
    t("Whakatāne", "Bay of Plenty", fixed("3120")),
    t("Kaitaia", "Northland", fixed("0410")),
    t("Kaikohe", "Northland", fixed("0405")),
    t("Rotorua", "Bay of Plenty", fixed("3010")),
    t("Gisborne", "Tairāwhiti", fixed("4010")),
    t("Flaxmere", "Hawke's Bay", fixed("4120")),
    t("Ōpōtiki", "Bay of Plenty", fixed("3122")),
    t("Invercargill", "Southland", fixed("9810")),
    t("Whanganui", "Manawatū-Whanganui", fixed("4500")),
  ],
  street: (r) =>
    r.pick([
      `${r.int(1, 250)} ${r.pick(["Te Rangi", "Kowhai", "Tītoki", "Puriri", "Hinemoa"])} ${r.pick(["Street", "Road", "Place", "Drive"])}`,
      `${r.int(1, 30)}${r.pick(["A", "B", ""])} ${r.pick(["Rata", "Manuka", "Kauri"])} Crescent`,
      `Flat ${r.int(1, 8)}, ${r.int(2, 99)} ${r.pick(["Great South Rd", "SH1", "Ngāti Awa St"])}`,
      `RD ${r.int(1, 9)}`,
    ]),
  hospitals: [
    "Middlemore Hospital",
    "Whangārei Hospital",
    "Rotorua Hospital",
    "Waikato Hospital",
    "Gisborne Hospital",
    "Hutt Hospital",
    "Whakatāne Hospital",
  ],
  shortHospitals: ["Middlemore", "Waikato", "the Hutt"],
  clinics: [
    "Te Hau Ora o Ngāti Rārua",
    "Ōtara Family Health Centre",
    "Tūwharetoa Health",
    "Kowhai Medical Centre",
    "Rata Lodge rest home",
    "Unichem Kaitaia",
  ],
  mobile: (r) =>
    r.pick([
      `02${r.pick([1, 2, 7])} ${r.digits(3)} ${r.digits(4)}`,
      `+64 2${r.pick([1, 2, 7])} ${r.digits(3)} ${r.digits(4)}`,
      `02${r.pick([1, 7])}${r.digits(7)}`,
    ]),
  landline: (r) =>
    r.pick([
      `(0${r.pick([3, 4, 6, 7, 9])}) ${r.digits(3)} ${r.digits(4)}`,
      `0${r.pick([6, 7, 9])} ${r.digits(3)} ${r.digits(4)}`,
    ]),
  ids: (r) => {
    const n = check.nhi(r);
    const out: Idv[] = [
      { text: n, kind: "NHI", group: "health-id", label: r.pick(["NHI:", "NHI", "NHI No"]) },
    ];
    if (r.chance(0.3))
      out.push({
        text: `${r.pick(["10", "20"])}${r.digits(9)}`,
        kind: "ACC claim",
        group: "other-id",
        label: "ACC claim no.",
      });
    return out;
  },
  reg: (r) => ({ text: r.digits(5), kind: "MCNZ", group: "clinician-id", label: "MCNZ" }),
  dateShapes: [D.slash, D.slashShort, D.monShort, D.long, D.dot, D.dotShort, D.dayMonthSlash],
  honorifics: { m: ["Mr", "Matua"], f: ["Mrs", "Ms", "Whaea"] },
};

const CA: Land = {
  code: "CA",
  pops: [
    [4, P.canadian as Population],
    [4, P.quebecois as Population],
    [1, P.punjabi as Population],
    [1, P.vietnamese as Population],
    [1, P.cantonese as Population],
    [1, P.creeMetis as Population],
    [1, P.filipino as Population],
  ],
  towns: [
    t("Rimouski", "QC", fixed("G5L"), undefined),
    t("Trois-Rivières", "Québec", fixed("G9A")),
    t("Laval", "QC", fixed("H7N")),
    t("Gatineau", "QC", fixed("J8Y")),
    t("Sudbury", "ON", fixed("P3E")),
    t("Brampton", "ON", fixed("L6T")),
    t("Thunder Bay", "Ontario", fixed("P7B")),
    t("Surrey", "BC", fixed("V3W")),
    t("Kamloops", "B.C.", fixed("V2C")),
    t("Red Deer", "AB", fixed("T4N")),
    t("Moncton", "NB", fixed("E1C")),
    t("Corner Brook", "NL", fixed("A2H")),
  ],
  street: (r) =>
    r.pick([
      `${r.int(10, 9800)} ${r.pick(["rue", "boul.", "chemin"])} ${r.pick(["Saint-Germain", "des Érables", "Principale", "Notre-Dame Est"])}${r.chance(0.3) ? `, app. ${r.int(1, 12)}` : ""}`,
      `${r.int(10, 999)} ${r.pick(["Kingsway", "Lakeshore", "Portage", "Main"])} ${r.pick(["Ave", "Street", "Road"])}${r.chance(0.3) ? `, Unit ${r.int(101, 1208)}` : ""}`,
      `RR ${r.int(1, 8)}, Site ${r.int(1, 30)}, Comp ${r.int(1, 60)}`,
      `PO Box ${r.int(11, 999)}`,
      `${r.int(1, 300)}-${r.int(1000, 9999)} ${r.pick(["132 Street", "King George Blvd"])}`,
    ]),
  hospitals: [
    "Hôpital régional de Rimouski",
    "Centre hospitalier affilié universitaire régional",
    "Health Sciences North",
    "Brampton Civic Hospital",
    "Royal Inland Hospital",
    "Surrey Memorial Hospital",
    "Moncton Hospital",
    "Western Memorial Regional Hospital",
  ],
  shortHospitals: ["HSN", "the Civic", "CHAUR", "SMH"],
  clinics: [
    "CLSC de Rimouski-Neigette",
    "GMF des Érables",
    "Kingsway Family Health Team",
    "Portage Walk-in Clinic",
    "Résidence Le Florilège",
    "Pharmacie Jean Coutu Laval",
  ],
  mobile: (r) => {
    const a = r.pick(["418", "819", "450", "705", "905", "604", "250", "403", "506", "709"]);
    return r.pick([
      `(${a}) ${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
      `${a}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
      `1-${a}-${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}`,
      `${a} ${r.int(2, 9)}${r.digits(2)} ${r.digits(4)}`,
    ]);
  },
  landline: (r) =>
    `(${r.pick(["418", "819", "705", "604"])}) ${r.int(2, 9)}${r.digits(2)}-${r.digits(4)}${r.chance(0.4) ? `, poste ${r.digits(4)}` : ""}`,
  ids: (r, born, male, surname, given) => {
    const out: Idv[] = [];
    const k = r.int(0, 2);
    if (k === 0) {
      const o = check.ohip(r);
      out.push({
        text: r.chance(0.6)
          ? `${o.slice(0, 4)}-${o.slice(4, 7)}-${o.slice(7)}${r.chance(0.6) ? `-${r.letter()}${r.letter()}` : ""}`
          : o,
        kind: "OHIP",
        group: "health-id",
        label: r.pick(["OHIP #", "HCN:", "Health card"]),
      });
    } else if (k === 1) {
      const letters = (
        surname
          .normalize("NFD")
          .replace(/[^A-Za-z]/g, "")
          .slice(0, 3)
          .padEnd(3, "X") + (given[0] ?? "X")
      ).toUpperCase();
      out.push({
        text: `${letters} ${p2(born.y % 100)}${p2(born.m + (male ? 0 : 50))} ${p2(born.d)}${r.digits(2)}`,
        kind: "RAMQ",
        group: "health-id",
        label: r.pick(["RAMQ:", "NAM", "No d'assurance maladie"]),
      });
    } else {
      out.push({
        text: `9${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
        kind: "BC PHN",
        group: "health-id",
        label: "PHN",
      });
    }
    out.push({
      text: `${r.pick(["", "00", "H"])}${r.digits(6)}`,
      kind: "chart",
      group: "record-id",
      label: r.pick(["MRN", "Chart #", "No de dossier"]),
    });
    return out;
  },
  reg: (r) =>
    r.pick([
      { text: r.digits(5), kind: "CPSO", group: "clinician-id", label: "CPSO #" },
      { text: r.digits(5), kind: "CMQ", group: "clinician-id", label: "permis" },
    ]),
  dateShapes: [D.iso, D.iso, D.us, D.french, D.slash, D.monShort, D.monthDay],
  honorifics: { m: ["Mr.", "M."], f: ["Mrs.", "Ms.", "Mme"] },
};

const IE: Land = {
  code: "IE",
  pops: [
    [7, P.irish as Population],
    [1, P.polish as Population],
    [1, P.yoruba as Population],
    [1, P.malayali as Population],
  ],
  towns: [
    t("Ballinasloe", "Co. Galway", fixed("H53")),
    t("Tralee", "Co. Kerry", fixed("V92")),
    t("Mullingar", "Co. Westmeath", fixed("N91")),
    t("Letterkenny", "Co. Donegal", fixed("F92")),
    t("Clonmel", "Co. Tipperary", fixed("E91")),
    t("Navan", "Co. Meath", fixed("C15")),
    t("Tallaght", "Dublin 24", fixed("D24")),
    t("An Cheathrú Rua", "Co. na Gaillimhe", fixed("H91")),
    t("Castlebar", "Co. Mayo", fixed("F23")),
    t("Drogheda", "Co. Louth", fixed("A92")),
    t("Ennis", "Co. Clare", fixed("V95")),
    t("Daingean Uí Chúis", "Co. Chiarraí", fixed("V92")),
  ],
  street: (r) =>
    r.pick([
      `${r.int(1, 120)} ${r.pick(["Ard na Gréine", "Páirc an Chaisleáin", "Cois Abhann", "Bóthar na Trá"])}`,
      `${r.int(1, 60)} ${r.pick(["St. Brigid's", "Marian", "Ashgrove", "Fairgreen"])} ${r.pick(["Park", "Terrace", "Road", "Drive"])}`,
      `${r.pick(["Knockanure", "Carrowkeel", "Gortnagoyne", "Ballymacward", "Cloonfad"])}`,
      `Apt ${r.int(1, 40)}, ${r.pick(["The Maltings", "Riverside Court", "Cúirt na hAbhann"])}`,
    ]),
  hospitals: [
    "Portiuncula University Hospital",
    "University Hospital Kerry",
    "Regional Hospital Mullingar",
    "Letterkenny University Hospital",
    "Tipperary University Hospital",
    "Our Lady of Lourdes Hospital",
    "Mayo University Hospital",
    "Tallaght University Hospital",
  ],
  shortHospitals: ["Portiuncula", "the Lourdes", "UHK", "TUH"],
  clinics: [
    "Fairgreen Medical Practice",
    "Ionad Sláinte an Daingin",
    "Ashgrove Family Practice",
    "Primary Care Centre, Bóthar na Trá",
    "Áras Mhuire Nursing Home",
    "Hickey's Pharmacy",
  ],
  mobile: (r) =>
    r.pick([
      `08${r.pick([3, 5, 6, 7, 9])} ${r.digits(3)} ${r.digits(4)}`,
      `08${r.pick([5, 6, 7])}-${r.digits(7)}`,
      `+353 8${r.pick([5, 6, 7])} ${r.digits(3)} ${r.digits(4)}`,
    ]),
  landline: (r) =>
    r.pick([
      `(0${r.pick(["90", "66", "44", "74", "52", "46", "94", "65"])}) ${r.digits(3)} ${r.digits(4)}`,
      `01 ${r.digits(3)} ${r.digits(4)}`,
      `0${r.pick(["91", "66"])}-${r.digits(6)}`,
    ]),
  ids: (r) => {
    const out: Idv[] = [
      {
        text: `${r.pick(["", "0", "H"])}${r.digits(6)}`,
        kind: "MRN",
        group: "record-id",
        label: r.pick(["MRN:", "MRN", "Hosp. No.", "Chart No"]),
      },
    ];
    if (r.chance(0.5))
      out.push({
        text: check.ppsn(r),
        kind: "PPSN",
        group: "national-id",
        label: r.pick(["PPSN:", "PPS No."]),
      });
    if (r.chance(0.3))
      out.push({
        text: `${r.digits(6)}${r.letter("ABCDEFGHJKLMN")}`,
        kind: "GMS card",
        group: "health-id",
        label: r.pick(["GMS No.", "Medical card no."]),
      });
    return out;
  },
  reg: (r) => ({ text: r.digits(6), kind: "IMC", group: "clinician-id", label: "IMC No." }),
  dateShapes: [D.slash, D.slash, D.long, D.ordinal, D.monDash, D.slashShort, D.slashYY, D.dayMonth],
  honorifics: { m: ["Mr", "Mr."], f: ["Mrs", "Ms", "Miss"] },
};

const IN_LOCALITIES = [
  "Ashok Nagar",
  "Indira Nagar",
  "Rajaji Nagar",
  "Koramangala 5th Block",
  "Anna Nagar West",
  "Shivaji Colony",
  "Lakshmi Layout",
  "BTM Layout 2nd Stage",
  "Sri Sai Nagar",
  "Gandhi Colony",
  "Sector 15",
  "Jayaprakash Nagar",
  "Vidyaranyapura",
  "Kamla Nehru Nagar",
];
const IN: Land = {
  code: "IN",
  pops: [
    [3, P.hindi as Population],
    [2, P.tamil as Population],
    [2, P.telugu as Population],
    [1, P.bengali as Population],
    [1, P.malayali as Population],
    [1, P.muslimIndian as Population],
    [2, P.marathiOdia as Population],
  ],
  towns: [
    t("Hyderabad", "Telangana", (r) => `5000${p2(r.int(1, 99))}`, "Ranga Reddy District"),
    t("Bengaluru", "Karnataka", (r) => `5600${p2(r.int(1, 99))}`, "Bengaluru Urban"),
    t("Chennai", "Tamil Nadu", (r) => `6000${p2(r.int(1, 99))}`),
    t("Madurai", "Tamil Nadu", (r) => `6250${p2(r.int(1, 30))}`, "Madurai District"),
    t("Vellore", "TN", (r) => `6320${p2(r.int(1, 15))}`, "Katpadi Taluk"),
    t("Lucknow", "U.P.", (r) => `2260${p2(r.int(1, 30))}`),
    t("Patna", "Bihar", (r) => `8000${p2(r.int(1, 30))}`),
    t("Kolkata", "West Bengal", (r) => `7000${p2(r.int(1, 99))}`),
    t("Thrissur", "Kerala", (r) => `6800${p2(r.int(1, 30))}`, "Thrissur Dist."),
    t("Nagpur", "Maharashtra", (r) => `4400${p2(r.int(1, 35))}`),
    t("Guntur", "A.P.", (r) => `5220${p2(r.int(1, 20))}`, "Guntur Dt."),
    t("Rampur Kheri", "U.P.", fixed("262701"), "Lakhimpur Kheri"),
  ],
  street: (r) =>
    r.pick([
      `H.No. ${r.int(1, 20)}-${r.int(1, 9)}-${r.int(10, 999)}/${r.int(1, 9)}, ${r.pick(IN_LOCALITIES)}`,
      `No. ${r.int(1, 400)}, ${r.int(1, 18)}${r.pick(["th", "rd"])} Cross, ${r.pick(IN_LOCALITIES)}`,
      `Flat ${r.int(1, 9)}0${r.int(1, 8)}, ${r.pick(["Sai Krupa Apartments", "Lakshmi Residency", "Green Park Enclave"])}, ${r.pick(IN_LOCALITIES)}`,
      `${r.int(1, 99)}, ${r.pick(["Gandhi Road", "Station Road", "Temple Street", "Netaji Subhas Road"])}, ${r.pick(IN_LOCALITIES)}`,
      `Vill. ${r.pick(["Rampur", "Bhagwanpur", "Kesavapuram", "Kothapalli"])}, P.O. ${r.pick(["Kheri", "Nandigama", "Sirsa"])}`,
    ]),
  hospitals: [
    "Osmania General Hospital",
    "Government Rajaji Hospital",
    "Victoria Hospital",
    "King George's Medical University",
    "Patna Medical College Hospital",
    "Government Medical College Thrissur",
    "Christian Medical College",
  ],
  shortHospitals: ["OGH", "GRH", "KGMU", "PMCH", "CMC"],
  clinics: [
    "Sri Venkateswara Nursing Home",
    "Lakshmi Clinic",
    "Urban PHC Ashok Nagar",
    "Apollo Clinic, Indira Nagar",
    "CHC Bhagwanpur",
    "MedPlus, Kukatpally",
  ],
  mobile: (r) =>
    r.pick([
      `+91 ${r.pick([98, 94, 99, 70, 81, 63])}${r.digits(3)} ${r.digits(5)}`,
      `${r.pick([9, 8, 7, 6])}${r.digits(9)}`,
      `0${r.pick([98, 94])}${r.digits(8)}`,
      `${r.pick([98, 94, 99])}${r.digits(3)}-${r.digits(5)}`,
    ]),
  landline: (r) =>
    r.pick([
      `0${r.pick(["40", "80", "44", "522", "33"])}-${r.digits(8)}`,
      `(0${r.pick(["452", "487", "612"])}) ${r.digits(7)}`,
    ]),
  ids: (r) => {
    const out: Idv[] = [
      {
        text: r.pick([
          `${r.pick(["MH", "OGH", "GRH"])}${r.digits(8)}`,
          `${r.int(2019, 2025)}/${r.digits(7)}`,
          `${r.digits(12)}`,
        ]),
        kind: "UHID",
        group: "record-id",
        label: r.pick(["UHID:", "UHID No.", "CR No."]),
      },
      {
        text: `${r.int(19, 25)}/${r.digits(5)}`,
        kind: "IP number",
        group: "record-id",
        label: r.pick(["IP No:", "IP No.", "IPD No."]),
      },
    ];
    if (r.chance(0.35)) {
      const a = check.aadhaar(r);
      out.push({
        text: r.chance(0.6) ? `${a.slice(0, 4)} ${a.slice(4, 8)} ${a.slice(8)}` : a,
        kind: "Aadhaar",
        group: "national-id",
        label: r.pick(["Aadhaar No:", "Aadhar"]),
      });
    }
    if (r.chance(0.25))
      out.push({
        text: `${r.digits(2)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`,
        kind: "ABHA",
        group: "health-id",
        label: "ABHA No.",
      });
    if (r.chance(0.15))
      out.push({
        text: `${r.int(100, 999)}/${r.int(2023, 2025)}`,
        kind: "MLC",
        group: "other-id",
        label: "MLC No.",
      });
    return out;
  },
  reg: (r) => ({
    text: `${r.pick(["KMC", "TNMC", "APMC", "WBMC"])} ${r.digits(5)}`,
    kind: "state council",
    group: "clinician-id",
    label: "Reg. No.",
  }),
  dateShapes: [D.slash, D.dash, D.dash, D.dot, D.monDash, D.slashShort, D.dotShort, D.slashYY],
  honorifics: { m: ["Mr.", "Shri", "Sri"], f: ["Mrs.", "Smt.", "Kum."] },
};

const ZA: Land = {
  code: "ZA",
  pops: [
    [3, P.zulu as Population],
    [2, P.xhosa as Population],
    [2, P.afrikaans as Population],
    [2, P.sotho as Population],
    [2, P.vendaTsonga as Population],
    [1, P.anglo as Population],
  ],
  towns: [
    t("Soweto", "Gauteng", fixed("1804")),
    t("Tembisa", "Gauteng", fixed("1632")),
    t("Umlazi", "KZN", fixed("4031"), "eThekwini"),
    t("KwaMashu", "KwaZulu-Natal", fixed("4360")),
    t("Khayelitsha", "Western Cape", fixed("7784")),
    t("Mitchells Plain", "WC", fixed("7785")),
    t("Mthatha", "Eastern Cape", fixed("5099"), "OR Tambo District"),
    t("Mdantsane", "EC", fixed("5219"), "Buffalo City"),
    t("Polokwane", "Limpopo", fixed("0699")),
    t("Bloemfontein", "Free State", fixed("9301")),
    t("Pietermaritzburg", "KZN", fixed("3201")),
    t("Gqeberha", "Eastern Cape", fixed("6001")),
  ],
  street: (r) =>
    r.pick([
      `Erf ${r.int(100, 9999)}, ${r.pick(["Site C", "Section K", "Zone 6", "Ext 2"])}`,
      `${r.int(1, 9999)} ${r.pick(["Vilakazi", "Nongoma", "Mahlangu", "Kruger", "Voortrekker"])} ${r.pick(["Street", "Str", "Rd", "Weg"])}`,
      `Stand ${r.int(1000, 9999)}, ${r.pick(["Extension 5", "Phase 2", "Block B"])}`,
      `House ${r.int(1, 5000)}, ${r.pick(["Section J", "Unit 17", "Ward 12 village"])}`,
      `${r.pick(["Mkhize", "Ngcobo", "Nyanga"])} kraal, ${r.pick(["KwaNyuswa", "Esikhawini", "Qumbu"])}`,
    ]),
  hospitals: [
    "Chris Hani Baragwanath Academic Hospital",
    "Prince Mshiyeni Memorial Hospital",
    "Khayelitsha District Hospital",
    "Nelson Mandela Academic Hospital",
    "Cecilia Makiwane Hospital",
    "Pelonomi Hospital",
    "Edendale Hospital",
    "Tembisa Provincial Hospital",
  ],
  shortHospitals: ["Bara", "PMMH", "KDH", "NMAH", "Cecilia Mak"],
  clinics: [
    "Zola Clinic",
    "Site B CHC",
    "Lancet lab drop-off, Umlazi Mega City",
    "Mitchells Plain CHC",
    "Dischem Tembisa",
    "Ikhwezi Frail Care",
  ],
  mobile: (r) =>
    r.pick([
      `0${r.pick([82, 83, 72, 73, 71, 79, 84, 61])} ${r.digits(3)} ${r.digits(4)}`,
      `+27 ${r.pick([82, 72, 83])} ${r.digits(3)} ${r.digits(4)}`,
      `0${r.pick([82, 72])}${r.digits(7)}`,
    ]),
  landline: (r) =>
    r.pick([
      `0${r.pick(["11", "21", "31", "47", "51", "43"])} ${r.digits(3)} ${r.digits(4)}`,
      `(0${r.pick(["21", "31"])}) ${r.digits(3)}-${r.digits(4)}`,
    ]),
  ids: (r, born, male) => {
    const out: Idv[] = [
      {
        text: r.pick([
          `${r.digits(8)}`,
          `${r.pick(["A", "B", ""])}${r.digits(6)}-${r.digits(1)}`,
          `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
        ]),
        kind: "folder",
        group: "record-id",
        label: r.pick(["Folder no:", "Folder No.", "Hosp no", "File no."]),
      },
    ];
    if (r.chance(0.6))
      out.push({
        text: check.saId(r, born, male),
        kind: "SA ID",
        group: "national-id",
        label: r.pick(["ID no:", "ID:", "RSA ID"]),
      });
    if (r.chance(0.25))
      out.push({
        text: `${r.digits(9)}`,
        kind: "medical aid",
        group: "health-id",
        label: r.pick(["Medical aid no.", "Discovery no.", "GEMS no."]),
      });
    return out;
  },
  reg: (r) => ({ text: `MP ${r.digits(7)}`, kind: "HPCSA", group: "clinician-id", label: "HPCSA" }),
  dateShapes: [D.isoSlash, D.isoSlash, D.slash, D.monShort, D.iso, D.long, D.slashYY],
  honorifics: { m: ["Mr", "Mnr", "Baba"], f: ["Mrs", "Ms", "Mev", "Mama", "Gogo"] },
};

const NG: Land = {
  code: "NG",
  pops: [
    [4, P.yoruba as Population],
    [3, P.igbo as Population],
    [3, P.hausa as Population],
    [2, P.minorityNg as Population],
  ],
  towns: [
    t("Ibadan", "Oyo State", (r) => `2000${p2(r.int(1, 99))}`, "Ibadan North LGA"),
    t("Ogbomoso", "Oyo State", fixed("210214"), "Ogbomoso South LGA"),
    t("Surulere", "Lagos State", fixed("101283"), "Surulere LGA"),
    t("Ikorodu", "Lagos", fixed("104101"), "Ikorodu LGA"),
    t("Enugu", "Enugu State", (r) => `4000${p2(r.int(1, 99))}`, "Enugu East LGA"),
    t("Onitsha", "Anambra State", fixed("434101"), "Onitsha South LGA"),
    t("Nnewi", "Anambra", fixed("435101"), "Nnewi North LGA"),
    t("Kano", "Kano State", (r) => `7000${p2(r.int(1, 99))}`, "Nassarawa LGA"),
    t("Zaria", "Kaduna State", fixed("810107"), "Sabon Gari LGA"),
    t("Abeokuta", "Ogun State", fixed("110101"), "Abeokuta South LGA"),
    t("Port Harcourt", "Rivers State", (r) => `5000${p2(r.int(1, 99))}`, "Obio/Akpor LGA"),
    t("Owerri", "Imo State", fixed("460001"), "Owerri Municipal"),
  ],
  street: (r) =>
    r.pick([
      `No. ${r.int(1, 80)}, ${r.pick(["Adeola Odeku", "Oke-Ado", "Bodija Market", "Ogui", "Zoo"])} ${r.pick(["Street", "Road", "Close", "Avenue"])}`,
      `Plot ${r.int(1, 400)}, ${r.pick(["Trans-Amadi Layout", "Independence Layout", "Lekki Phase 1", "GRA Phase 2"])}`,
      `${r.int(1, 60)}, ${r.pick(["Alhaji Masha", "Chief Obafemi", "Ahmadu Bello"])} ${r.pick(["Street", "Way", "Crescent"])}`,
      `${r.pick(["Behind Central Mosque", "Opposite First Bank", "Near Mobil filling station", "Off Old Ife Road"])}, ${r.pick(["Sabon Gari", "Mokola", "Ogui New Layout", "Agbowo"])}`,
      `Km ${r.int(3, 40)}, ${r.pick(["Ibadan-Ife Road", "Enugu-Onitsha Expressway", "Zaria-Kano Road"])}`,
    ]),
  hospitals: [
    "University College Hospital",
    "Lagos University Teaching Hospital",
    "University of Nigeria Teaching Hospital",
    "Aminu Kano Teaching Hospital",
    "Ahmadu Bello University Teaching Hospital",
    "Federal Medical Centre Abeokuta",
    "Nnamdi Azikiwe University Teaching Hospital",
    "Adeoyo Maternity Hospital",
  ],
  shortHospitals: ["UCH", "LUTH", "UNTH", "AKTH", "ABUTH", "FMC", "NAUTH"],
  clinics: [
    "Jericho Nursing Home",
    "St. Mary's Catholic Hospital, Eleta",
    "Mokola Primary Health Centre",
    "Bethel Maternity",
    "Living Faith Clinic, Agbowo",
    "HealthPlus Pharmacy Surulere",
  ],
  mobile: (r) =>
    r.pick([
      `0${r.pick(["803", "806", "813", "816", "706", "703", "905", "810", "802", "708"])} ${r.digits(3)} ${r.digits(4)}`,
      `+234 ${r.pick(["803", "806", "813", "705"])} ${r.digits(3)} ${r.digits(4)}`,
      `0${r.pick(["803", "806", "813"])}${r.digits(7)}`,
      `+234${r.pick(["803", "806"])}${r.digits(7)}`,
    ]),
  landline: (r) => `0${r.pick(["2", "1", "9", "42"])}-${r.digits(7)}`,
  ids: (r) => {
    const out: Idv[] = [
      {
        text: r.pick([
          `${r.pick(["UCH", "LUTH", "UNTH", "AKTH", "FMC"])}/${r.int(2010, 2025)}/${r.digits(5)}`,
          `${r.digits(2)}/${r.digits(2)}/${r.digits(4)}`,
          `${r.digits(6)}`,
          `${r.letter()}${r.digits(5)}`,
        ]),
        kind: "hospital number",
        group: "record-id",
        label: r.pick(["Hosp No:", "Hosp. No.", "Hospital No", "Folder No"]),
      },
    ];
    if (r.chance(0.3))
      out.push({
        text: `${r.digits(3)}${r.digits(3)}${r.digits(5)}`,
        kind: "NIN",
        group: "national-id",
        label: "NIN:",
      });
    if (r.chance(0.3))
      out.push({
        text: `${r.pick(["NHIS", "NHIA"])}/${r.digits(3)}/${r.digits(5)}/${r.letter("ABC")}`,
        kind: "NHIA",
        group: "health-id",
        label: r.pick(["NHIS No:", "HMO ID"]),
      });
    return out;
  },
  reg: (r) => ({
    text: `${r.pick(["MDCN/R/", "MDCN "])}${r.digits(5)}`,
    kind: "MDCN",
    group: "clinician-id",
    label: "MDCN Folio",
  }),
  dateShapes: [D.slash, D.slash, D.ordinal, D.dash, D.slashShort, D.ordinalOf, D.slashYY, D.dayMonth],
  honorifics: { m: ["Mr.", "Alhaji", "Chief", "Mazi", "Pa"], f: ["Mrs.", "Hajiya", "Madam", "Mama"] },
};

const SG: Land = {
  code: "SG",
  pops: [
    [4, P.sgChinese as Population],
    [2, P.teochew as Population],
    [1, P.filipino as Population],
    [2, P.malay as Population],
    [2, P.sgTamil as Population],
    [1, P.anglo as Population],
  ],
  towns: [
    t("Ang Mo Kio", "", (r) => `56${r.digits(4)}`),
    t("Tampines", "", (r) => `52${r.digits(4)}`),
    t("Jurong West", "", (r) => `64${r.digits(4)}`),
    t("Woodlands", "", (r) => `73${r.digits(4)}`),
    t("Bedok", "", (r) => `46${r.digits(4)}`),
    t("Toa Payoh", "", (r) => `31${r.digits(4)}`),
    t("Sengkang", "", (r) => `54${r.digits(4)}`),
    t("Yishun", "", (r) => `76${r.digits(4)}`),
  ],
  street: (r, tw) =>
    r.pick([
      `Blk ${r.int(100, 999)}${r.pick(["", "A", "B"])} ${tw.town} ${r.pick(["Ave", "Avenue", "St", "Street", "Drive"])} ${r.int(1, 9)} #${p2(r.int(2, 25))}-${r.int(10, 999)}`,
      `${r.int(100, 999)} ${tw.town} ${r.pick(["Ave", "St"])} ${r.int(1, 72)}, #${p2(r.int(2, 25))}-${r.int(100, 999)}`,
      `Block ${r.int(100, 999)}, ${tw.town} Central, #${p2(r.int(2, 25))}-${r.int(10, 99)}`,
      `${r.int(1, 80)} ${r.pick(["Jalan Kembangan", "Lorong Ah Soo", "Jalan Bukit Merah", "Upper Serangoon Road"])}`,
    ]),
  hospitals: [
    "Tan Tock Seng Hospital",
    "Khoo Teck Puat Hospital",
    "Changi General Hospital",
    "Ng Teng Fong General Hospital",
    "Sengkang General Hospital",
    "Singapore General Hospital",
  ],
  shortHospitals: ["TTSH", "KTPH", "CGH", "NTFGH", "SKH", "SGH"],
  clinics: [
    "Ang Mo Kio Polyclinic",
    "Bedok Polyclinic",
    "Woodlands Health Campus",
    "Tampines Family Clinic",
    "Guardian Tampines Hub",
    "Ren Ci Nursing Home",
  ],
  mobile: (r) =>
    r.pick([
      `${r.pick([8, 9])}${r.digits(3)} ${r.digits(4)}`,
      `+65 ${r.pick([8, 9])}${r.digits(3)} ${r.digits(4)}`,
      `${r.pick([8, 9])}${r.digits(7)}`,
      `+65-${r.pick([8, 9])}${r.digits(3)}-${r.digits(4)}`,
    ]),
  landline: (r) => `6${r.digits(3)} ${r.digits(4)}`,
  ids: (r) => {
    const prefix = r.weigh([
      [6, "S"],
      [3, "T"],
      [1, "F"],
      [1, "G"],
    ] as const);
    const out: Idv[] = [
      {
        text: check.nric(r, prefix),
        kind: prefix === "S" || prefix === "T" ? "NRIC" : "FIN",
        group: "national-id",
        label: r.pick(["NRIC:", "NRIC/FIN", "IC No."]),
      },
    ];
    if (r.chance(0.6))
      out.push({
        text: `${r.digits(2)}${r.letter()}${r.digits(5)}${r.chance(0.5) ? r.letter() : ""}`,
        kind: "case number",
        group: "record-id",
        label: r.pick(["Case No.", "MRN", "HRN"]),
      });
    return out;
  },
  reg: (r) => ({ text: `M${r.digits(5)}${r.letter()}`, kind: "MCR", group: "clinician-id", label: "MCR" }),
  dateShapes: [D.slash, D.monShort, D.monShort, D.long, D.monDash, D.slashShort, D.monShortYY],
  honorifics: { m: ["Mr", "Encik", "Tuan"], f: ["Mdm", "Ms", "Puan", "Cik"] },
};

export const LANDS: Record<Code, Land> = { AU, NZ, CA, IE, IN, ZA, NG, SG };
