/** Nigeria: NIN and BVN (11 digits, no public check), MDCN folios, 6-digit postcodes, Yoruba with tone marks. */
import type { CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

/** `state` is the state name (not PHI), `postcode` a six-digit postcode. */
const TOWNS: Town[] = [
  { name: "Lekki", state: "Lagos State", postcode: "106104" },
  { name: "Ikeja", state: "Lagos State", postcode: "100271" },
  { name: "Surulere", state: "Lagos State", postcode: "101283" },
  { name: "Wuse 2", state: "FCT", postcode: "904101" },
  { name: "Garki", state: "FCT", postcode: "900103" },
  { name: "Bodija", state: "Oyo State", postcode: "200284" },
  { name: "Enugu", state: "Enugu State", postcode: "400001" },
  { name: "Kano", state: "Kano State", postcode: "700001" },
  { name: "Port Harcourt", state: "Rivers State", postcode: "500001" },
  { name: "Benin City", state: "Edo State", postcode: "300001" },
  { name: "Owerri", state: "Imo State", postcode: "460001" },
  { name: "Kaduna", state: "Kaduna State", postcode: "800001" },
  { name: "Yaba", state: "Lagos State", postcode: "101212" },
  { name: "Ikorodu", state: "Lagos State", postcode: "104101" },
  { name: "Maitama", state: "FCT", postcode: "904101" },
  { name: "Ogbomoso", state: "Oyo State", postcode: "210214" },
  { name: "Abeokuta", state: "Ogun State", postcode: "110001" },
  { name: "Jos", state: "Plateau State", postcode: "930001" },
  { name: "Calabar", state: "Cross River State", postcode: "540001" },
  { name: "Warri", state: "Delta State", postcode: "332001" },
  { name: "Sokoto", state: "Sokoto State", postcode: "840001" },
  { name: "Maiduguri", state: "Borno State", postcode: "600001" },
];

function street(r: Rng): { text: string; kind: string } {
  return r.weighted([
    [
      3,
      {
        text: `Plot ${r.int(1, 400)}, ${r.pick(["Lekki Phase 1", "Admiralty Way", "Trans-Amadi Layout", "Independence Layout"])}`,
        kind: "ng-plot",
      },
    ],
    [
      3,
      {
        text: `No ${r.int(1, 90)} ${r.pick(["Adeola Odeku Street", "Awolowo Road", "Ogui Road", "Ahmadu Bello Way", "Aminu Kano Crescent"])}`,
        kind: "ng-no-street",
      },
    ],
    [
      2,
      {
        text: `Block ${r.int(1, 40)}, Flat ${r.int(1, 12)}, ${r.pick(["Jakande Estate", "Abesan Estate", "Federal Housing Estate"])}`,
        kind: "ng-block-flat-estate",
      },
    ],
    [
      1,
      {
        text: `${r.int(1, 60)}, ${r.pick(["Oba Akran Avenue", "Ring Road", "Zik Avenue"])}`,
        kind: "ng-street",
      },
    ],
  ]);
}

export const NG: CountryKit = {
  code: "NG",
  name: "Nigeria",
  origins: [
    {
      name: "Yoruba (tone marks)",
      female: [
        "Fúnmiláyọ̀",
        "Adéọlá",
        "Títílayọ̀",
        "Yétúndé",
        "Ìyábọ̀dé",
        "Olúwakẹ́mi",
        "Mọ́nsúrá",
        "Ṣadé",
        "Abíọ́dún",
      ],
      male: ["Adébáyọ̀", "Olúwaṣeun", "Bámidélé", "Túndé", "Ọláolúwa", "Ayọ̀délé", "Kọ́lá", "Ọlálékan", "Jídé"],
      surnames: [
        "Ọládípọ̀",
        "Adéyẹmí",
        "Ògúnlèyè",
        "Adébọ̀wálé",
        "Àjàyí",
        "Akínwùmí",
        "Ọlátúnjí",
        "Fáṣọlá",
        "Adéníyì",
        "Ọ̀ṣọ́bà",
      ],
      form: "western",
    },
    {
      name: "Yoruba",
      female: ["Funmilayo", "Kemi", "Bukola", "Yetunde", "Folake", "Bisi", "Toyin", "Ronke"],
      male: ["Seun", "Tunde", "Femi", "Segun", "Babatunde", "Kunle", "Dapo", "Wale"],
      surnames: [
        "Oladipo",
        "Adeyemi",
        "Ogunleye",
        "Ajayi",
        "Akinwumi",
        "Olawale",
        "Adeleke",
        "Ogunbiyi",
        "Falana",
        "Adesina",
        "Balogun",
      ],
      form: "western",
    },
    {
      name: "Igbo",
      female: ["Chiamaka", "Ngozi", "Adaeze", "Chinyere", "Ifeoma", "Nneka", "Ebere", "Nkechi", "Obiageli"],
      male: [
        "Chukwuemeka",
        "Obinna",
        "Ikenna",
        "Chidi",
        "Nnamdi",
        "Uchenna",
        "Ifeanyi",
        "Chinedu",
        "Kelechi",
      ],
      surnames: [
        "Okonkwo",
        "Nwosu",
        "Eze",
        "Okafor",
        "Obi",
        "Nwachukwu",
        "Anyanwu",
        "Okeke",
        "Onuoha",
        "Igwe",
        "Uzor",
        "Mbah",
      ],
      form: "western",
    },
    {
      name: "Hausa",
      female: ["Zainab", "Hauwa", "Hadiza", "Amina", "Binta", "Rakiya", "Maryam", "Jamila"],
      male: ["Aminu", "Abubakar", "Sani", "Mustapha", "Garba", "Bashir", "Nasiru", "Sadiq"],
      surnames: [
        "Bello",
        "Musa",
        "Danjuma",
        "Usman",
        "Abdullahi",
        "Lawal",
        "Gambo",
        "Yakubu",
        "Sule",
        "Idris",
        "Shehu",
        "Bala",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode: (_r, town) => ({ text: town.postcode, kind: "ng-postcode" }),
  address(r, town) {
    const bits = [street(r), ", ", { text: town.name, kind: "ng-town" }];
    return r.chance(0.6)
      ? [...bits, " ", { text: town.postcode, kind: "ng-postcode" }, `, ${town.state}`]
      : [...bits, `, ${town.state}`];
  },
  phones: [
    {
      kind: "ng-mobile",
      label: "Phone",
      group: "phone",
      make: (r) => `0${r.pick(["803", "806", "813", "703", "805", "809"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "ng-mobile-intl",
      label: "Phone",
      group: "phone",
      make: (r) => `+234 ${r.pick(["803", "802", "816", "909"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "ng-mobile-intl-zero",
      label: "Tel",
      group: "phone",
      make: (r) => `+234 (0)${r.pick(["80", "70"])}${r.digits(1)} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "ng-mobile-bare",
      label: "GSM",
      group: "phone",
      make: (r) => `0${r.pick(["803", "706", "812"])}${r.digits(7)}`,
    },
    {
      kind: "ng-landline",
      label: "Tel",
      group: "phone",
      make: (r) => `0${r.pick(["1", "9"])}-${r.digits(3)} ${r.digits(4)}`,
    },
  ],
  ids: [
    { kind: "ng-nin", label: "NIN", group: "national-id", make: (r) => `${r.int(1, 9)}${r.digits(10)}` },
    { kind: "ng-bvn", label: "BVN", group: "national-id", make: (r) => `22${r.digits(9)}` },
    {
      kind: "ng-nhis",
      label: "NHIA No",
      group: "health-id",
      make: (r) => `${r.pick(["NHIS", "NHIA"])}/${r.digits(4)}/${r.digits(5)}`,
    },
    {
      kind: "ng-hospital-number",
      label: "Hosp No",
      group: "record-id",
      make: (r) => `${r.pick(["LUTH", "UCH", "ABUTH", "UNTH"])}/${r.digits(2)}/${r.digits(5)}`,
    },
    { kind: "ng-passport", label: "Passport", group: "other-id", make: (r) => `A${r.digits(8)}` },
    {
      kind: "ng-plate",
      label: "Plate",
      group: "other-id",
      make: (r) => `${r.pick(["LSR", "KJA", "ABJ", "APP", "EKY"])} ${r.digits(3)} ${r.letters(2)}`,
    },
  ],
  registrations: [
    { kind: "ng-mdcn", label: "MDCN", group: "clinician-id", make: (r) => `MDCN/R/${r.digits(5)}` },
    { kind: "ng-nmcn", label: "NMCN", group: "clinician-id", make: (r) => `RN ${r.digits(6)}` },
  ],
  facility(r, town) {
    return r.weighted([
      [2, { text: `General Hospital ${town.name}`, kind: "ng-general-hospital-after" }],
      [2, { text: r.pick(["LUTH", "UCH", "ABUTH", "UNTH", "OAUTHC"]), kind: "ng-teaching-abbrev" }],
      [1, { text: r.pick(["Reddington", "Gbagada", "Ikorodu"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Dangote Cement", "Kestrel Foods", "Okada Haulage"]), kind: "employer" }],
      [
        1,
        {
          text: `${r.pick(["Mercy", "Grace Land", "Divine Favour"])} ${r.pick(["Hospital", "Clinic", "Maternity"])}`,
          kind: "ng-mission-hospital",
        },
      ],
      [
        1,
        {
          text: `${r.pick(["Queens College", "Federal Government College", "Command Secondary School"])}`,
          kind: "ng-school",
        },
      ],
      [
        1,
        { text: `${r.pick(["Medplus", "HealthPlus", "Alpha"])} Pharmacy ${town.name}`, kind: "ng-pharmacy" },
      ],
    ]);
  },
  dateFormats: [
    [4, "dmy-slash"],
    [2, "ordinal-month-y"],
    [2, "d-month-y"],
    [2, "dmy-dash"],
    [1, "d-mon-yy"],
    [1, "dmy-slash-short"],
  ],
  triage: ["triage priority 2"],
  lookalikes: [
    "Emzor paracetamol 1 g TDS; Lonart DS for 3/7; Coartem if mRDT positive.",
    "PCV 28%, MP +ve (++), Widal titre 1/160, RBS 9.2 mmol/L.",
    "Moved to bed 6 on the female medical ward; SpO2 96% on air.",
    "Genotype AS, blood group O Rh D positive; HBsAg negative.",
    "Review in 2/52 at the SOPD; repeat E/U/Cr in 1/52.",
    "Glasgow Coma Scale 11; Blantyre Coma Score 3 in the child.",
    "NHIA enrolee; HMO authorisation code awaited.",
    "Kernig and Brudzinski signs negative; Babinski downgoing.",
  ],
};
