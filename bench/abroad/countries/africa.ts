/** South Africa and Nigeria, written from general knowledge of their health systems. */
import { saId } from "../checks.ts";
import type { Country } from "../kit.ts";
import type { Rng } from "../rng.ts";
import { id, origin, phone, post, street, town } from "./common.ts";

const ZA_PLACES: readonly (readonly [string, string, string, string])[] = [
  ["Lynnwood Ridge", "Pretoria", "0081", "suburb"],
  ["Orlando West", "Soweto", "1804", "township"],
  ["Umlazi", "Durban", "4031", "township"],
  ["Khayelitsha", "Cape Town", "7784", "township"],
  ["Mitchells Plain", "Cape Town", "7785", "suburb"],
  ["Ga-Rankuwa", "Pretoria", "0208", "township"],
  ["Imbali", "Pietermaritzburg", "3201", "township"],
  ["Ngangelizwe", "Mthatha", "5099", "township"],
  ["Seshego", "Polokwane", "0742", "township"],
  ["Tembisa", "Ekurhuleni", "1632", "township"],
  ["Bloemspruit", "Bloemfontein", "9364", "suburb"],
  ["Motherwell", "Gqeberha", "6211", "township"],
  ["Galeshewe", "Kimberley", "8345", "township"],
];

function zaAddress(r: Rng) {
  const [area, city, code, kind] = r.pick(ZA_PLACES);
  const line =
    kind === "township"
      ? r.pick([
          `Stand ${r.int(100, 9999)} Zone ${r.int(1, 9)}`,
          `House ${r.letters(1, "ABCDEFGJKM")} ${r.int(10, 999)}`,
          `${r.int(1, 9999)} ${r.pick(["Vilakazi", "Mthembu", "Sisulu", "Mandela", "Makhubu"])} Street`,
          `Erf ${r.int(1000, 39999)}`,
        ])
      : r.pick([
          `${r.int(1, 400)} ${r.pick(["Jacaranda", "Protea", "Kiepersol", "Wildeklawer", "Boekenhout"])} ${r.pick(["Avenue", "Street", "Laan", "Crescent"])}`,
          `Unit ${r.int(1, 60)} ${r.pick(["Villa Toscana", "Protea Gardens", "Sunbird Estate"])}`,
        ]);
  const parts = [
    street(line, "za-street-line"),
    ", ",
    town(area, "za-suburb-or-township"),
    ", ",
    town(city, "za-city"),
  ];
  if (r.chance(0.8)) parts.push(r.chance(0.5) ? ", " : " ", post(code, "za-postcode"));
  return parts;
}

export const ZA: Country = {
  code: "ZA",
  origins: [
    [
      22,
      origin(
        "zulu",
        "western",
        "Nomvula|Thandeka|Zanele|Nokuthula|Lindiwe|Ntombi",
        "Sipho|Bongani|Themba|Mandla|Sibusiso|Njabulo",
        "Dlamini|Ndlovu|Mkhize|Zungu|Ngcobo|Khumalo|Shezi|Mthembu",
      ),
    ],
    [
      14,
      origin(
        "xhosa",
        "western",
        "Noluthando|Asanda|Ayanda|Nosipho|Lulama",
        "Lwazi|Siyabonga|Luvuyo|Mzwandile|Xolani",
        "Qwabe|Mgoduka|Ntshona|Mqhayi|Jafta|Bikitsha|Nkwinti",
      ),
    ],
    [
      14,
      origin(
        "sotho-tswana",
        "western",
        "Lerato|Palesa|Dineo|Boitumelo|Kgomotso",
        "Tshepo|Kagiso|Thabo|Lehlohonolo|Tumelo",
        "Mokoena|Molefe|Motaung|Sekhukhune|Mahlangu|Modise|Letsoalo",
      ),
    ],
    [
      14,
      origin(
        "afrikaans",
        "western",
        "Annelie|Marietjie|Elize|Riana|Sarie",
        "Johannes|Pieter|Riaan|Wynand|Gerhardus",
        "van der Merwe|Botha|Pretorius|du Plessis|Steenkamp|Coetzee|le Roux|Oosthuizen",
      ),
    ],
    [
      10,
      origin(
        "sa-indian",
        "western",
        "Kamini|Sharlene|Vanitha|Prenisha",
        "Pravesh|Kreasen|Yeshen|Deven",
        "Naidoo|Govender|Pillay|Moodley|Chetty|Reddy",
      ),
    ],
    [
      10,
      origin(
        "cape-coloured-muslim",
        "western",
        "Fatima|Shireen|Raeesa|Charmaine",
        "Faiek|Ebrahim|Clive|Ashwin",
        "Adams|Petersen|Jacobs|Abrahams|Isaacs|Hendricks|Daniels",
      ),
    ],
    [
      6,
      origin(
        "zimbabwean",
        "western",
        "Rutendo|Tatenda|Chipo",
        "Tafadzwa|Farai|Tinashe",
        "Moyo|Ncube|Chikwanha|Mutasa",
      ),
    ],
    [
      6,
      origin(
        "sa-word-names",
        "western",
        "Precious|Beauty|Gift|Innocentia",
        "Lucky|Blessing|Goodman|Knowledge",
        "Mabena|Nkosi|Radebe|Sithole",
      ),
    ],
  ],
  dateFormats: [
    [4, "yyyy/mm/dd"],
    [4, "dd/mm/yyyy"],
    [2, "d Month yyyy"],
    [2, "yyyy-mm-dd"],
    [1, "dd.mm.yyyy"],
  ],
  address: zaAddress,
  phones: [
    phone(
      "za-mobile",
      (r) => `0${r.pick([6, 7, 8])}${r.pick([1, 2, 3, 4, 6, 9])} ${r.digits(3)} ${r.digits(4)}`,
    ),
    phone("za-mobile-run", (r) => `0${r.pick([7, 8])}${r.digits(8)}`),
    phone(
      "za-landline",
      (r) =>
        `(0${r.pick(["12", "11", "31", "21", "33", "47", "15", "53", "41"])}) ${r.digits(3)} ${r.digits(4)}`,
    ),
    phone("za-intl", (r) => `+27 ${r.pick([71, 72, 82, 83, 60])} ${r.digits(3)} ${r.digits(4)}`),
  ],
  patientIds: [
    id(
      "ID No: ",
      "za-id",
      "national-id",
      (r, who) => {
        const b = who?.dob ?? { y: 1980, m: 5, d: 12 };
        return saId(r, b.y, b.m, b.d, who?.female ?? false);
      },
      true,
    ),
    id("Folder no. ", "za-folder", "record-id", (r) => r.digits(r.pick([7, 8]))),
    id("Hosp. no. ", "za-hospital-number", "record-id", (r) => `${r.letters(2)}${r.digits(6)}`),
    id("Medical aid no. ", "za-medical-aid", "health-id", (r) => r.digits(r.pick([8, 9, 11]))),
    id("Passport ", "za-foreign-passport", "national-id", (r) => `${r.letters(2)}${r.digits(6)}`),
  ],
  clinicianIds: [
    id("HPCSA ", "za-hpcsa", "clinician-id", (r) => `MP ${r.digits(7)}`),
    id("Pr. No. ", "za-practice-number", "clinician-id", (r) => r.digits(7)),
    id("SANC ", "za-sanc", "clinician-id", (r) => `${r.digits(4)}${r.digits(4)}`),
  ],
  hospitals: [
    "Steve Biko Academic Hospital",
    "Chris Hani Baragwanath Academic Hospital",
    "Prince Mshiyeni Memorial Hospital",
    "Khayelitsha District Hospital",
    "Dr George Mukhari Academic Hospital",
    "Edendale Hospital",
    "Nelson Mandela Academic Hospital",
    "Mankweng Hospital",
    "Tembisa Provincial Tertiary Hospital",
    "Pelonomi Hospital",
    "Dora Nginza Hospital",
    "Robert Mangaliso Sobukwe Hospital",
  ],
  clinics: [
    "Michael Mapongwana Community Health Centre",
    "Chiawelo CHC",
    "Umlazi D Clinic",
    "Seshego Clinic",
    "Imbali Clinic",
    "Motherwell CHC",
    "Lynnwood Medical Centre",
  ],
  pharmacies: ["Clicks Pharmacy Menlyn", "Dis-Chem Maponya Mall", "MediRite Khayelitsha"],
  employers: [
    "Sibanye-Stillwater",
    "Shoprite Checkers",
    "Transnet Freight Rail",
    "Eskom",
    "Pick n Pay",
    "Tongaat Hulett",
  ],
  schools: ["Morris Isaacson High School", "Sakhisizwe Primary School", "Hoërskool Waterkloof"],
  words: { gp: "GP", ed: "casualty", ambulance: "EMS", emergencyNo: "10177", mobile: "cell" },
  emailDomains: ["gmail.com", "webmail.co.za", "mweb.co.za", "vodamail.co.za"],
};

const NG_PLACES: readonly (readonly [string, string, string, readonly string[]])[] = [
  ["Lagos", "Lagos State", "100", ["Surulere", "Yaba", "Ikeja", "Isolo", "Mushin", "Ajegunle", "Ikorodu"]],
  ["Ibadan", "Oyo State", "200", ["Bodija", "Mokola", "Agodi", "Challenge"]],
  ["Enugu", "Enugu State", "400", ["Independence Layout", "Uwani", "Abakpa Nike", "Ogui"]],
  ["Kano", "Kano State", "700", ["Nassarawa GRA", "Sabon Gari", "Tarauni"]],
  ["Abuja", "FCT", "900", ["Gwarinpa", "Garki Area 11", "Kubwa", "Nyanya"]],
  ["Port Harcourt", "Rivers State", "500", ["Rumuokoro", "D-Line", "Diobu", "Rumuola"]],
  ["Benin City", "Edo State", "300", ["Ugbowo", "GRA", "Uselu"]],
  ["Zaria", "Kaduna State", "810", ["Samaru", "Tudun Wada"]],
  ["Calabar", "Cross River State", "540", ["Marian", "Big Qua Town"]],
  ["Ile-Ife", "Osun State", "220", ["Mayfair", "Lagere"]],
];

function ngAddress(r: Rng) {
  const [city, state, pc, areas] = r.pick(NG_PLACES);
  const road = `${r.pick(["Adeola Odeku", "Herbert Macaulay", "Awolowo", "Zik", "Ahmadu Bello", "Murtala Mohammed", "Ogui", "Aba", "Ikwerre"])} ${r.pick(["Street", "Road", "Way", "Crescent"])}`;
  const line = r.weighted([
    [3, `No. ${r.int(1, 90)} ${road}`],
    [2, `${r.int(1, 60)}, ${road}`],
    [1, `Plot ${r.int(1, 900)} ${r.pick(["Gwarinpa Estate", "Trans-Ekulu", "Federal Housing Estate"])}`],
    [1, `Block ${r.int(1, 40)} Flat ${r.int(1, 12)}, Jakande Estate`],
    [
      2,
      `${r.pick(["Behind", "Opposite", "Close to", "Beside"])} ${r.pick(["St. Mary's Catholic Church", "Total filling station", "the old motor park", "Central Mosque", "Deeper Life Bible Church"])}, off ${road}`,
    ],
  ]);
  const parts = [
    street(line, "ng-street-or-landmark"),
    ", ",
    town(r.pick(areas), "ng-area"),
    ", ",
    town(city, "ng-city"),
  ];
  if (r.chance(0.25)) parts.push(" ", post(`${pc}${r.digits(3)}`, "ng-postcode"));
  if (r.chance(0.6)) parts.push(`, ${state}`);
  return parts;
}

const NG_PREFIX = [
  "0803",
  "0806",
  "0813",
  "0816",
  "0703",
  "0706",
  "0805",
  "0807",
  "0815",
  "0705",
  "0802",
  "0808",
  "0812",
  "0701",
  "0809",
  "0817",
  "0818",
  "0909",
  "0908",
  "0906",
];

export const NG: Country = {
  code: "NG",
  origins: [
    [
      25,
      origin(
        "yoruba",
        "western",
        "Oluwaseun|Funmilayo|Temitope|Oluwakemi|Adebola|Yetunde|Morenike",
        "Adebayo|Olumide|Babatunde|Oluwafemi|Ayodele|Kolawole",
        "Adeyemi|Ogunleye|Olatunji|Adebisi|Akinola|Oyelaran|Fashola|Ogundipe",
      ),
    ],
    [
      22,
      origin(
        "igbo",
        "western",
        "Ngozi|Chiamaka|Ifeoma|Adaobi|Nkechi|Uchechi",
        "Chukwuemeka|Obinna|Ikenna|Chinedu|Nnamdi|Ebuka",
        "Okonkwo|Eze|Nwosu|Okafor|Obi|Nwachukwu|Onyekachi|Uzoma|Anyanwu",
      ),
    ],
    [
      20,
      origin(
        "hausa-fulani",
        "western",
        "Aisha|Hadiza|Zainab|Hauwa|Fatima|Amina",
        "Abubakar|Musa|Usman|Ibrahim|Aminu|Sani",
        "Bello|Danjuma|Abdullahi|Garba|Sani|Yakubu|Lawal|Mohammed",
      ),
    ],
    [
      10,
      origin(
        "edo-ijaw",
        "western",
        "Osarugue|Ebiere|Tari|Efe",
        "Osagie|Ebikabowei|Tamuno|Ehis",
        "Osaro|Ebiwei|Igbinedion|Okoro|Ogbebor",
      ),
    ],
    [
      8,
      origin(
        "efik-ibibio",
        "western",
        "Aniekan|Mfon|Eno|Imaobong",
        "Udeme|Ekpenyong|Etim|Bassey",
        "Ekpo|Etim|Bassey|Udoh|Akpan|Essien",
      ),
    ],
    [
      15,
      origin(
        "ng-word-names",
        "western",
        "Blessing|Patience|Favour|Precious|Comfort|Mercy|Peace",
        "Goodluck|Sunday|Godswill|Friday|Innocent|Emmanuel|Gift",
        "Okoro|Eze|Bello|Adamu|Johnson|Peters|Onu",
      ),
    ],
  ],
  dateFormats: [
    [5, "dd/mm/yyyy"],
    [3, "dth Month, yyyy"],
    [2, "d Month yyyy"],
    [2, "dd-mm-yyyy"],
    [1, "d/m/yy"],
  ],
  address: ngAddress,
  phones: [
    phone("ng-mobile", (r) => `${r.pick(NG_PREFIX)} ${r.digits(3)} ${r.digits(4)}`),
    phone("ng-mobile-run", (r) => `${r.pick(NG_PREFIX)}${r.digits(7)}`),
    phone("ng-intl", (r) => `+234 ${r.pick(NG_PREFIX).slice(1)} ${r.digits(3)} ${r.digits(4)}`),
    phone("ng-mobile-dash", (r) => `${r.pick(NG_PREFIX)}-${r.digits(3)}-${r.digits(4)}`),
  ],
  patientIds: [
    id(
      "Hosp. No: ",
      "ng-hospital-number",
      "record-id",
      (r) =>
        `${r.pick(["LUTH", "UCH", "UNTH", "ABUTH", "AKTH", "UBTH", "OAUTHC", "UPTH"])}/${r.pick(["", "A/"])}${r.int(10, 25)}/${r.digits(r.pick([4, 5]))}`,
    ),
    id("Hospital No. ", "ng-hospital-number-run", "record-id", (r) => `${r.digits(2)}/${r.digits(5)}`),
    id("NIN: ", "ng-nin", "national-id", (r) => r.digits(11)),
    id("NHIA No. ", "ng-nhia", "health-id", (r) => `${r.digits(8)}-${r.pick(["0", "1", "2"])}${r.int(1, 4)}`),
  ],
  clinicianIds: [
    id("MDCN Folio ", "ng-mdcn-folio", "clinician-id", (r) => `MDCN/R/${r.digits(5)}`),
    id("Folio No. ", "ng-mdcn-folio-run", "clinician-id", (r) => r.digits(5)),
    id("NMCN ", "ng-nmcn", "clinician-id", (r) => `RN ${r.digits(6)}`),
  ],
  hospitals: [
    "Lagos University Teaching Hospital",
    "University College Hospital Ibadan",
    "University of Nigeria Teaching Hospital Ituku-Ozalla",
    "Aminu Kano Teaching Hospital",
    "National Hospital Abuja",
    "University of Port Harcourt Teaching Hospital",
    "University of Benin Teaching Hospital",
    "Ahmadu Bello University Teaching Hospital",
    "University of Calabar Teaching Hospital",
    "Obafemi Awolowo University Teaching Hospitals Complex",
    "General Hospital Ikorodu",
    "Federal Medical Centre Ebute-Metta",
  ],
  clinics: [
    "Primary Health Centre Ajegunle",
    "Comprehensive Health Centre Kubwa",
    "St. Nicholas Hospital",
    "Reddington Hospital",
    "Mother and Child Hospital Akure",
    "Faith Mediplex",
  ],
  pharmacies: ["HealthPlus Pharmacy Ikeja", "MedPlus Pharmacy Yaba", "Alpha Pharmacy Enugu"],
  employers: [
    "Dangote Cement Obajana",
    "Nigerian Breweries",
    "Shell Petroleum Development Company",
    "Guaranty Trust Bank",
    "Lagos State Ministry of Education",
    "Nigeria Police Force",
  ],
  schools: ["Queen's College Yaba", "Federal Government College Enugu", "Corona Secondary School Agbara"],
  words: { gp: "GP", ed: "CHER", ambulance: "LASAMBUS", emergencyNo: "112", mobile: "GSM" },
  emailDomains: ["yahoo.com", "gmail.com", "outlook.com"],
};
