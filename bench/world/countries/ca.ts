/** Canada: provincial health numbers (OHIP, RAMQ, BC PHN with mod-11), SIN (Luhn), A1A 1A1 postcodes. */
import { bcPhnCheck, luhnDigit } from "../checks.ts";
import type { CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

const TOWNS: Town[] = [
  { name: "Brampton", state: "ON", postcode: "L6T" },
  { name: "Mississauga", state: "ON", postcode: "L5B" },
  { name: "Thunder Bay", state: "ON", postcode: "P7B" },
  { name: "Surrey", state: "BC", postcode: "V3W" },
  { name: "Abbotsford", state: "BC", postcode: "V2S" },
  { name: "Laval", state: "QC", postcode: "H7N" },
  { name: "Trois-Rivières", state: "QC", postcode: "G8T" },
  { name: "Sherbrooke", state: "QC", postcode: "J1H" },
  { name: "Moncton", state: "NB", postcode: "E1C" },
  { name: "Red Deer", state: "AB", postcode: "T4N" },
  { name: "Saskatoon", state: "SK", postcode: "S7K" },
  { name: "Dartmouth", state: "NS", postcode: "B2Y" },
  { name: "Scarborough", state: "ON", postcode: "M1B" },
  { name: "Oshawa", state: "ON", postcode: "L1H" },
  { name: "Sudbury", state: "ON", postcode: "P3A" },
  { name: "Burnaby", state: "BC", postcode: "V5H" },
  { name: "Kamloops", state: "BC", postcode: "V2C" },
  { name: "Gatineau", state: "QC", postcode: "J8T" },
  { name: "Rimouski", state: "QC", postcode: "G5L" },
  { name: "Lethbridge", state: "AB", postcode: "T1J" },
  { name: "Brandon", state: "MB", postcode: "R7A" },
  { name: "Charlottetown", state: "PE", postcode: "C1A" },
  { name: "Corner Brook", state: "NL", postcode: "A2H" },
  { name: "Whitehorse", state: "YT", postcode: "Y1A" },
];

const STREETS = [
  "Queen St W",
  "rue Saint-Denis",
  "boul. des Laurentides",
  "Main St",
  "Dundas St E",
  "Maple Ave",
  "ch. du Lac",
  "rue Notre-Dame",
  "King George Blvd",
  "Birchwood Dr",
];
/** Letters allowed in the second half of a postal code (no D, F, I, O, Q, U). */
const LDU = "ABCEGHJKLMNPRSTVWXYZ";

function postcode(r: Rng, town: Town): { text: string; kind: string } {
  const ldu = `${r.int(0, 9)}${r.letters(1, LDU)}${r.int(0, 9)}`;
  return r.chance(0.85)
    ? { text: `${town.postcode} ${ldu}`, kind: "ca-postal-code" }
    : { text: `${town.postcode}${ldu}`, kind: "ca-postal-code-unspaced" };
}

function street(r: Rng): { text: string; kind: string } {
  const name = r.pick(STREETS);
  return r.weighted([
    [4, { text: `${r.int(1, 9999)} ${name}`, kind: "ca-street" }],
    [2, { text: `Apt ${r.int(101, 2409)}, ${r.int(1, 999)} ${name}`, kind: "ca-apartment" }],
    [2, { text: `${r.int(101, 2409)}-${r.int(1, 999)} ${name}`, kind: "ca-unit-dash" }],
  ]);
}

function ohip(r: Rng): string {
  const body = String(r.int(1, 9)) + r.digits(8);
  const n = body + luhnDigit(body);
  const version = r.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ");
  return r.weighted([
    [3, `${n.slice(0, 4)}-${n.slice(4, 7)}-${n.slice(7)}-${version}`],
    [2, `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)} ${version}`],
    [1, n],
  ]);
}

function bcPhn(r: Rng): string {
  for (;;) {
    const first9 = `9${r.digits(8)}`;
    const check = bcPhnCheck(first9);
    if (check !== undefined) {
      const n = `${first9}${check}`;
      return r.chance(0.5) ? `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}` : n;
    }
  }
}

function sin(r: Rng): string {
  const body = String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(7);
  const n = body + luhnDigit(body);
  return r.chance(0.6)
    ? `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`
    : `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
}

function ramq(r: Rng): string {
  const yy = r.digits(2);
  const mm = String(r.int(1, 12) + (r.chance(0.5) ? 50 : 0)).padStart(2, "0");
  const dd = String(r.int(1, 28)).padStart(2, "0");
  return `${r.letters(4)} ${yy}${mm} ${dd}${r.digits(2)}`;
}

export const CA: CountryKit = {
  code: "CA",
  name: "Canada",
  origins: [
    {
      name: "Québécois",
      female: [
        "Marie-Ève",
        "Geneviève",
        "Chantal",
        "Josée",
        "Mélanie",
        "Nathalie",
        "Sylvie",
        "Ginette",
        "Manon",
        "Isabelle",
        "France",
      ],
      male: [
        "Jean-François",
        "Luc",
        "Benoît",
        "Mathieu",
        "Réjean",
        "Pierre-Luc",
        "Gaétan",
        "Jacques",
        "Denis",
        "Sylvain",
        "Guy",
      ],
      surnames: [
        "Tremblay",
        "Gagnon",
        "Bouchard",
        "Côté",
        "Lévesque",
        "Bélanger",
        "Pelletier",
        "Thibodeau",
        "Ouellet",
        "Beaulieu",
        "Lavoie",
        "Fortin",
        "Gingras",
        "Cloutier",
        "Desjardins",
      ],
      form: "western",
    },
    {
      name: "Punjabi",
      female: [
        "Harpreet",
        "Gurpreet",
        "Manpreet",
        "Simran",
        "Jaspreet",
        "Navneet",
        "Rupinder",
        "Kamaljit",
        "Balpreet",
      ],
      male: [
        "Jaswinder",
        "Harjit",
        "Sukhdeep",
        "Kulwant",
        "Amandeep",
        "Gurvinder",
        "Ranjit",
        "Parminder",
        "Harman",
      ],
      surnames: [
        "Sandhu",
        "Gill",
        "Grewal",
        "Dhillon",
        "Sidhu",
        "Brar",
        "Toor",
        "Sekhon",
        "Bains",
        "Johal",
        "Mann",
        "Atwal",
      ],
      form: "western",
    },
    {
      name: "Cantonese (Canadian)",
      female: ["Wing Yan", "Mei Ling", "Ka Man", "Suk Yee", "Wai Man", "Lai Ying", "Kit Yee"],
      male: ["Ka Ho", "Wai Keung", "Chun Kit", "Siu Ming", "Kwok Wing", "Tsz Hin", "Man Kit"],
      surnames: ["Leung", "Chan", "Wong", "Cheung", "Lau", "Yip", "Kwok", "Tse", "Fung", "Ho", "Mak"],
      form: "western",
    },
    {
      name: "Anglo-Canadian",
      female: ["Brittany", "Kelsey", "Madison", "Heather", "Courtney", "Jenna", "Shauna"],
      male: ["Tyler", "Cody", "Brett", "Logan", "Dustin", "Travis", "Garrett"],
      surnames: [
        "MacDonald",
        "McNeil",
        "Sutherland",
        "Robichaud",
        "Greenwood",
        "LeBlanc",
        "MacKinnon",
        "Harnett",
        "Burchell",
        "Oickle",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode,
  address(r, town) {
    return [street(r), ", ", { text: town.name, kind: "ca-city" }, ` ${town.state}  `, postcode(r, town)];
  },
  phones: [
    {
      kind: "ca-brackets",
      label: "Tel",
      group: "phone",
      make: (r) => `(${r.pick(["416", "514", "604", "403", "902"])}) ${r.int(200, 989)}-${r.digits(4)}`,
    },
    {
      kind: "ca-dashes",
      label: "Ph",
      group: "phone",
      make: (r) => `${r.pick(["905", "438", "778", "306", "506"])}-${r.int(200, 989)}-${r.digits(4)}`,
    },
    {
      kind: "ca-intl",
      label: "Cell",
      group: "phone",
      make: (r) => `+1 ${r.pick(["647", "819", "250"])} ${r.int(200, 989)} ${r.digits(4)}`,
    },
    {
      kind: "ca-ext",
      label: "Tel",
      group: "phone",
      make: (r) => `${r.pick(["613", "780"])}-${r.int(200, 989)}-${r.digits(4)} poste ${r.digits(4)}`,
    },
    {
      kind: "ca-ext-en",
      label: "Tel",
      group: "phone",
      make: (r) => `(${r.pick(["416", "204"])}) ${r.int(200, 989)}-${r.digits(4)} x${r.digits(4)}`,
    },
    { kind: "pager", label: "Pager", group: "phone", make: (r) => r.digits(r.pick([4, 5])) },
  ],
  ids: [
    { kind: "ca-ohip", label: "OHIP", checked: true, group: "health-id", make: ohip },
    { kind: "ca-ramq", label: "RAMQ", group: "health-id", make: ramq },
    { kind: "ca-bc-phn", label: "PHN", checked: true, group: "health-id", make: bcPhn },
    { kind: "ca-sin", label: "SIN", checked: true, group: "national-id", make: sin },
    { kind: "ca-ab-ahcip", label: "AHCIP", group: "health-id", make: (r) => `${r.digits(5)}-${r.digits(4)}` },
    {
      kind: "ca-passport",
      label: "Passport",
      group: "other-id",
      make: (r) => `${r.letters(2)}${r.digits(6)}`,
    },
    {
      kind: "ca-plate",
      label: "Plate",
      group: "other-id",
      make: (r) => r.pick([`${r.letters(4)} ${r.digits(3)}`, `${r.digits(3)} ${r.letters(3)}`]),
    },
  ],
  registrations: [
    { kind: "ca-cpso", label: "CPSO", group: "clinician-id", make: (r) => r.digits(r.pick([5, 6])) },
    {
      kind: "ca-cmq",
      label: "permis CMQ",
      group: "clinician-id",
      make: (r) => `${r.digits(1)}-${r.digits(5)}`,
    },
    { kind: "ca-billing", label: "Billing No", group: "clinician-id", make: (r) => r.digits(6) },
  ],
  facility(r, town) {
    return r.weighted([
      [2, { text: `${town.name} ${r.pick(["General", "Regional", "Civic"])}`, kind: "ca-place-general" }],
      [2, { text: `CLSC ${r.pick(["des Faubourgs", "Saint-Michel", "du Marigot"])}`, kind: "ca-clsc" }],
      [1, { text: r.pick(["Riverside", "Lakeridge", "Sunnybrook"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Kestrel Foods", "Boreal Freight", "Maple Leaf Tooling"]), kind: "employer" }],
      [1, { text: `CHSLD ${r.pick(["Saint-Jude", "des Érables", "Champlain"])}`, kind: "ca-chsld" }],
      [
        1,
        {
          text: `${r.pick(["Jean-Talon", "Birchmount"])} ${r.pick(["Pharmacy", "Pharmaprix", "Family Health Team"])}`,
          kind: "ca-pharmacy-fht",
        },
      ],
      [
        1,
        { text: `École ${r.pick(["Sainte-Marie", "des Pionniers", "Pierre-Laporte"])}`, kind: "ca-school" },
      ],
    ]);
  },
  dateFormats: [
    [3, "iso"],
    [3, "month-d-y"],
    [2, "dmy-slash"],
    [1, "mon-d-y"],
    [1, "d-month-y"],
    [1, "d-MON-yy-caps"],
  ],
  triage: ["CTAS 2", "CTAS level 3"],
  lookalikes: [
    "Ottawa ankle rules negative; Canadian C-spine rule applied, no imaging required.",
    "Tylenol #3 one tab q6h PRN, Gravol 25 mg IV PRN, Dilaudid 0.5 mg SC.",
    "Edmonton Symptom Assessment System completed: pain 4/10, nausea 2/10.",
    "CTAS 3 on arrival, moved to bed 7 then stretcher 22; SpO2 95% RA.",
    "Vancouver Scar Scale 6 at the donor site; review in 2/52.",
    "Hb 109 g/L, creatinine 112 µmol/L, eGFR 58; K 5.1; INR 1.1.",
    "OHIP-covered physiotherapy declined; ODB formulary check done for apixaban.",
    "Glasgow Coma Scale 15; Wells score 1.5; CHADS-65 positive.",
  ],
};
