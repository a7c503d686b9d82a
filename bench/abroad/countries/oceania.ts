/** Australia and New Zealand, written from general knowledge of their health systems. */
import { luhnNumber, medicareAu, nhi } from "../checks.ts";
import type { Country } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { grouped, id, origin, phone, post, street, town } from "./common.ts";

const AU_STREETS =
  "Banksia|Wattle|Bottlebrush|Kurrajong|Grevillea|Jacaranda|Lillypilly|Currawong|Boronia|Tallowwood|Mulga|Brolga|Coolabah|Waratah|Ironbark|Paperbark|Bunya|Kookaburra|Hakea|Illawarra|Gidgee|Marri|Jarrah".split(
    "|",
  );
const AU_TYPES = [
  "Street",
  "St",
  "Road",
  "Rd",
  "Crescent",
  "Cres",
  "Avenue",
  "Ave",
  "Parade",
  "Pde",
  "Close",
  "Court",
  "Ct",
  "Drive",
  "Terrace",
  "Tce",
  "Way",
  "Circuit",
  "Esplanade",
];
const AU_TOWNS: readonly (readonly [string, string, number, number])[] = [
  ["Wagga Wagga", "NSW", 2650, 2652],
  ["Dubbo", "NSW", 2830, 2830],
  ["Mount Druitt", "NSW", 2770, 2770],
  ["Lismore", "NSW", 2480, 2480],
  ["Shepparton", "VIC", 3630, 3632],
  ["Sunshine West", "VIC", 3020, 3020],
  ["Warrnambool", "Vic", 3280, 3280],
  ["Toowoomba", "QLD", 4350, 4350],
  ["Mount Isa", "Qld", 4825, 4825],
  ["Logan Central", "QLD", 4114, 4114],
  ["Bunbury", "WA", 6230, 6230],
  ["Port Hedland", "WA", 6721, 6721],
  ["Salisbury North", "SA", 5108, 5108],
  ["Murray Bridge", "SA", 5253, 5253],
  ["Glenorchy", "TAS", 7010, 7010],
  ["Burnie", "Tas", 7320, 7320],
  ["Tennant Creek", "NT", 860, 860],
  ["Casuarina", "NT", 810, 810],
  ["Tuggeranong", "ACT", 2900, 2901],
];

function auAddress(r: Rng) {
  const [name, state, lo, hi] = r.pick(AU_TOWNS);
  const no = r.int(1, 240);
  const line = r.weighted([
    [5, `${no} ${r.pick(AU_STREETS)} ${r.pick(AU_TYPES)}`],
    [2, `Unit ${r.int(1, 14)}/${no} ${r.pick(AU_STREETS)} ${r.pick(AU_TYPES)}`],
    [1, `${r.int(1, 9)}/${no} ${r.pick(AU_STREETS)} ${r.pick(AU_TYPES)}`],
    [1, `Lot ${r.int(2, 400)} ${r.pick(AU_STREETS)} ${r.pick(["Rd", "Road", "Track"])}`],
    [1, `RMB ${r.int(100, 2999)}`],
  ]);
  return [
    street(line, "au-street-line"),
    r.chance(0.5) ? ", " : " ",
    town(name, "au-locality"),
    ` ${state} `,
    post(String(r.int(lo, hi)).padStart(4, "0"), "au-postcode"),
  ];
}

export const AU: Country = {
  code: "AU",
  origins: [
    [
      30,
      origin(
        "anglo-australian",
        "western",
        "Bronwyn|Tegan|Kylie|Narelle|Shannon|Jacinta|Leanne|Tahlia|Rhiannon|Courtney",
        "Lachlan|Darcy|Brodie|Corey|Jarrod|Wayne|Campbell|Hamish|Rhys|Fletcher",
        "Fitzgerald|McAllister|Prendergast|Whitlock|Brennan|Kenny|Dwyer|Hocking|Pascoe|Treloar|Trewin|Kettle|Winter|Bird",
      ),
    ],
    [
      10,
      origin(
        "greek",
        "western",
        "Dimitra|Eleni|Vasiliki|Anastasia|Georgia|Panagiota",
        "Konstantinos|Spiros|Nikolaos|Christos|Dimitrios|Theo",
        "Papadopoulos|Karagiannis|Theodorou|Nikolaidis|Mavromatis|Kostopoulos|Alexiou",
      ),
    ],
    [
      8,
      origin(
        "italian",
        "western",
        "Giuseppina|Carmela|Rosaria|Assunta|Filomena",
        "Salvatore|Vincenzo|Domenico|Rocco|Giovanni",
        "Mancuso|Iacono|Scarcella|Barbagallo|Di Stefano|La Rosa|Cutri",
      ),
    ],
    [
      10,
      origin(
        "vietnamese",
        "western",
        "Thi Lan|Huong|Thu Trang|Ngoc Anh|Mai|Phuong",
        "Van Minh|Quang|Duc Anh|Thanh|Hoang Long|Tuan",
        "Nguyen|Tran|Pham|Hoang|Huynh|Vo|Dang|Bui|Duong",
      ),
    ],
    [
      8,
      origin(
        "lebanese",
        "western",
        "Rania|Nour|Mariam|Layla|Souad",
        "Georges|Khalil|Bilal|Elie|Fadi|Mohamad",
        "Haddad|Khoury|Nasrallah|El-Masri|Tannous|Saab|Fakhoury",
      ),
    ],
    [
      6,
      origin(
        "aboriginal-australian",
        "western",
        "Kirra|Jedda|Alinta|Marlee|Tanika",
        "Jarrah|Kirrin|Bunji|Warrick|Jandamarra",
        "Coulthard|Mundine|Yunupingu|Roughsey|Tipungwuti|Wanganeen|Namatjira",
      ),
    ],
    [
      6,
      origin(
        "chinese-australian",
        "western",
        "Xiaoling|Mei|Yuqing|Jing",
        "Wei|Hao|Zhiwei|Jun",
        "Zhang|Liu|Wang|Chen|Yang|Zhou",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [2, "d/m/yy"],
    [2, "d Month yyyy"],
    [2, "d Mon yyyy"],
    [1, "dd.mm.yyyy"],
  ],
  address: auAddress,
  phones: [
    phone("au-mobile", (r) => `04${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`),
    phone("au-mobile-run", (r) => `04${r.digits(8)}`),
    phone("au-landline", (r) => `(0${r.pick([2, 3, 7, 8])}) ${r.int(4, 9)}${r.digits(3)} ${r.digits(4)}`),
    phone("au-intl", (r) => `+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`),
  ],
  patientIds: [
    id("Medicare No: ", "au-medicare", "health-id", (r) => grouped(medicareAu(r).card, [4, 5, 1]), true),
    id("Medicare card ", "au-medicare-run", "health-id", (r) => medicareAu(r).card, true),
    id("IHI ", "au-ihi", "health-id", (r) => grouped(luhnNumber(r, "800360", 16), [4, 4, 4, 4]), true),
    id("UR No: ", "au-ur-number", "record-id", (r) => r.digits(7)),
    id("MRN ", "au-mrn", "record-id", (r) => `${r.int(1, 9)}${r.digits(6)}`),
    id(
      "DVA file no. ",
      "au-dva",
      "health-id",
      (r) => `${r.pick(["N", "V", "Q", "W", "S", "T"])}${r.pick(["X", "SM", "WP"])}${r.digits(6)}`,
    ),
    id(
      "CRN ",
      "au-centrelink-crn",
      "national-id",
      (r) => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}${r.letters(1)}`,
    ),
  ],
  clinicianIds: [
    id(
      "Provider No. ",
      "au-provider-number",
      "clinician-id",
      (r) => `${r.digits(6)}${r.pick(["1", "2", "A", "B"])}${r.letters(1, "ABCDFHJKLTWXY")}`,
    ),
    id("Prescriber no. ", "au-prescriber", "clinician-id", (r) => r.digits(7)),
    id("AHPRA ", "au-ahpra", "clinician-id", (r) => `MED000${r.digits(7)}`),
  ],
  hospitals: [
    "Wagga Wagga Base Hospital",
    "Royal Darwin Hospital",
    "Sunshine Hospital",
    "Toowoomba Hospital",
    "Logan Hospital",
    "Goulburn Valley Health",
    "Bunbury Regional Hospital",
    "Lyell McEwin Hospital",
    "Mount Isa Hospital",
    "Calvary Public Hospital Bruce",
    "St John of God Murdoch",
    "Canberra Hospital",
  ],
  clinics: [
    "Riverina Medical & Dental Group",
    "Banksia Family Practice",
    "Murrumbidgee Aboriginal Medical Service",
    "Logan Super Clinic",
    "Sunraysia Specialist Centre",
    "Northside GP Co-op",
    "Headspace Shepparton",
  ],
  pharmacies: [
    "Chemist Warehouse Dubbo",
    "Priceline Pharmacy Casuarina",
    "TerryWhite Chemmart Toowoomba",
    "Amcal Warrnambool",
  ],
  employers: [
    "Woolworths Distribution Centre",
    "BHP Port Hedland",
    "Bunnings Warehouse",
    "Australia Post",
    "Ingham's Chicken",
    "Riverina Water",
  ],
  schools: ["Dubbo South Public School", "St Mary's College Shepparton", "Toowoomba State High School"],
  words: { gp: "GP", ed: "ED", ambulance: "Ambulance Victoria", emergencyNo: "000", mobile: "mob" },
  emailDomains: ["bigpond.com", "outlook.com.au", "gmail.com", "optusnet.com.au"],
};

const NZ_PLACES: readonly (readonly [string, string, number])[] = [
  ["Ōtara", "Auckland", 2023],
  ["Māngere East", "Auckland", 2024],
  ["Papakura", "Auckland", 2110],
  ["Dinsdale", "Hamilton", 3204],
  ["Ngongotahā", "Rotorua", 3010],
  ["Kaiti", "Gisborne", 4010],
  ["Kamo", "Whangārei", 112],
  ["Cannons Creek", "Porirua", 5024],
  ["Aranui", "Christchurch", 8061],
  ["Mosgiel", "Dunedin", 9024],
  ["Glengarry", "Invercargill", 9810],
  ["Maraenui", "Napier", 4110],
  ["Kaikohe", "Kaikohe", 405],
  ["Flaxmere", "Hastings", 4120],
];
const NZ_STREETS =
  "Kōwhai|Rimu|Tōtara|Pōhutukawa|Mānuka|Kahikatea|Tūī|Kererū|Puriri|Matai|Harakeke|Tainui|Te Atatū|Moana|Karaka".split(
    "|",
  );

function nzAddress(r: Rng) {
  const [suburb, city, pc] = r.pick(NZ_PLACES);
  const line = r.weighted([
    [
      5,
      `${r.int(1, 300)} ${r.pick(NZ_STREETS)} ${r.pick(["Street", "Road", "Place", "Crescent", "Drive", "Avenue", "Tce", "Rd"])}`,
    ],
    [2, `${r.int(1, 9)}/${r.int(2, 120)} ${r.pick(NZ_STREETS)} ${r.pick(["Street", "Road", "Way"])}`],
    [1, `Flat ${r.int(1, 6)}, ${r.int(2, 90)} ${r.pick(NZ_STREETS)} Street`],
    [1, `${r.int(100, 2900)} State Highway ${r.pick([1, 2, 5, 35])}, RD ${r.int(1, 9)}`],
  ]);
  const parts = [street(line, "nz-street-line"), ", "];
  if (suburb !== city) parts.push(town(suburb, "nz-suburb"), ", ");
  parts.push(town(city, "nz-city"), " ", post(String(pc).padStart(4, "0"), "nz-postcode"));
  return parts;
}

export const NZ: Country = {
  code: "NZ",
  origins: [
    [
      25,
      origin(
        "maori",
        "western",
        "Aroha|Mere|Ngaire|Huia|Kiri|Marama|Anahera|Wairua|Hinewai|Tui",
        "Wiremu|Hēmi|Tamati|Rawiri|Manaia|Nikau|Tipene|Hōhepa|Rangi|Tama",
        "Te Whata|Ngata|Parata|Tipene|Te Rangi|Waaka|Tuhiwai|Ruawai|Pōtae|Te Kanawa|Kereama|Tamihana|Horomona",
      ),
    ],
    [
      25,
      origin(
        "pakeha",
        "western",
        "Nicola|Hayley|Brooke|Kirsten|Anna|Sophie",
        "Rhys|Blair|Hamish|Glen|Craig|Logan",
        "Gallagher|Donaldson|McKenzie|Shaw|Fraser|Bell|Frost|Sharp",
      ),
    ],
    [
      15,
      origin(
        "samoan",
        "western",
        "Losa|Faʻafetai|Lagi|Mele|Tausala|Malia",
        "Sione|Iosefa|Tavita|Sefo|Pita|Ioane",
        "Tuilagi|Leota|Fonoti|Aumua|Soʻoalo|Faleolo|Tuiasosopo|Lemalu",
      ),
    ],
    [
      10,
      origin(
        "tongan",
        "western",
        "Mele|Salote|Losana|Ana|Seini",
        "Siosaia|Viliami|Sione|Tevita|Semisi",
        "Taufa|Fifita|Vaipulu|Havili|Moala|Tuʻipulotu|Kioa",
      ),
    ],
    [10, origin("nz-chinese", "western", "Xin|Yan|Li Na", "Jian|Bo|Hui", "Zhou|Huang|Lin|Ye")],
    [
      8,
      origin(
        "fiji-indian",
        "western",
        "Shalini|Anjali|Sunita|Reshmi",
        "Ravinesh|Shivneel|Ashwin|Vikash",
        "Prasad|Chand|Lal|Narayan|Kumar",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [2, "d/m/yy"],
    [3, "d Month yyyy"],
    [2, "d Mon yyyy"],
  ],
  address: nzAddress,
  phones: [
    phone("nz-mobile", (r) => `02${r.pick([1, 2, 7, 9])} ${r.digits(3)} ${r.digits(4)}`),
    phone("nz-mobile-dash", (r) => `02${r.pick([1, 7])}-${r.digits(3)}${r.digits(4)}`),
    phone("nz-landline", (r) => `(0${r.pick([3, 4, 6, 7, 9])}) ${r.int(2, 9)}${r.digits(2)} ${r.digits(4)}`),
    phone("nz-intl", (r) => `+64 2${r.pick([1, 2, 7])} ${r.digits(3)} ${r.digits(4)}`),
  ],
  patientIds: [
    id("NHI: ", "nz-nhi", "health-id", (r) => nhi(r), true),
    id("NHI ", "nz-nhi", "health-id", (r) => nhi(r), true),
    id("ACC claim no. ", "nz-acc-claim", "other-id", (r) => `${r.letters(2)}${r.digits(8)}`),
    id("Hospital no. ", "nz-hospital-number", "record-id", (r) => r.digits(7)),
  ],
  clinicianIds: [
    id("MCNZ ", "nz-mcnz", "clinician-id", (r) => String(r.int(10000, 89999))),
    id(
      "HPI-CPN ",
      "nz-hpi-cpn",
      "clinician-id",
      (r) => `${r.digits(2)}${r.letters(4, "ABCDEFGHJKLMNPQRSTUVWXYZ")}`,
    ),
  ],
  hospitals: [
    "Middlemore Hospital",
    "Waikato Hospital",
    "Tauranga Hospital",
    "Gisborne Hospital",
    "Whangārei Hospital",
    "Kenepuru Community Hospital",
    "Christchurch Hospital",
    "Dunedin Hospital",
    "Southland Hospital",
    "Hawke's Bay Fallen Soldiers' Memorial Hospital",
    "Bay of Islands Hospital",
  ],
  clinics: [
    "Te Kōhao Health",
    "Ōtara Family and Christian Health Centre",
    "Ngāti Porou Hauora",
    "Kamo Medical Centre",
    "Cannons Creek Medical Centre",
    "Aranui Community Health",
    "Tongan Health Society",
  ],
  pharmacies: [
    "Unichem Ōtara",
    "Life Pharmacy Gisborne",
    "Kamo Village Pharmacy",
    "Green Cross Health Mosgiel",
  ],
  employers: [
    "Fonterra Te Rapa",
    "Silver Fern Farms",
    "Countdown Papakura",
    "Port of Napier",
    "Zespri",
    "KiwiRail",
  ],
  schools: ["Ōtara Kokiri Kōhanga Reo", "Gisborne Girls' High School", "Te Kura Kaupapa Māori o Ngongotahā"],
  words: { gp: "GP", ed: "ED", ambulance: "Hato Hone St John", emergencyNo: "111", mobile: "cell" },
  emailDomains: ["xtra.co.nz", "gmail.com", "outlook.co.nz", "slingshot.co.nz"],
};
