/** Australia: Medicare (check digit, issue number, IRN), IHI (Luhn), AHPRA, 4-digit postcodes. */
import { luhnDigit, medicareCheck } from "../checks.ts";
import type { CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

const TOWNS: Town[] = [
  { name: "Parramatta", state: "NSW", postcode: "2150" },
  { name: "Blacktown", state: "NSW", postcode: "2148" },
  { name: "Wagga Wagga", state: "NSW", postcode: "2650" },
  { name: "Dubbo", state: "NSW", postcode: "2830" },
  { name: "Footscray", state: "VIC", postcode: "3011" },
  { name: "Dandenong", state: "VIC", postcode: "3175" },
  { name: "Ballarat", state: "VIC", postcode: "3350" },
  { name: "Toowoomba", state: "QLD", postcode: "4350" },
  { name: "Logan Central", state: "QLD", postcode: "4114" },
  { name: "Cairns", state: "QLD", postcode: "4870" },
  { name: "Elizabeth", state: "SA", postcode: "5112" },
  { name: "Mount Gambier", state: "SA", postcode: "5290" },
  { name: "Joondalup", state: "WA", postcode: "6027" },
  { name: "Kalgoorlie", state: "WA", postcode: "6430" },
  { name: "Launceston", state: "TAS", postcode: "7250" },
  { name: "Palmerston", state: "NT", postcode: "0830" },
  { name: "Belconnen", state: "ACT", postcode: "2617" },
  { name: "Penrith", state: "NSW", postcode: "2750" },
  { name: "Liverpool", state: "NSW", postcode: "2170" },
  { name: "Tamworth", state: "NSW", postcode: "2340" },
  { name: "Broadmeadows", state: "VIC", postcode: "3047" },
  { name: "Shepparton", state: "VIC", postcode: "3630" },
  { name: "Ipswich", state: "QLD", postcode: "4305" },
  { name: "Mackay", state: "QLD", postcode: "4740" },
  { name: "Port Augusta", state: "SA", postcode: "5700" },
  { name: "Rockingham", state: "WA", postcode: "6168" },
  { name: "Devonport", state: "TAS", postcode: "7310" },
  { name: "Alice Springs", state: "NT", postcode: "0870" },
  { name: "Tuggeranong", state: "ACT", postcode: "2900" },
];

const STREETS = [
  "Smith",
  "Wattle",
  "Banksia",
  "Kurrajong",
  "Jacaranda",
  "Bligh",
  "Macquarie",
  "Gidgee",
  "Yarra",
  "Coolabah",
];
const TYPES = ["St", "Street", "Rd", "Ave", "Cres", "Pde", "Hwy", "Ct", "Cl", "Tce"];

function street(r: Rng): { text: string; kind: string } {
  const name = `${r.pick(STREETS)} ${r.pick(TYPES)}`;
  return r.weighted([
    [4, { text: `${r.int(1, 240)} ${name}`, kind: "au-street" }],
    [3, { text: `${r.int(1, 30)}/${r.int(1, 180)} ${name}`, kind: "au-unit-slash" }],
    [1, { text: `Unit ${r.int(1, 40)}, ${r.int(2, 99)} ${name}`, kind: "au-unit-word" }],
    [
      1,
      {
        text: `Lot ${r.int(1, 400)} ${r.pick(["Old Bruce Hwy", "Gidgee Rd", "Boundary Rd"])}`,
        kind: "au-lot",
      },
    ],
  ]);
}

function medicare(r: Rng): string {
  const first8 = String(r.int(2, 6)) + r.digits(7);
  const issue = r.int(1, 9);
  const body = `${first8}${medicareCheck(first8)}${issue}`;
  return r.weighted([
    [3, `${body.slice(0, 4)} ${body.slice(4, 9)} ${body.slice(9)}`],
    [2, body],
    [1, `${body.slice(0, 4)} ${body.slice(4, 9)} ${body.slice(9)}-${r.int(1, 5)}`],
  ]);
}

function ihi(r: Rng): string {
  const body = `800360${r.digits(9)}`;
  const n = body + luhnDigit(body);
  return r.chance(0.6) ? n.replace(/(\d{4})(?=\d)/g, "$1 ") : n;
}

export const AU: CountryKit = {
  code: "AU",
  name: "Australia",
  origins: [
    {
      name: "Anglo-Australian",
      female: [
        "Chloe",
        "Kylie",
        "Bronwyn",
        "Tayla",
        "Narelle",
        "Leanne",
        "Shannon",
        "Jacinta",
        "Kirsty",
        "Belinda",
        "Tegan",
        "Shelley",
        "Renee",
      ],
      male: [
        "Brendan",
        "Jayden",
        "Darren",
        "Lachlan",
        "Bradley",
        "Hamish",
        "Kane",
        "Wayne",
        "Shane",
        "Troy",
        "Mitchell",
        "Dale",
        "Corey",
      ],
      surnames: [
        "Fitzpatrick",
        "Hutchinson",
        "McAllister",
        "Pemberton",
        "Whitfield",
        "Thornton",
        "Gallagher",
        "Sheridan",
        "Hogan",
        "Cornish",
        "Kennedy",
        "Bradshaw",
        "Mulholland",
        "Treloar",
        "Dunstan",
        "Carmody",
      ],
      form: "western",
    },
    {
      name: "Greek-Australian",
      female: ["Eleni", "Despina", "Vasiliki", "Katerina", "Georgia", "Anastasia", "Panagiota", "Sofia"],
      male: ["Dimitrios", "Konstantinos", "Giorgos", "Spiros", "Nikos", "Yiannis", "Christos", "Theo"],
      surnames: [
        "Papadopoulos",
        "Karagiannis",
        "Tsolakis",
        "Georgiou",
        "Vlahos",
        "Christodoulou",
        "Kyriakou",
        "Antoniou",
        "Demetriou",
        "Pappas",
        "Stavrou",
      ],
      form: "western",
    },
    {
      name: "Vietnamese-Australian",
      female: ["Thi Lan", "Ngoc Anh", "Thu Trang", "Kim Oanh", "Hong Nhung", "Mai Phuong", "Bao Tran"],
      male: ["Van Minh", "Duc Anh", "Quang Huy", "Thanh Son", "Minh Tuan", "Hoang Long", "Bao"],
      surnames: ["Nguyen", "Tran", "Pham", "Huynh", "Vo", "Dang", "Bui", "Le", "Do", "Truong", "Ly"],
      form: "western",
    },
    {
      name: "Lebanese-Australian",
      female: ["Rania", "Nadine", "Maya", "Rita", "Joumana", "Layla", "Mira"],
      male: ["Elias", "Georges", "Bilal", "Khaled", "Tony", "Fadi", "Jihad", "Rami"],
      surnames: [
        "Haddad",
        "Khoury",
        "Nasser",
        "Fakhoury",
        "Saab",
        "Habib",
        "Rahme",
        "Chahine",
        "Dib",
        "Zreika",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode: (_r, town) => ({ text: town.postcode, kind: "au-postcode" }),
  address(r, town) {
    const s = street(r);
    return [
      s,
      ", ",
      { text: town.name, kind: "au-suburb" },
      ` ${town.state} `,
      { text: town.postcode, kind: "au-postcode" },
    ];
  },
  phones: [
    {
      kind: "au-mobile",
      label: "Mob",
      group: "phone",
      make: (r) => `04${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
    },
    {
      kind: "au-mobile-intl",
      label: "Mobile",
      group: "phone",
      make: (r) => `+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
    },
    {
      kind: "au-landline-brackets",
      label: "Ph",
      group: "phone",
      make: (r) => `(0${r.pick(["2", "3", "7", "8"])}) ${r.digits(4)} ${r.digits(4)}`,
    },
    {
      kind: "au-landline-intl",
      label: "Tel",
      group: "phone",
      make: (r) => `+61 ${r.pick(["2", "3", "7", "8"])} ${r.digits(4)} ${r.digits(4)}`,
    },
    {
      kind: "au-landline-ext",
      label: "Ph",
      group: "phone",
      make: (r) => `0${r.pick(["2", "3"])} ${r.digits(4)} ${r.digits(4)} ext ${r.digits(4)}`,
    },
    { kind: "pager", label: "Pager", group: "phone", make: (r) => r.digits(r.pick([3, 4, 5])) },
  ],
  ids: [
    { kind: "au-medicare", label: "Medicare No", checked: true, group: "health-id", make: medicare },
    { kind: "au-ihi", label: "IHI", checked: true, group: "health-id", make: ihi },
    {
      kind: "au-dva",
      label: "DVA No",
      group: "health-id",
      make: (r) => `${r.pick(["N", "V", "Q", "W"])}${r.pick(["X", "", "SM"])}${r.digits(6)}`,
    },
    { kind: "au-urn", label: "URN", group: "record-id", make: (r) => r.digits(r.pick([6, 7, 8])) },
    {
      kind: "au-passport",
      label: "Passport",
      group: "other-id",
      make: (r) => `${r.pick(["PA", "PB", "N", "E"])}${r.digits(7)}`,
    },
    {
      kind: "au-plate",
      label: "Rego",
      group: "other-id",
      make: (r) =>
        r.pick([
          `${r.letters(3)}-${r.digits(3)}`,
          `${r.letters(2)}${r.digits(2)}${r.letters(2)}`,
          `${r.digits(1)}${r.letters(3)}${r.digits(3)}`,
        ]),
    },
    {
      kind: "au-escript",
      label: "eScript token",
      group: "other-id",
      make: (r) => r.letters(18, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    },
  ],
  registrations: [
    {
      kind: "au-ahpra",
      label: "AHPRA",
      group: "clinician-id",
      make: (r) => `${r.pick(["MED", "NMW", "PHA", "PSY"])}000${r.digits(7)}`,
    },
    { kind: "au-prescriber", label: "Prescriber No", group: "clinician-id", make: (r) => r.digits(7) },
    {
      kind: "au-provider",
      label: "Provider No",
      group: "clinician-id",
      make: (r) => `${r.digits(6)}${r.letters(2, "ABCDEFGHJKLMNPQRTUVWXY")}`,
    },
  ],
  facility(r, town) {
    return r.weighted([
      [3, { text: `${town.name} Base Hospital`, kind: "au-base-hospital" }],
      [
        2,
        {
          text: `${r.pick(["Wattle Grove", "Redgum", "Kookaburra", "Southbank"])} Medical Centre`,
          kind: "au-medical-centre",
        },
      ],
      [1, { text: r.pick(["Westmere", "Jarrahdale", "Nepean"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Kestrel Foods", "Coolabah Transport", "Tindal Mining"]), kind: "employer" }],
      [1, { text: `${r.pick(["Banksia", "Acacia", "Emu Plains"])} Aged Care`, kind: "au-aged-care" }],
      [1, { text: `${town.name} ${r.pick(["Amcal", "Chemist", "Pharmacy"])}`, kind: "au-pharmacy" }],
      [
        1,
        {
          text: `${r.pick(["St Brigid's", "Mt Carmel", "Tallowwood"])} ${r.pick(["Primary", "College", "High"])}`,
          kind: "au-school",
        },
      ],
    ]);
  },
  dateFormats: [
    [4, "dmy-slash"],
    [3, "dmy-slash-short"],
    [2, "d-month-y"],
    [2, "d-mon-yy"],
    [1, "d-mon-comma-yy"],
    [1, "dmy-dot"],
    [1, "ordinal-month-y"],
  ],
  triage: ["ATS 2", "ATS category 3", "Australasian Triage Scale 4"],
  lookalikes: [
    "Endone 5 mg PRN for breakthrough pain, Targin 10/5 BD, Panadol Osteo 2 tabs TDS.",
    "Review in 6/12 with repeat bloods; Colles fracture in POP, check again in 2/52.",
    "Ottawa ankle rules negative; Murphy's sign negative; Homans sign not elicited.",
    "ATS 3 on arrival to bed 12, transferred to bay 4; GCS 15, HR 88, BP 132/84.",
    "Medicare card sighted, bulk billed; NDIS plan review requested via the plan manager.",
    "Hb 118 g/L, eGFR 54, K 4.2 mmol/L, INR 2.3; Troponin 14 ng/L at 0 and 3 hrs.",
    "Bristol stool type 6 x3 overnight; Waterlow 14; Braden 16.",
    "Nurofen Plus and Mersyndol at home; advised against codeine; Ventolin 2 puffs PRN.",
  ],
};
