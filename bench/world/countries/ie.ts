/** Ireland: PPSN (mod-23 check letter), Eircodes, Dublin postal districts, Irish-language names. */
import { ppsnCheck } from "../checks.ts";
import type { CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

/** `state` holds the postal district or county, `postcode` the Eircode routing key. */
const TOWNS: Town[] = [
  { name: "Ballyfermot", state: "Dublin 10", postcode: "D10" },
  { name: "Tallaght", state: "Dublin 24", postcode: "D24" },
  { name: "Finglas", state: "Dublin 11", postcode: "D11" },
  { name: "Swords", state: "Co. Dublin", postcode: "K67" },
  { name: "Mullingar", state: "Co. Westmeath", postcode: "N91" },
  { name: "Tralee", state: "Co. Kerry", postcode: "V92" },
  { name: "Ennis", state: "Co. Clare", postcode: "V95" },
  { name: "Letterkenny", state: "Co. Donegal", postcode: "F92" },
  { name: "Athlone", state: "Co. Westmeath", postcode: "N37" },
  { name: "Castlebar", state: "Co. Mayo", postcode: "F23" },
  { name: "Clonmel", state: "Co. Tipperary", postcode: "E91" },
  { name: "Drogheda", state: "Co. Louth", postcode: "A92" },
  { name: "Blanchardstown", state: "Dublin 15", postcode: "D15" },
  { name: "Crumlin", state: "Dublin 12", postcode: "D12" },
  { name: "Ballina", state: "Co. Mayo", postcode: "F26" },
  { name: "Tullamore", state: "Co. Offaly", postcode: "R35" },
  { name: "Carlow", state: "Co. Carlow", postcode: "R93" },
  { name: "Dungarvan", state: "Co. Waterford", postcode: "X35" },
  { name: "Cavan", state: "Co. Cavan", postcode: "H12" },
  { name: "Bantry", state: "Co. Cork", postcode: "P75" },
  { name: "Kilkenny", state: "Co. Kilkenny", postcode: "R95" },
  { name: "Gorey", state: "Co. Wexford", postcode: "Y25" },
];

/** Characters of an Eircode's unique identifier. */
const EIR = "ACDEFHKNPRTVWXY0123456789";
const ESTATES = [
  "The Willows",
  "Cois Abhann",
  "Ard na Gréine",
  "Parkview Court",
  "Radharc na Mara",
  "Oakpark Drive",
];

function eircode(r: Rng, town: Town): { text: string; kind: string } {
  const id = `${r.letters(1, "ACDEFHKNPRTVWXY")}${r.letters(3, EIR)}`;
  return r.chance(0.85)
    ? { text: `${town.postcode} ${id}`, kind: "ie-eircode" }
    : { text: `${town.postcode}${id}`, kind: "ie-eircode-unspaced" };
}

function street(r: Rng): { text: string; kind: string } {
  return r.weighted([
    [3, { text: `${r.int(1, 120)} ${r.pick(ESTATES)}`, kind: "ie-estate" }],
    [2, { text: `Apt ${r.int(1, 60)}, ${r.pick(ESTATES)}`, kind: "ie-apartment" }],
    [
      2,
      {
        text: `${r.int(1, 80)} ${r.pick(["Main Street", "Bóthar na Trá", "Church Road", "Mill Lane"])}`,
        kind: "ie-street",
      },
    ],
    [1, { text: `${r.pick(["Rose Cottage", "Tigh na Coille", "The Old Forge"])}`, kind: "ie-house-name" }],
  ]);
}

function ppsn(r: Rng): string {
  const d = r.digits(7);
  if (r.chance(0.5)) return `${d}${ppsnCheck(d)}`;
  const second = r.pick(["A", "B", "H"]);
  return `${d}${ppsnCheck(d, second)}${second}`;
}

export const IE: CountryKit = {
  code: "IE",
  name: "Ireland",
  origins: [
    {
      name: "Irish (Gaelic)",
      female: [
        "Aoife",
        "Siobhán",
        "Niamh",
        "Caoimhe",
        "Sinéad",
        "Gráinne",
        "Clodagh",
        "Saoirse",
        "Orlaith",
        "Róisín",
        "Éabha",
        "Síle",
        "Máire",
        "Nóra",
        "Ailbhe",
      ],
      male: [
        "Oisín",
        "Cian",
        "Pádraig",
        "Seán",
        "Ciarán",
        "Darragh",
        "Tadhg",
        "Colm",
        "Fionn",
        "Donnacha",
        "Eoghan",
        "Ruairí",
        "Diarmuid",
        "Cathal",
        "Séamus",
      ],
      surnames: [
        "Ó Briain",
        "Ní Bhriain",
        "Mac Giolla Phádraig",
        "Ní Dhomhnaill",
        "Ó Súilleabháin",
        "Ó Ceallaigh",
        "Breathnach",
        "Ní Mhurchú",
        "Mac Cárthaigh",
        "Ó Dónaill",
        "Nic Aodha",
        "Ó Murchú",
        "Mac Lochlainn",
        "Ní Chonaill",
        "Ó Flaithearta",
      ],
      form: "western",
    },
    {
      name: "Irish (anglicised)",
      female: ["Bridget", "Eileen", "Nuala", "Dervla", "Majella", "Sheila", "Ursula", "Catriona", "Breda"],
      male: ["Declan", "Eamon", "Kieran", "Fergal", "Dermot", "Padraic", "Jarlath", "Gearoid", "Fintan"],
      surnames: [
        "O'Sullivan",
        "Kavanagh",
        "Fitzgerald",
        "McGrath",
        "Moriarty",
        "Geraghty",
        "Byrne",
        "Doyle",
        "Nolan",
        "Keane",
        "Furlong",
        "Power",
        "Carroll",
        "Hegarty",
        "Tierney",
        "Mulcahy",
        "Scanlon",
        "Coughlan",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode: eircode,
  address(r, town) {
    const county = town.state.startsWith("Co.") ? town.state : "";
    return [
      street(r),
      ", ",
      { text: town.name, kind: "ie-town" },
      ", ",
      { text: town.state, kind: county === "" ? "ie-postal-district" : "ie-county" },
      ", ",
      eircode(r, town),
    ];
  },
  phones: [
    {
      kind: "ie-mobile",
      label: "Mob",
      group: "phone",
      make: (r) => `08${r.pick(["3", "5", "6", "7", "9"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "ie-mobile-intl",
      label: "Mobile",
      group: "phone",
      make: (r) => `+353 8${r.pick(["5", "6", "7"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "ie-landline-brackets",
      label: "Tel",
      group: "phone",
      make: (r) => `(01) ${r.digits(3)} ${r.digits(4)}`,
    },
    {
      kind: "ie-landline",
      label: "Ph",
      group: "phone",
      make: (r) => `0${r.pick(["21", "61", "91", "66", "74"])} ${r.digits(3)}${r.digits(4)}`,
    },
    {
      kind: "ie-landline-intl",
      label: "Tel",
      group: "phone",
      make: (r) => `+353 (0)${r.pick(["1", "21", "91"])} ${r.digits(3)} ${r.digits(4)}`,
    },
    { kind: "pager", label: "Bleep", group: "phone", make: (r) => r.digits(r.pick([3, 4])) },
  ],
  ids: [
    { kind: "ie-ppsn", label: "PPSN", checked: true, group: "national-id", make: ppsn },
    { kind: "ie-mrn", label: "MRN", group: "record-id", make: (r) => r.digits(r.pick([6, 7])) },
    {
      kind: "ie-medical-card",
      label: "GMS No",
      group: "health-id",
      make: (r) => `${r.digits(6)}${r.letters(1)}`,
    },
    { kind: "ie-ihi", label: "IHI", group: "health-id", make: (r) => r.digits(10) },
    {
      kind: "ie-passport",
      label: "Passport",
      group: "other-id",
      make: (r) => `${r.letters(2)}${r.digits(7)}`,
    },
    {
      kind: "ie-plate",
      label: "Reg",
      group: "other-id",
      make: (r) =>
        `${r.pick(["191", "212", "231", "242"])}-${r.pick(["D", "C", "KY", "G", "LH", "WH"])}-${r.int(1, 99999)}`,
    },
  ],
  registrations: [
    { kind: "ie-imc", label: "IMC No", group: "clinician-id", make: (r) => r.digits(6) },
    { kind: "ie-nmbi", label: "NMBI PIN", group: "clinician-id", make: (r) => r.digits(6) },
  ],
  facility(r, town) {
    return r.weighted([
      [
        2,
        {
          text: `${town.name} ${r.pick(["General", "Regional", "Community Nursing Unit"])}`,
          kind: "ie-place-general",
        },
      ],
      [
        2,
        {
          text: `${r.pick(["St Brendan's", "St Ita's", "St Fintan's", "Our Lady's"])}`,
          kind: "ie-saint-bare",
        },
      ],
      [1, { text: r.pick(["Beaumont", "Tallaght", "Crumlin"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Kestrel Foods", "Shannonside Freight", "Mulcahy Meats"]), kind: "employer" }],
      [
        1,
        { text: `${r.pick(["Scoil Mhuire", "Gaelscoil na Cruite", "St Columba's NS"])}`, kind: "ie-school" },
      ],
      [
        1,
        { text: `${r.pick(["Hickey's", "McCabe's", "Boots"])} Pharmacy ${town.name}`, kind: "ie-pharmacy" },
      ],
    ]);
  },
  dateFormats: [
    [4, "dmy-slash"],
    [2, "dmy-slash-short"],
    [2, "d-month-y"],
    [2, "ordinal-month-y"],
    [1, "d-mon-comma-yy"],
    [1, "dmy-dot"],
  ],
  triage: ["MTS orange", "Manchester Triage category 3"],
  lookalikes: [
    "Manchester Triage Scale category 3; moved to trolley 12, then cubicle 4.",
    "Solpadeine and Difene at home; Zapain 30/500 two tabs QDS PRN.",
    "Medical card holder; Long Term Illness scheme covers the insulin.",
    "Review in 6/12; bloods in 2/52; Hb 11.2 g/dL, CRP 44.",
    "Glasgow Coma Scale 15; Wells score 2; Murphy's sign negative.",
    "Bed 9 on the ward round; NEWS 3, HR 96, RR 18.",
    "Bell's palsy on the left; House-Brackmann grade III.",
    "Fair Deal application discussed; home support hours increased.",
  ],
};
