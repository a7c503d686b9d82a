/** Singapore: NRIC/FIN (check letter), vehicle plates (check letter), HDB block addresses, surname-first names. */
import { nricLetter, sgPlateLetter } from "../checks.ts";
import type { CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

/** `postcode` is the two-digit postal sector of the estate. */
const TOWNS: Town[] = [
  { name: "Ang Mo Kio", state: "", postcode: "56" },
  { name: "Bedok", state: "", postcode: "46" },
  { name: "Tampines", state: "", postcode: "52" },
  { name: "Jurong West", state: "", postcode: "64" },
  { name: "Woodlands", state: "", postcode: "73" },
  { name: "Toa Payoh", state: "", postcode: "31" },
  { name: "Yishun", state: "", postcode: "76" },
  { name: "Sengkang", state: "", postcode: "54" },
  { name: "Clementi", state: "", postcode: "12" },
  { name: "Bukit Batok", state: "", postcode: "65" },
  { name: "Hougang", state: "", postcode: "53" },
  { name: "Pasir Ris", state: "", postcode: "51" },
  { name: "Bukit Merah", state: "", postcode: "15" },
  { name: "Queenstown", state: "", postcode: "14" },
  { name: "Serangoon", state: "", postcode: "55" },
  { name: "Choa Chu Kang", state: "", postcode: "68" },
  { name: "Punggol", state: "", postcode: "82" },
  { name: "Bishan", state: "", postcode: "57" },
  { name: "Geylang", state: "", postcode: "38" },
  { name: "Kallang", state: "", postcode: "33" },
];

function postcode(r: Rng, town: Town): { text: string; kind: string } {
  return { text: `${town.postcode}${r.digits(4)}`, kind: "sg-postcode" };
}

function street(r: Rng): { text: string; kind: string } {
  const estate = r.pick(TOWNS).name;
  const unit = `#${String(r.int(2, 25)).padStart(2, "0")}-${String(r.int(1, 400)).padStart(2, "0")}`;
  return r.weighted([
    [
      4,
      {
        text: `Blk ${r.int(100, 999)} ${estate} ${r.pick(["Ave", "St", "Street", "Avenue"])} ${r.int(1, 10)} ${unit}`,
        kind: "sg-hdb-block",
      },
    ],
    [
      2,
      {
        text: `${r.int(1, 99)} ${r.pick(["Jalan Kembangan", "Lorong Chuan", "Jalan Bukit Merah", "Upper Serangoon Road"])} ${unit}`,
        kind: "sg-jalan-lorong",
      },
    ],
    [
      1,
      {
        text: `${r.int(100, 999)}${r.pick(["A", "B", "C"])} ${estate} ${r.pick(["Drive", "Crescent"])} ${r.int(1, 8)}`,
        kind: "sg-block-letter",
      },
    ],
  ]);
}

function nric(r: Rng): string {
  const prefix = r.weighted([
    [5, "S"],
    [3, "T"],
    [1, "F"],
    [1, "G"],
  ]);
  const d = r.digits(7);
  const id = `${prefix}${d}${nricLetter(prefix, d)}`;
  return r.chance(0.15) ? `${id.slice(0, 1)}XXXX${id.slice(5)}` : id;
}

function plate(r: Rng): string {
  const prefix = `S${r.letters(2, "ABCDEFGHJKLMNPRSTUXYZ")}`;
  const num = String(r.int(1, 9999));
  return `${prefix} ${num} ${sgPlateLetter(prefix, num)}`;
}

export const SG: CountryKit = {
  code: "SG",
  name: "Singapore",
  origins: [
    {
      name: "Singapore Chinese (surname first)",
      female: ["Hui Min", "Xin Yi", "Mei Ling", "Shu Fen", "Jia Hui", "Li Ting", "Pei Shan", "Siew Ling"],
      male: ["Wei Ming", "Boon Keng", "Kok Wah", "Jun Jie", "Zhi Hao", "Kah Hoe", "Wei Jie", "Teck Seng"],
      surnames: [
        "Tan",
        "Lim",
        "Ng",
        "Goh",
        "Teo",
        "Koh",
        "Ong",
        "Chua",
        "Sim",
        "Yeo",
        "Toh",
        "Wee",
        "Heng",
        "Quek",
        "Loh",
        "Seah",
      ],
      form: "surname-first",
    },
    {
      name: "Malay (bin/binte)",
      female: [
        "Nur Aisyah",
        "Siti Nurhaliza",
        "Nurul Huda",
        "Farhana",
        "Nurul Ain",
        "Siti Aminah",
        "Noraini",
      ],
      male: [
        "Muhammad Faizal",
        "Ahmad Syafiq",
        "Mohamed Rizal",
        "Hafiz",
        "Mohd Hafiz",
        "Muhammad Irfan",
        "Zulkifli",
      ],
      surnames: [
        "Abdullah",
        "Rahman",
        "Ismail",
        "Osman",
        "Kassim",
        "Jamaluddin",
        "Salleh",
        "Yusof",
        "Hassan",
        "Mahmud",
        "Said",
        "Rashid",
      ],
      form: "malay",
    },
    {
      name: "Singapore Indian (s/o)",
      female: ["Kavitha", "Malathi", "Revathi", "Thilaga", "Saraswathy", "Jeyanthi"],
      male: ["Rajendran", "Suresh", "Ganesan", "Muthu", "Kumaran", "Palaniappan"],
      surnames: [
        "Subramaniam",
        "Ramasamy",
        "Krishnasamy",
        "Govindasamy",
        "Maniam",
        "Veerappan",
        "Karuppiah",
        "Nadarajan",
      ],
      form: "indian-so",
    },
    {
      name: "Eurasian",
      female: ["Ashley", "Nicole", "Andrea", "Melissa", "Claire"],
      male: ["Gerald", "Desmond", "Clement", "Bernard", "Adrian"],
      surnames: [
        "de Souza",
        "Pereira",
        "Rodrigues",
        "Oliveiro",
        "Shepherdson",
        "D'Cruz",
        "Aeria",
        "Sta Maria",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode,
  address(r, town) {
    const pc = postcode(r, town);
    return r.chance(0.5) ? [street(r), ", Singapore ", pc] : [street(r), " S(", pc, ")"];
  },
  phones: [
    {
      kind: "sg-mobile",
      label: "HP",
      group: "phone",
      make: (r) => `${r.pick(["8", "9"])}${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "sg-mobile-intl",
      label: "Mobile",
      group: "phone",
      make: (r) => `+65 ${r.pick(["8", "9"])}${r.digits(3)} ${r.digits(4)}`,
    },
    { kind: "sg-landline", label: "Tel", group: "phone", make: (r) => `6${r.digits(3)}-${r.digits(4)}` },
    {
      kind: "sg-landline-intl",
      label: "Tel",
      group: "phone",
      make: (r) => `+65 6${r.digits(3)} ${r.digits(4)}`,
    },
    { kind: "pager", label: "Pager", group: "phone", make: (r) => r.digits(4) },
  ],
  ids: [
    { kind: "sg-nric", label: "NRIC", checked: true, group: "national-id", make: nric },
    {
      kind: "sg-mrn",
      label: "MRN",
      group: "record-id",
      make: (r) => `${r.pick(["", "MRN"])}${r.digits(7)}${r.letters(1)}`,
    },
    { kind: "sg-plate", label: "Vehicle", checked: true, group: "other-id", make: plate },
    {
      kind: "sg-passport",
      label: "Passport",
      group: "other-id",
      make: (r) => `${r.pick(["E", "K"])}${r.digits(7)}${r.letters(1)}`,
    },
    {
      kind: "sg-medisave",
      label: "Medisave acct",
      group: "health-id",
      make: (r) => `${r.digits(3)}-${r.digits(5)}-${r.digits(1)}`,
    },
  ],
  registrations: [
    { kind: "sg-mcr", label: "MCR", group: "clinician-id", make: (r) => `M${r.digits(5)}${r.letters(1)}` },
    { kind: "sg-snb", label: "SNB", group: "clinician-id", make: (r) => `RN${r.digits(6)}` },
  ],
  facility(r, town) {
    return r.weighted([
      [2, { text: `${town.name} Polyclinic`, kind: "sg-polyclinic" }],
      [
        2,
        {
          text: `${r.pick(["Healthway", "Kampung", "Shalom", "Raffles Place"])} Family Clinic`,
          kind: "sg-family-clinic",
        },
      ],
      [1, { text: r.pick(["TTSH", "KTPH", "NUH", "SKH", "Ng Teng Fong"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Kestrel Foods", "Jurong Shipyard", "Sheng Siong depot"]), kind: "employer" }],
      [
        1,
        {
          text: `${r.pick(["Sunlove", "Orange Valley", "Thye Hua Kwan"])} Nursing Home`,
          kind: "sg-nursing-home",
        },
      ],
      [1, { text: `${town.name} ${r.pick(["Primary", "Secondary"])} School`, kind: "sg-school" }],
    ]);
  },
  dateFormats: [
    [4, "dmy-slash"],
    [2, "d-mon-yy"],
    [2, "d-month-y"],
    [1, "d-mon-comma-yy"],
    [1, "d-mon-y-dash"],
    [1, "d-MON-yy-caps"],
  ],
  triage: ["PACS 2", "P2"],
  lookalikes: [
    "PACS 2 on arrival; shifted to bed 18 in the observation area.",
    "Panadol 1 g QDS, Ultracet 1 tab PRN; Augmentin 625 mg BD for 5/7.",
    "CHAS orange card holder; MediShield Life claim; Medisave deduction for day surgery.",
    "Hb 11.6, TW 13.2, CRP 61; review in 2/52 at SOC.",
    "Glasgow Coma Scale 15; Ranson score 2; Murphy's sign positive.",
    "ART negative; PCR pending; isolation in a negative-pressure room.",
    "MTS 4 on arrival; Braden 15; fall risk high.",
    "Kangaroo care for the neonate; Apgar 9 and 9.",
  ],
};
