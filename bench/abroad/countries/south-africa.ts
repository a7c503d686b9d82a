/** South Africa, written from general knowledge of its health system. */
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
