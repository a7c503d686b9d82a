/** New Zealand: NHI (old format with mod-11 check, new format unchecked), Māori and Pasifika names. */
import { nhiCheck } from "../checks.ts";
import type { CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

const TOWNS: Town[] = [
  { name: "Māngere", state: "Auckland", postcode: "2022" },
  { name: "Otara", state: "Auckland", postcode: "2023" },
  { name: "Papakura", state: "Auckland", postcode: "2110" },
  { name: "Porirua", state: "", postcode: "5022" },
  { name: "Whanganui", state: "", postcode: "4500" },
  { name: "Rotorua", state: "", postcode: "3010" },
  { name: "Kaitāia", state: "", postcode: "0410" },
  { name: "Gisborne", state: "", postcode: "4010" },
  { name: "Invercargill", state: "", postcode: "9810" },
  { name: "Flaxmere", state: "Hastings", postcode: "4120" },
  { name: "Kaikohe", state: "", postcode: "0405" },
  { name: "Ōpōtiki", state: "", postcode: "3122" },
  { name: "Ōtāhuhu", state: "Auckland", postcode: "1062" },
  { name: "Manurewa", state: "Auckland", postcode: "2102" },
  { name: "Kaikoura", state: "", postcode: "7300" },
  { name: "Wainuiomata", state: "Lower Hutt", postcode: "5014" },
  { name: "Naenae", state: "Lower Hutt", postcode: "5011" },
  { name: "Tokoroa", state: "", postcode: "3420" },
  { name: "Whakatāne", state: "", postcode: "3120" },
  { name: "Dargaville", state: "", postcode: "0310" },
  { name: "Westport", state: "", postcode: "7825" },
  { name: "Moerewa", state: "", postcode: "0211" },
];

const STREETS = [
  "Kōwhai",
  "Tōtara",
  "Rimu",
  "Pōhutukawa",
  "Matai",
  "Kauri",
  "Tui",
  "Karaka",
  "Wairere",
  "Te Atatū",
];
const TYPES = ["Road", "Rd", "Street", "St", "Place", "Pl", "Crescent", "Drive"];

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

function nhi(r: Rng): string {
  for (;;) {
    const body = r.letters(3, NHI_LETTERS) + r.digits(3);
    const check = nhiCheck(body);
    if (check !== undefined) return body + check;
  }
}

function street(r: Rng): { text: string; kind: string } {
  const name = `${r.pick(STREETS)} ${r.pick(TYPES)}`;
  return r.weighted([
    [4, { text: `${r.int(1, 300)} ${name}`, kind: "nz-street" }],
    [2, { text: `Flat ${r.int(1, 9)}, ${r.int(1, 120)} ${name}`, kind: "nz-flat" }],
    [2, { text: `${r.int(1, 12)}/${r.int(1, 200)} ${name}`, kind: "nz-unit-slash" }],
    [1, { text: `${r.int(1, 90)}${r.pick(["A", "B"])} ${name}`, kind: "nz-street-letter" }],
  ]);
}

export const NZ: CountryKit = {
  code: "NZ",
  name: "New Zealand",
  origins: [
    {
      name: "Māori",
      female: [
        "Aroha",
        "Mereana",
        "Hine",
        "Anahera",
        "Kiri",
        "Waimarie",
        "Moana",
        "Rangimārie",
        "Te Aroha",
        "Huia",
        "Manaia",
        "Tui",
        "Roimata",
      ],
      male: [
        "Wiremu",
        "Tama",
        "Hēmi",
        "Rāwiri",
        "Tipene",
        "Nikau",
        "Mātiu",
        "Te Ariki",
        "Hōhepa",
        "Pita",
        "Tamati",
        "Rewi",
        "Kahu",
      ],
      surnames: [
        "Ngata",
        "Parata",
        "Te Whata",
        "Horomona",
        "Tāwhai",
        "Ruatapu",
        "Te Rangi",
        "Waititi",
        "Pōmare",
        "Tūhoe",
        "Tamihana",
        "Herewini",
        "Kereama",
        "Tūrei",
        "Rāwiri",
        "Mātene",
      ],
      form: "western",
    },
    {
      name: "Samoan",
      female: ["Losa", "Malia", "Fetu", "Sina", "Leilani", "Tausala", "Aolele", "Mele"],
      male: ["Tavita", "Iosefa", "Pita", "Fa'amoe", "Sefo", "Lemalu", "Falaniko", "Sione"],
      surnames: [
        "Faleolo",
        "Leota",
        "Tuilagi",
        "Aumua",
        "Fa'asavalu",
        "Lealaiauloto",
        "Sapolu",
        "Tuimavave",
        "Fonoti",
        "Matagi",
        "Ioane",
      ],
      form: "western",
    },
    {
      name: "Tongan",
      female: ["Mele", "Sālote", "Losana", "'Ana", "Lupe", "Seini", "Vika"],
      male: ["Sione", "Viliami", "Tevita", "Siaosi", "Feleti", "Semisi", "Lose"],
      surnames: [
        "Taufa",
        "Fifita",
        "Havili",
        "Vaipulu",
        "Kupu",
        "Fonua",
        "Taumalolo",
        "Lolohea",
        "Moala",
        "Tu'ipulotu",
      ],
      form: "western",
    },
    {
      name: "Pākehā",
      female: ["Sophie", "Brooke", "Georgia", "Ngaire", "Kate", "Olivia", "Rachel"],
      male: ["Liam", "Blake", "Fraser", "Corey", "Sam", "Hamish", "Jack"],
      surnames: [
        "McKenzie",
        "Tremain",
        "Harcourt",
        "Ashby",
        "Fairweather",
        "Kingsbury",
        "Rutherford",
        "Haldane",
        "Kerr",
        "Petrie",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode: (_r, town) => ({ text: town.postcode, kind: "nz-postcode" }),
  address(r, town) {
    const bits = [street(r), ", ", { text: town.name, kind: "nz-suburb" }];
    if (town.state !== "")
      return [
        ...bits,
        ", ",
        { text: town.state, kind: "nz-city" },
        " ",
        { text: town.postcode, kind: "nz-postcode" },
      ];
    return [...bits, " ", { text: town.postcode, kind: "nz-postcode" }];
  },
  phones: [
    {
      kind: "nz-mobile",
      label: "Mob",
      group: "phone",
      make: (r) => `02${r.pick(["1", "2", "7"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "nz-mobile-dash",
      label: "Cell",
      group: "phone",
      make: (r) => `02${r.pick(["1", "7"])}-${r.digits(3)}-${r.digits(4)}`,
    },
    {
      kind: "nz-mobile-intl",
      label: "Ph",
      group: "phone",
      make: (r) => `+64 2${r.pick(["1", "7"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "nz-landline-brackets",
      label: "Ph",
      group: "phone",
      make: (r) => `(0${r.pick(["9", "4", "7", "3", "6"])}) ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "nz-landline",
      label: "Tel",
      group: "phone",
      make: (r) => `0${r.pick(["9", "4", "7"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    { kind: "pager", label: "Pager", group: "phone", make: (r) => r.digits(r.pick([3, 4, 5])) },
  ],
  ids: [
    { kind: "nz-nhi", label: "NHI", checked: true, group: "health-id", make: nhi },
    {
      kind: "nz-nhi-new",
      label: "NHI",
      group: "health-id",
      make: (r) => `${r.letters(3, NHI_LETTERS)}${r.digits(2)}${r.letters(2, NHI_LETTERS)}`,
    },
    {
      kind: "nz-acc-claim",
      label: "ACC claim",
      group: "other-id",
      make: (r) => `${r.pick(["1000", "2000", "3000"])}${r.digits(6)}`,
    },
    {
      kind: "nz-passport",
      label: "Passport",
      group: "other-id",
      make: (r) => `${r.letters(2)}${r.digits(6)}`,
    },
    { kind: "nz-plate", label: "Rego", group: "other-id", make: (r) => `${r.letters(3)}${r.digits(3)}` },
    { kind: "nz-licence", label: "Licence", group: "other-id", make: (r) => `${r.letters(2)}${r.digits(6)}` },
  ],
  registrations: [
    { kind: "nz-mcnz", label: "MCNZ", group: "clinician-id", make: (r) => r.digits(5) },
    { kind: "nz-ncnz", label: "NCNZ", group: "clinician-id", make: (r) => r.digits(6) },
    {
      kind: "nz-hpi-cpn",
      label: "HPI-CPN",
      group: "clinician-id",
      make: (r) => `${r.digits(2)}${r.letters(3)}${r.letters(1)}`,
    },
  ],
  facility(r, town) {
    return r.weighted([
      [2, { text: `${town.name} Hospital`, kind: "nz-hospital" }],
      [
        2,
        {
          text: `${r.pick(["Te Puna", "Tōtara", "Whānau Ora", "Ngā Kākano"])} ${r.pick(["Hauora", "Health", "Medical"])}`,
          kind: "nz-maori-provider",
        },
      ],
      [1, { text: r.pick(["Middlemore", "Kenepuru", "Whakatipu"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Tūī Foods", "Kiwirail Depot", "Kestrel Foods"]), kind: "employer" }],
      [
        1,
        {
          text: `${r.pick(["Kōwhai", "Rimu"])} ${r.pick(["Kura", "School", "Kindergarten"])}`,
          kind: "nz-school",
        },
      ],
      [1, { text: `${town.name} ${r.pick(["Unichem", "Pharmacy", "Life Pharmacy"])}`, kind: "nz-pharmacy" }],
    ]);
  },
  dateFormats: [
    [4, "dmy-slash"],
    [3, "dmy-slash-short"],
    [2, "d-month-y"],
    [2, "d-mon-yy"],
    [1, "d-mon-y-dash"],
    [1, "ordinal-of-month"],
  ],
  triage: ["ATS 3", "triage category 2"],
  lookalikes: [
    "ACC claim lodged for the wrist; Colles fracture in backslab, fracture clinic in 1/52.",
    "Kaupapa Māori service offered; whānau hui held in the family room; karakia before the procedure.",
    "Paradex 2 tabs QID, Sevredol 10 mg PRN, Cilazapril 2.5 mg mane.",
    "Bed 14 to bay 3; EWS 5, SpO2 93% on 2 L, HR 102.",
    "Glasgow Coma Scale 14 (E4V4M6); Rockwood Clinical Frailty Scale 5.",
    "Hb 101, WCC 12.4, CRP 88; repeat in 3/7; follow up 3/12 in clinic.",
    "Community Services Card holder; Green prescription given for exercise.",
    "Plunket nurse visit completed; B4 School Check up to date.",
  ],
};
