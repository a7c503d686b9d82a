/** The United Kingdom (NHS) and Ireland (HSE), written from general knowledge of their health systems. */
import { nhsNumber, ppsn } from "../checks.ts";
import type { Country } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { id, origin, phone, post, street, town } from "./common.ts";

const INWARD = "ABDEFGHJLNPQRSTUWXYZ";
const UK_PLACES: readonly (readonly [string, string, string])[] = [
  ["Headingley", "Leeds", "LS6"],
  ["Sparkbrook", "Birmingham", "B11"],
  ["Rusholme", "Manchester", "M14"],
  ["Splott", "Cardiff", "CF24"],
  ["Leith", "Edinburgh", "EH6"],
  ["Govan", "Glasgow", "G51"],
  ["Brixton", "London", "SW9"],
  ["Whitechapel", "London", "E1"],
  ["Easton", "Bristol", "BS5"],
  ["Benwell", "Newcastle upon Tyne", "NE4"],
  ["Toxteth", "Liverpool", "L8"],
  ["Lenton", "Nottingham", "NG7"],
  ["Ely", "Cardiff", "CF5"],
  ["Moss Side", "Manchester", "M16"],
];
const UK_STREETS =
  "Wellington|Clarendon|Cavendish|Stanley|Albion|Coronation|Jubilee|Beechwood|Hawthorn|Mafeking|Alma|Balaclava|Trafalgar|Cromwell".split(
    "|",
  );

function ukAddress(r: Rng) {
  const [area, city, out] = r.pick(UK_PLACES);
  const base = `${r.int(1, 180)} ${r.pick(UK_STREETS)} ${r.pick(["Road", "Street", "Terrace", "Grove", "Avenue", "Close", "Gardens", "Place"])}`;
  const line = r.weighted([
    [4, base],
    [2, `Flat ${r.int(1, 30)}, ${base}`],
    [1, `${r.int(1, 20)}${r.pick(["A", "B", "C"])} ${r.pick(UK_STREETS)} Court`],
  ]);
  const parts = [street(line, "uk-street-line"), ", "];
  if (r.chance(0.5)) parts.push(town(area, "uk-district"), ", ");
  parts.push(
    town(city, "uk-city"),
    r.chance(0.7) ? " " : ", ",
    post(`${out} ${r.int(0, 9)}${r.letters(2, INWARD)}`, "uk-postcode"),
  );
  return parts;
}

export const UK: Country = {
  code: "UK",
  origins: [
    [
      30,
      origin(
        "english",
        "western",
        "Gemma|Stacey|Joanne|Chloe|Bethany|Maureen|Pauline|Lorraine",
        "Craig|Darren|Gareth|Callum|Nigel|Keith|Terence|Liam",
        "Ashworth|Hargreaves|Pickles|Sutcliffe|Birtwistle|Greenwood|Butterworth|Dawes|Swift|Marsh",
      ),
    ],
    [
      10,
      origin(
        "scots-welsh",
        "western",
        "Eilidh|Morag|Catriona|Sioned|Cerys|Rhiannon",
        "Dafydd|Iolo|Ruaridh|Hamish|Gethin|Fraser",
        "MacLeod|Mackintosh|Llewellyn|Pritchard|Vaughan|Rees|McGonigle|Gillespie",
      ),
    ],
    [
      15,
      origin(
        "pakistani-british",
        "western",
        "Saima|Nasreen|Shazia|Rukhsana|Iqra|Ayesha",
        "Imran|Tariq|Zubair|Asif|Shahid|Kamran",
        "Hussain|Akhtar|Mahmood|Rashid|Iqbal|Bashir|Choudhry",
      ),
    ],
    [
      10,
      origin(
        "caribbean-british",
        "western",
        "Marcia|Paulette|Jolene|Shereen|Hyacinth",
        "Delroy|Winston|Leroy|Jermaine|Desmond",
        "Campbell|Grant|McKenzie|Reid|Thompson|Francis",
      ),
    ],
    [
      10,
      origin(
        "polish",
        "western",
        "Agnieszka|Katarzyna|Małgorzata|Joanna|Ewa",
        "Tomasz|Krzysztof|Paweł|Marcin|Grzegorz",
        "Kowalczyk|Wiśniewski|Zieliński|Wójcik|Lewandowska|Szymański",
      ),
    ],
    [
      8,
      origin(
        "somali-british",
        "western",
        "Hodan|Fadumo|Sahra|Ubah|Ifrah",
        "Abdirahman|Mohamed|Abdikarim|Yusuf|Liban",
        "Warsame|Farah|Abdi|Hassan|Jama|Egal",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [3, "d Month yyyy"],
    [2, "d Mon yyyy"],
    [1, "dd.mm.yyyy"],
    [1, "d/m/yy"],
  ],
  address: ukAddress,
  phones: [
    phone("uk-mobile", (r) => `07${r.int(400, 999)} ${r.digits(6)}`),
    phone(
      "uk-landline",
      (r) =>
        `0${r.pick(["113", "121", "161", "29", "131", "141", "117", "191", "151", "115"])} ${r.digits(3)} ${r.digits(4)}`,
    ),
    phone("uk-london", (r) => `020 ${r.int(7, 8)}${r.digits(3)} ${r.digits(4)}`),
    phone("uk-intl", (r) => `+44 (0)7${r.digits(3)} ${r.digits(6)}`),
  ],
  patientIds: [
    id(
      "NHS No: ",
      "uk-nhs-number",
      "health-id",
      (r) => {
        const n = nhsNumber(r);
        return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
      },
      true,
    ),
    id("NHS number ", "uk-nhs-number-run", "health-id", (r) => nhsNumber(r), true),
    id("Hosp No: ", "uk-hospital-number", "record-id", (r) => `${r.letters(1)}${r.digits(7)}`),
    id("MRN ", "uk-mrn", "record-id", (r) => `RX${r.digits(6)}`),
    id(
      "NI No: ",
      "uk-ni-number",
      "national-id",
      (r) =>
        `${r.letters(2, "ABCEGHJKLMNPRSTWXYZ")} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.pick(["A", "B", "C", "D"])}`,
    ),
  ],
  clinicianIds: [
    id("GMC ", "uk-gmc", "clinician-id", (r) => String(r.int(2000000, 7999999))),
    id(
      "NMC PIN ",
      "uk-nmc-pin",
      "clinician-id",
      (r) =>
        `${r.digits(2)}${r.letters(1, "ABCDEFGHIJKLMNOPQRSTUVWXY")}${r.digits(4)}${r.letters(1, "CEOSW")}`,
    ),
    id("HCPC ", "uk-hcpc", "clinician-id", (r) => `${r.pick(["PH", "OT", "PA", "SL", "DT"])}${r.digits(5)}`),
  ],
  hospitals: [
    "Leeds General Infirmary",
    "Queen Elizabeth Hospital Birmingham",
    "Manchester Royal Infirmary",
    "University Hospital of Wales",
    "Royal Infirmary of Edinburgh",
    "Queen Elizabeth University Hospital",
    "King's College Hospital",
    "The Royal London Hospital",
    "Bristol Royal Infirmary",
    "Royal Victoria Infirmary",
    "Aintree University Hospital",
    "Queen's Medical Centre",
  ],
  clinics: [
    "Sparkbrook Health Centre",
    "Hyde Park Surgery",
    "Leith Links Medical Practice",
    "Splott Health Centre",
    "Brixton Hill Group Practice",
    "The Whitechapel Practice",
    "Lenton Medical Centre",
  ],
  pharmacies: [
    "Boots Pharmacy Briggate",
    "Well Pharmacy Splott",
    "Lloyds Pharmacy Rusholme",
    "Day Lewis Pharmacy Brixton",
  ],
  employers: [
    "Royal Mail Delivery Office",
    "Tesco Extra",
    "Jaguar Land Rover Castle Bromwich",
    "Greggs",
    "Leeds City Council",
    "Amazon fulfilment centre",
  ],
  schools: ["Leith Academy", "Moss Side Primary School", "St Bede's RC High"],
  words: {
    gp: "GP",
    ed: "A&E",
    ambulance: "NHS ambulance service",
    emergencyNo: "999",
    mobile: "mobile",
  },
  emailDomains: ["btinternet.com", "hotmail.co.uk", "gmail.com", "nhs.net"],
};

const IE_PLACES: readonly (readonly [string, string, string])[] = [
  ["Ballymote", "Co. Sligo", "F56"],
  ["Tubbercurry", "Co. Sligo", "F91"],
  ["Castlebar", "Co. Mayo", "F23"],
  ["Ennis", "Co. Clare", "V95"],
  ["Tralee", "Co. Kerry", "V92"],
  ["Letterkenny", "Co. Donegal", "F92"],
  ["Navan", "Co. Meath", "C15"],
  ["Drogheda", "Co. Louth", "A92"],
  ["Athlone", "Co. Westmeath", "N37"],
  ["Clonmel", "Co. Tipperary", "E91"],
  ["Knocknaheeny", "Cork", "T23"],
  ["Ballyfermot", "Dublin 10", "D10"],
  ["Tallaght", "Dublin 24", "D24"],
  ["Mayfield", "Cork", "T23"],
];
const IE_UNIQUE = "ACDEFHKNPRTVWXY";
const IE_ESTATES = [
  "Ard na Gréine",
  "Cnoc na Sí",
  "Páirc an Rí",
  "Cluain Mhuire",
  "The Maltings",
  "Woodbrook Lawns",
  "Castle Court",
  "Oakfield Park",
  "Bóthar na Trá",
];

function ieAddress(r: Rng) {
  const [place, county, key] = r.pick(IE_PLACES);
  const line = r.weighted([
    [3, `${r.int(1, 120)} ${r.pick(IE_ESTATES)}`],
    [2, `Apt ${r.int(1, 40)}, ${r.pick(IE_ESTATES)}`],
    [2, r.pick(["Knockbrack", "Carrowmore", "Gortnaskeagh", "Drumcliff", "Cloonagh", "Rathcormac"])],
  ]);
  const parts = [street(line, "ie-street-or-townland"), r.chance(0.5) ? ", " : ",\n", town(place, "ie-town")];
  if (!county.startsWith("Dublin") && county !== "Cork") parts.push(", ", town(county, "ie-county"));
  else if (county.startsWith("Dublin")) parts.push(", ", town(county, "ie-dublin-district"));
  parts.push(
    r.chance(0.6) ? ", " : " ",
    post(`${key} ${r.letters(1, IE_UNIQUE)}${r.letters(3, `${IE_UNIQUE}0123456789`)}`, "ie-eircode"),
  );
  return parts;
}

export const IE: Country = {
  code: "IE",
  origins: [
    [
      35,
      origin(
        "irish",
        "western",
        "Siobhán|Aoife|Niamh|Caoimhe|Gráinne|Sinéad|Órla|Clodagh|Bríd|Eimear",
        "Donnchadh|Ciarán|Pádraig|Oisín|Cathal|Diarmuid|Seán|Tadhg|Eoin|Colm",
        "Ó Súilleabháin|Ní Bhriain|O'Driscoll|MacNamara|Fitzpatrick|Kavanagh|Geraghty|Ó Ceallaigh|Mac Giolla Phádraig|Ní Mhurchú|Twomey|Cronin|Doherty|Kearney",
      ),
    ],
    [
      15,
      origin(
        "anglo-irish",
        "western",
        "Deirdre|Maeve|Fiona|Patricia",
        "Declan|Fergal|Noel|Brendan",
        "Hennessy|Brady|Rooney|Moran|Glynn|Daly",
      ),
    ],
    [
      12,
      origin(
        "polish-irish",
        "western",
        "Agata|Magdalena|Justyna",
        "Łukasz|Piotr|Jakub",
        "Nowak|Kamiński|Dąbrowska|Wróbel",
      ),
    ],
    [
      10,
      origin(
        "brazilian-irish",
        "western",
        "Thaís|Luana|Fernanda",
        "João|Thiago|Rafael",
        "Oliveira|Carvalho|Souza|Ribeiro",
      ),
    ],
    [
      10,
      origin(
        "nigerian-irish",
        "western",
        "Chidinma|Adaeze|Folake",
        "Tunde|Emeka|Segun",
        "Okonkwo|Adeyemi|Nwachukwu",
      ),
    ],
    [
      8,
      origin(
        "irish-traveller",
        "western",
        "Bridget|Winnie|Kathleen",
        "Martin|Patrick|Michael",
        "McDonagh|Ward|Joyce|Maughan|Stokes",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [2, "dd.mm.yyyy"],
    [2, "d Month yyyy"],
    [2, "dd-MON-yyyy"],
    [1, "d/m/yy"],
  ],
  address: ieAddress,
  phones: [
    phone("ie-mobile", (r) => `08${r.pick([3, 5, 6, 7, 9])} ${r.digits(3)} ${r.digits(4)}`),
    phone("ie-mobile-dash", (r) => `08${r.pick([5, 7])}-${r.digits(7)}`),
    phone(
      "ie-landline",
      (r) =>
        `(0${r.pick(["71", "94", "65", "66", "74", "46", "41", "90", "52", "21", "1"])}) ${r.digits(3)} ${r.digits(4)}`,
    ),
    phone("ie-intl", (r) => `+353 8${r.pick([3, 6, 7])} ${r.digits(3)} ${r.digits(4)}`),
  ],
  patientIds: [
    id("PPSN: ", "ie-ppsn", "national-id", (r) => ppsn(r), true),
    id("MRN: ", "ie-mrn", "record-id", (r) => r.digits(7)),
    id("Medical card no. ", "ie-medical-card", "health-id", (r) => `${r.digits(7)}${r.letters(1)}`),
    id("Chart no. ", "ie-chart", "record-id", (r) => `${r.digits(2)}-${r.digits(5)}`),
  ],
  clinicianIds: [
    id("IMC No. ", "ie-imc", "clinician-id", (r) => String(r.int(100000, 439999))),
    id("NMBI PIN ", "ie-nmbi", "clinician-id", (r) => r.digits(6)),
  ],
  hospitals: [
    "Sligo University Hospital",
    "Mayo University Hospital",
    "University Hospital Kerry",
    "Letterkenny University Hospital",
    "Our Lady of Lourdes Hospital",
    "Regional Hospital Mullingar",
    "Tipperary University Hospital",
    "Cork University Hospital",
    "Tallaght University Hospital",
    "St James's Hospital",
    "University Hospital Limerick",
    "Mater Misericordiae University Hospital",
  ],
  clinics: [
    "Ballymote Medical Centre",
    "Castlebar Primary Care Centre",
    "Tralee Family Practice",
    "Ballyfermot Primary Care Centre",
    "Knocknaheeny Health Centre",
    "Clonmel Medical Practice",
  ],
  pharmacies: [
    "McCabes Pharmacy Navan",
    "Hickey's Pharmacy Tallaght",
    "Boots Letterkenny",
    "Sheehy's Pharmacy Tralee",
  ],
  employers: [
    "Abbott Ireland Sligo",
    "Baxter Healthcare Castlebar",
    "Dunnes Stores",
    "Bord na Móna",
    "Kerry Group",
    "Intel Leixlip",
  ],
  schools: ["Coláiste Mhuire Ballymote", "Scoil Náisiúnta Naomh Pádraig", "Tralee CBS"],
  words: { gp: "GP", ed: "ED", ambulance: "National Ambulance Service", emergencyNo: "112", mobile: "mob" },
  emailDomains: ["eircom.net", "gmail.com", "hotmail.com", "hse.ie"],
};
