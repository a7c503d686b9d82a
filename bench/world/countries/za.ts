/** South Africa: ID number (date of birth, Luhn), HPCSA MP numbers, 4-digit postal codes. */
import { luhnDigit } from "../checks.ts";
import type { CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

/** `state` is the province abbreviation (not PHI). */
const TOWNS: Town[] = [
  { name: "Soweto", state: "GP", postcode: "1804" },
  { name: "Mamelodi", state: "GP", postcode: "0122" },
  { name: "Umlazi", state: "KZN", postcode: "4031" },
  { name: "Pietermaritzburg", state: "KZN", postcode: "3201" },
  { name: "Khayelitsha", state: "WC", postcode: "7784" },
  { name: "Mitchells Plain", state: "WC", postcode: "7785" },
  { name: "Mthatha", state: "EC", postcode: "5099" },
  { name: "Gqeberha", state: "EC", postcode: "6001" },
  { name: "Polokwane", state: "LP", postcode: "0699" },
  { name: "Bloemfontein", state: "FS", postcode: "9301" },
  { name: "Rustenburg", state: "NW", postcode: "0299" },
  { name: "Mbombela", state: "MP", postcode: "1201" },
  { name: "Tembisa", state: "GP", postcode: "1632" },
  { name: "KwaMashu", state: "KZN", postcode: "4360" },
  { name: "Gugulethu", state: "WC", postcode: "7750" },
  { name: "East London", state: "EC", postcode: "5201" },
  { name: "Tzaneen", state: "LP", postcode: "0850" },
  { name: "Welkom", state: "FS", postcode: "9459" },
  { name: "Mahikeng", state: "NW", postcode: "2745" },
  { name: "Emalahleni", state: "MP", postcode: "1035" },
  { name: "Upington", state: "NC", postcode: "8801" },
  { name: "Richards Bay", state: "KZN", postcode: "3900" },
];

const STREETS = [
  "Vilakazi St",
  "Bhunga Ave",
  "Jabavu Rd",
  "Kerk Straat",
  "Voortrekker Rd",
  "Mandela Dr",
  "Mthembu Cres",
  "Protea Lane",
];

function street(r: Rng): { text: string; kind: string } {
  return r.weighted([
    [3, { text: `${r.int(1, 5000)} ${r.pick(STREETS)}`, kind: "za-street" }],
    [
      2,
      {
        text: `Erf ${r.int(100, 9999)}, Section ${r.pick(["A", "B", "C", "K", "U"])}`,
        kind: "za-erf-section",
      },
    ],
    [1, { text: `House ${r.int(1, 300)}, Site ${r.pick(["B", "C"])}`, kind: "za-site" }],
    [1, { text: `Stand No. ${r.int(100, 4000)}`, kind: "za-stand" }],
    [
      1,
      {
        text: `${r.int(1, 40)} ${r.pick(["Disa", "Protea", "Aloe"])} Court, ${r.int(1, 90)} ${r.pick(STREETS)}`,
        kind: "za-complex",
      },
    ],
  ]);
}

const SUBURBS = ["Orlando West", "Zola", "Section C", "Tafelsig", "Northcrest", "Westdene", "Chiawelo"];

/** ID number: YYMMDD, gender digits, citizenship (0/1), 8, Luhn check. */
function idNumber(r: Rng): string {
  const yy = r.digits(2);
  const mm = String(r.int(1, 12)).padStart(2, "0");
  const dd = String(r.int(1, 28)).padStart(2, "0");
  const body = `${yy}${mm}${dd}${r.int(0, 9)}${r.digits(3)}${r.chance(0.9) ? "0" : "1"}8`;
  const n = body + luhnDigit(body);
  return r.chance(0.75) ? n : `${n.slice(0, 6)} ${n.slice(6, 10)} ${n.slice(10)}`;
}

export const ZA: CountryKit = {
  code: "ZA",
  name: "South Africa",
  origins: [
    {
      name: "Zulu",
      female: ["Thandeka", "Nomvula", "Nokuthula", "Zanele", "Sibongile", "Nonhlanhla", "Ntombi", "Lungile"],
      male: ["Sipho", "Bongani", "Themba", "Mandla", "Sifiso", "Mthokozisi", "Sibusiso", "Nkosinathi"],
      surnames: [
        "Dlamini",
        "Ndlovu",
        "Zulu",
        "Mkhize",
        "Ngcobo",
        "Khumalo",
        "Cele",
        "Shabalala",
        "Mthethwa",
        "Buthelezi",
        "Nxumalo",
        "Gumede",
      ],
      form: "western",
    },
    {
      name: "Xhosa",
      female: ["Nosipho", "Lindiwe", "Ayanda", "Zintle", "Nomsa", "Nomvuyo", "Siphokazi", "Unathi"],
      male: ["Lwazi", "Siyabonga", "Lungile", "Xolani", "Luvuyo", "Mzwandile", "Andile", "Thembela"],
      surnames: [
        "Mthembu",
        "Nkosi",
        "Mahlangu",
        "Qwabe",
        "Gqola",
        "Mqhayi",
        "Ntshona",
        "Ngxabi",
        "Mabandla",
        "Sigcau",
        "Mgijima",
        "Dyantyi",
      ],
      form: "western",
    },
    {
      name: "Afrikaans",
      female: ["Annelie", "Marietjie", "Elsabé", "Riana", "Charlize", "Liezl", "Sunette"],
      male: ["Pieter", "Johannes", "Hendrik", "Wynand", "Jaco", "Gerrit", "Francois", "Stephanus"],
      surnames: [
        "van der Merwe",
        "Botha",
        "Pretorius",
        "du Plessis",
        "Venter",
        "Steyn",
        "Swanepoel",
        "Oosthuizen",
        "Nel",
        "Kruger",
        "Fourie",
        "Jansen van Rensburg",
      ],
      form: "western",
    },
    {
      name: "Sotho/Tswana",
      female: ["Palesa", "Lerato", "Mpho", "Dineo", "Refilwe", "Boitumelo", "Keitumetse"],
      male: ["Tumelo", "Thabo", "Kagiso", "Katlego", "Lebogang", "Tshepo", "Karabo"],
      surnames: [
        "Mokoena",
        "Molefe",
        "Mofokeng",
        "Motaung",
        "Tau",
        "Sithole",
        "Masilo",
        "Modise",
        "Seleka",
        "Letsoalo",
      ],
      form: "western",
    },
    {
      name: "Indian South African",
      female: ["Kamini", "Sharmila", "Verushka", "Priyanka", "Dhashni"],
      male: ["Kriben", "Yugen", "Pravin", "Vishen", "Rajen"],
      surnames: [
        "Naidoo",
        "Govender",
        "Pillay",
        "Moodley",
        "Chetty",
        "Singh",
        "Maharaj",
        "Ramlall",
        "Padayachee",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode: (_r, town) => ({ text: town.postcode, kind: "za-postcode" }),
  address(r, town) {
    return [
      street(r),
      ", ",
      { text: r.pick(SUBURBS), kind: "za-suburb" },
      ", ",
      { text: town.name, kind: "za-town" },
      ", ",
      { text: town.postcode, kind: "za-postcode" },
    ];
  },
  phones: [
    {
      kind: "za-mobile",
      label: "Cell",
      group: "phone",
      make: (r) => `0${r.pick(["82", "83", "72", "73", "61", "71"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "za-mobile-intl",
      label: "Cell",
      group: "phone",
      make: (r) => `+27 ${r.pick(["82", "79", "60"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "za-landline-brackets",
      label: "Tel",
      group: "phone",
      make: (r) => `(0${r.pick(["11", "21", "31", "12"])}) ${r.digits(3)}-${r.digits(4)}`,
    },
    {
      kind: "za-landline",
      label: "Tel",
      group: "phone",
      make: (r) => `0${r.pick(["11", "21", "31", "41"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    { kind: "pager", label: "Pager", group: "phone", make: (r) => r.digits(4) },
  ],
  ids: [
    { kind: "za-id", label: "ID No", checked: true, group: "national-id", make: idNumber },
    {
      kind: "za-folder",
      label: "Folder No",
      group: "record-id",
      make: (r) => `${r.letters(2)}${r.digits(6)}`,
    },
    {
      kind: "za-medical-aid",
      label: "Medical aid No",
      group: "health-id",
      make: (r) => r.digits(r.pick([8, 9, 11])),
    },
    {
      kind: "za-passport",
      label: "Passport",
      group: "other-id",
      make: (r) => `${r.letters(1)}${r.digits(8)}`,
    },
    {
      kind: "za-plate",
      label: "Reg",
      group: "other-id",
      make: (r) =>
        r.pick([
          `${r.letters(2)} ${r.digits(2)} ${r.letters(2)} GP`,
          `${r.pick(["CA", "CY", "CL"])} ${r.digits(3)}-${r.digits(3)}`,
          `${r.letters(3)} ${r.digits(3)} ${r.pick(["NW", "MP", "EC"])}`,
        ]),
    },
    {
      kind: "za-iod-claim",
      label: "COIDA claim",
      group: "other-id",
      make: (r) => `${r.digits(4)}/${r.digits(6)}`,
    },
  ],
  registrations: [
    { kind: "za-hpcsa", label: "HPCSA", group: "clinician-id", make: (r) => `MP ${r.digits(7)}` },
    { kind: "za-sanc", label: "SANC", group: "clinician-id", make: (r) => r.digits(8) },
    { kind: "za-practice-no", label: "Practice No", group: "clinician-id", make: (r) => r.digits(7) },
  ],
  facility(r, town) {
    return r.weighted([
      [
        2,
        {
          text: `${town.name} ${r.pick(["Community Health Centre", "CHC", "Regional Hospital"])}`,
          kind: "za-chc",
        },
      ],
      [
        2,
        {
          text: `${r.pick(["Chris Hani", "Dora Nginza", "Ngwelezane", "Mofolo"])}`,
          kind: "za-person-named-hospital",
        },
      ],
      [1, { text: r.pick(["Bara", "Groote Schuur", "Tygerberg"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Impala Platinum", "Tiger Brands depot", "Kestrel Foods"]), kind: "employer" }],
      [1, { text: `${r.pick(["Zola", "Jabavu", "Tafelsig"])} Clinic`, kind: "za-clinic" }],
      [
        1,
        {
          text: `${r.pick(["Sizanani", "Thuthuka"])} ${r.pick(["Primary School", "Secondary"])}`,
          kind: "za-school",
        },
      ],
    ]);
  },
  dateFormats: [
    [3, "dmy-slash"],
    [3, "iso"],
    [2, "d-month-y"],
    [2, "d-mon-yy"],
    [1, "dmy-slash-short"],
    [1, "ordinal-month-y"],
  ],
  triage: ["SATS orange", "SATS yellow"],
  lookalikes: [
    "SATS orange on arrival; TEWS 5; moved to bed 3 in resus then cubicle 8.",
    "Myprodol 2 caps TDS, Betapyn at home; Grandpa powders daily for headaches.",
    "CD4 210, viral load 1,200 copies/mL on TLD; Road to Health booklet checked.",
    "RPR non-reactive; GeneXpert MTB not detected; Hb 9.8 g/dL.",
    "Review in 2/52 at the ARV clinic; repeat VL in 6/12.",
    "Glasgow Coma Scale 13; Kerley B lines on CXR; Trendelenburg gait.",
    "IOD report completed for the employer; COIDA forms explained.",
    "Medical aid authorisation pending; PMB condition confirmed.",
  ],
};
