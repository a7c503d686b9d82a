/** India: Aadhaar (Verhoeff), ABHA, PAN, PIN codes, localities (Nagar, Colony, Layout, Taluk, District), s/o. */
import { verhoeffDigit } from "../checks.ts";
import type { AddressBit, CountryKit, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

/** `state` is the state (not PHI), `postcode` the six-digit PIN. */
const TOWNS: Town[] = [
  { name: "Delhi", state: "", postcode: "110085" },
  { name: "Bengaluru", state: "Karnataka", postcode: "560041" },
  { name: "Chennai", state: "Tamil Nadu", postcode: "600040" },
  { name: "Pune", state: "Maharashtra", postcode: "411038" },
  { name: "Kolkata", state: "West Bengal", postcode: "700091" },
  { name: "Hyderabad", state: "Telangana", postcode: "500032" },
  { name: "Kochi", state: "Kerala", postcode: "682030" },
  { name: "Lucknow", state: "Uttar Pradesh", postcode: "226010" },
  { name: "Jaipur", state: "Rajasthan", postcode: "302017" },
  { name: "Ludhiana", state: "Punjab", postcode: "141002" },
  { name: "Madurai", state: "Tamil Nadu", postcode: "625020" },
  { name: "Nagpur", state: "Maharashtra", postcode: "440022" },
  { name: "Coimbatore", state: "Tamil Nadu", postcode: "641002" },
  { name: "Thrissur", state: "Kerala", postcode: "680001" },
  { name: "Patna", state: "Bihar", postcode: "800001" },
  { name: "Bhopal", state: "Madhya Pradesh", postcode: "462001" },
  { name: "Guwahati", state: "Assam", postcode: "781001" },
  { name: "Visakhapatnam", state: "Andhra Pradesh", postcode: "530003" },
  { name: "Mysuru", state: "Karnataka", postcode: "570001" },
  { name: "Amritsar", state: "Punjab", postcode: "143001" },
  { name: "Indore", state: "Madhya Pradesh", postcode: "452001" },
  { name: "Bhubaneswar", state: "Odisha", postcode: "751001" },
];

const LOCALITY_STEMS = [
  "Gandhi",
  "Shanti",
  "Anna",
  "Malviya",
  "Rajaji",
  "Indira",
  "Nehru",
  "Ambedkar",
  "Vivek",
  "Lajpat",
  "BTM",
  "HSR",
];
const LOCALITY_HEADS = ["Nagar", "Colony", "Layout", "Enclave", "Vihar", "Puram", "Extension"];
const VILLAGES = ["Hosakote", "Kadur", "Tiruvallur", "Sirsi", "Palladam", "Bhor", "Ratia"];

function locality(r: Rng): { text: string; kind: string } {
  return { text: `${r.pick(LOCALITY_STEMS)} ${r.pick(LOCALITY_HEADS)}`, kind: "in-locality" };
}

function street(r: Rng): { text: string; kind: string } {
  return r.weighted([
    [
      3,
      {
        text: `Flat ${r.int(1, 12)}${r.pick(["A", "B", "C", "D"])}, Sector ${r.int(1, 62)}`,
        kind: "in-flat-sector",
      },
    ],
    [
      3,
      {
        text: `No. ${r.int(1, 400)}, ${r.int(1, 16)}th Cross, ${r.int(1, 9)}${r.pick(["st", "nd", "rd", "th"])} Main`,
        kind: "in-cross-main",
      },
    ],
    [2, { text: `H.No. ${r.int(1, 20)}-${r.int(1, 9)}-${r.int(10, 450)}`, kind: "in-house-number" }],
    [
      2,
      {
        text: `${r.int(1, 99)}, ${r.pick(["MG Road", "Station Road", "Temple Street", "Old Mill Road", "Kamarajar Salai"])}`,
        kind: "in-road",
      },
    ],
    [1, { text: `Plot ${r.int(1, 300)}, ${r.pick(["Phase II", "Block C", "Pocket 4"])}`, kind: "in-plot" }],
  ]);
}

function pin(r: Rng, town: Town): { text: string; kind: string } {
  return r.chance(0.75)
    ? { text: town.postcode, kind: "in-pin" }
    : { text: `${town.postcode.slice(0, 3)} ${town.postcode.slice(3)}`, kind: "in-pin-spaced" };
}

function aadhaar(r: Rng): string {
  const body = String(r.int(2, 9)) + r.digits(10);
  const n = body + verhoeffDigit(body);
  return r.weighted([
    [3, `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`],
    [1, n],
    [1, `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`],
  ]);
}

export const IN: CountryKit = {
  code: "IN",
  name: "India",
  origins: [
    {
      name: "Hindi",
      female: [
        "Sunita",
        "Pooja",
        "Kavita",
        "Anjali",
        "Rekha",
        "Priyanka",
        "Neha",
        "Sarita",
        "Geeta",
        "Manisha",
      ],
      male: ["Rajesh", "Amit", "Sanjay", "Vikas", "Deepak", "Ramesh", "Suresh", "Mahesh", "Anil", "Rakesh"],
      surnames: [
        "Sharma",
        "Verma",
        "Yadav",
        "Tiwari",
        "Mishra",
        "Chauhan",
        "Pandey",
        "Kumar",
        "Devi",
        "Gupta",
        "Srivastava",
        "Dubey",
        "Saxena",
      ],
      form: "western",
    },
    {
      name: "Tamil",
      female: [
        "Lakshmi",
        "Meenakshi",
        "Kalaivani",
        "Selvi",
        "Vasuki",
        "Thenmozhi",
        "Revathi",
        "Priya",
        "Anitha",
      ],
      male: [
        "Senthil",
        "Murugan",
        "Karthikeyan",
        "Saravanan",
        "Balaji",
        "Arumugam",
        "Ganesan",
        "Prabhu",
        "Dinesh",
      ],
      surnames: [
        "Rajendran",
        "Subramaniam",
        "Palaniappan",
        "Krishnan",
        "Velusamy",
        "Natarajan",
        "Ramasamy",
        "Shanmugam",
        "Annamalai",
        "Periyasamy",
      ],
      form: "initial-first",
    },
    {
      name: "Punjabi (India)",
      female: ["Manjit", "Harleen", "Rajwinder", "Simranjeet", "Kulwinder"],
      male: ["Gurmeet", "Balwinder", "Paramjit", "Harpal", "Jagdeep"],
      surnames: ["Singh", "Kaur", "Bajwa", "Randhawa", "Cheema", "Gill", "Sandhu", "Dhaliwal", "Virk"],
      form: "western",
    },
    {
      name: "Bengali",
      female: ["Sraboni", "Moumita", "Rituparna", "Sohini", "Paromita", "Ishani", "Tanusree"],
      male: ["Soumitra", "Arnab", "Debashis", "Subhajit", "Sayan", "Abhijit", "Tapas"],
      surnames: [
        "Chatterjee",
        "Bandyopadhyay",
        "Mukherjee",
        "Ghosh",
        "Sengupta",
        "Bhattacharya",
        "Das",
        "Majumdar",
        "Chakraborty",
        "Roy",
      ],
      form: "western",
    },
    {
      name: "Malayali",
      female: ["Aswathy", "Reshma", "Anjana", "Sreelakshmi", "Divya", "Nimisha", "Lekha"],
      male: ["Jithin", "Sreejith", "Anoop", "Biju", "Rajeev", "Manoj", "Shibu"],
      surnames: [
        "Nair",
        "Menon",
        "Pillai",
        "Kurian",
        "Varghese",
        "Panicker",
        "Kuttappan",
        "Mathew",
        "Namboothiri",
        "Thampi",
      ],
      form: "indian-so",
    },
    {
      name: "Telugu",
      female: ["Sravani", "Lavanya", "Padmavathi", "Sirisha", "Bhavani", "Keerthi"],
      male: ["Venkatesh", "Srinivas", "Naveen", "Ravi Teja", "Kiran", "Prasad"],
      surnames: [
        "Reddy",
        "Naidu",
        "Chowdary",
        "Gorantla",
        "Kondapalli",
        "Chilukuri",
        "Nallapati",
        "Yarlagadda",
        "Kommineni",
      ],
      form: "western",
    },
  ],
  towns: TOWNS,
  street,
  postcode: pin,
  address(r, town) {
    const bits: AddressBit[] = [street(r), ", ", locality(r), ", "];
    if (r.chance(0.3)) {
      bits.push({ text: `${r.pick(VILLAGES)} Taluk`, kind: "in-taluk" }, ", ");
      bits.push({ text: `${town.name} ${r.pick(["Rural District", "District"])}`, kind: "in-district" });
    } else bits.push({ text: town.name, kind: "in-city" });
    bits.push(r.chance(0.5) ? " - " : " ", pin(r, town));
    if (town.state !== "" && r.chance(0.6)) bits.push(`, ${town.state}`);
    return bits;
  },
  phones: [
    {
      kind: "in-mobile-intl",
      label: "Mob",
      group: "phone",
      make: (r) => `+91 ${r.pick(["98", "99", "97", "94", "70", "81"])}${r.digits(3)} ${r.digits(5)}`,
    },
    {
      kind: "in-mobile",
      label: "Mobile",
      group: "phone",
      make: (r) => `${r.pick(["98", "99", "96", "88"])}${r.digits(8)}`,
    },
    {
      kind: "in-mobile-zero",
      label: "Ph",
      group: "phone",
      make: (r) => `0${r.pick(["98", "94"])}${r.digits(3)} ${r.digits(5)}`,
    },
    {
      kind: "in-landline",
      label: "Tel",
      group: "phone",
      make: (r) => `0${r.pick(["80", "44", "22", "11"])}-${r.digits(4)} ${r.digits(4)}`,
    },
    {
      kind: "in-landline-brackets",
      label: "Ph",
      group: "phone",
      make: (r) => `(0${r.pick(["80", "40", "33"])}) ${r.digits(4)} ${r.digits(4)}`,
    },
    { kind: "in-ext", label: "Extn.", group: "phone", make: (r) => r.digits(4) },
  ],
  ids: [
    { kind: "in-aadhaar", label: "Aadhaar", checked: true, group: "national-id", make: aadhaar },
    {
      kind: "in-abha",
      label: "ABHA No",
      group: "health-id",
      make: (r) => `${r.digits(2)}-${r.digits(4)}-${r.digits(4)}-${r.digits(4)}`,
    },
    {
      kind: "in-pan",
      label: "PAN",
      group: "national-id",
      make: (r) =>
        `${r.letters(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}P${r.letters(1)}${r.digits(4)}${r.letters(1)}`,
    },
    {
      kind: "in-uhid",
      label: "UHID",
      group: "record-id",
      make: (r) => `${r.pick(["UH", "AIIMS", "MRD"])}${r.digits(8)}`,
    },
    {
      kind: "in-ip-number",
      label: "IP No",
      group: "record-id",
      make: (r) => `${r.digits(4)}/${r.digits(2)}`,
    },
    {
      kind: "in-passport",
      label: "Passport",
      group: "other-id",
      make: (r) => `${r.letters(1)}${r.digits(7)}`,
    },
    {
      kind: "in-plate",
      label: "Vehicle No",
      group: "other-id",
      make: (r) => `${r.pick(["MH", "KA", "TN", "DL", "KL"])} ${r.digits(2)} ${r.letters(2)} ${r.digits(4)}`,
    },
  ],
  registrations: [
    {
      kind: "in-nmc",
      label: "Reg. No",
      group: "clinician-id",
      make: (r) => `${r.pick(["KMC", "TNMC", "DMC/R", "MMC"])} ${r.digits(5)}`,
    },
    { kind: "in-mci", label: "MCI Reg", group: "clinician-id", make: (r) => `MCI-${r.digits(5)}` },
  ],
  facility(r, town) {
    return r.weighted([
      [
        2,
        {
          text: `${r.pick(["Sai", "Shree", "Lakshmi", "Annapoorna"])} ${r.pick(["Nursing Home", "Multispeciality Hospital", "Clinic"])}`,
          kind: "in-private-hospital",
        },
      ],
      [2, { text: `PHC ${r.pick(VILLAGES)}`, kind: "in-phc" }],
      [1, { text: `${r.pick(VILLAGES)} Taluk Hospital`, kind: "in-taluk-hospital" }],
      [1, { text: r.pick(["Rainbow", "Kaveri", "Sanjeevani"]), kind: "bare-hospital" }],
      [1, { text: r.pick(["Vasavi Textiles", "Ashok Leyland depot", "Kestrel Foods"]), kind: "employer" }],
      [
        1,
        {
          text: `Govt. ${r.pick(["General Hospital", "Medical College"])}, ${town.name}`,
          kind: "in-government",
        },
      ],
      [
        1,
        {
          text: `${r.pick(["Kendriya Vidyalaya", "DAV Public School", "St Joseph's Convent"])}`,
          kind: "in-school",
        },
      ],
    ]);
  },
  dateFormats: [
    [4, "dmy-slash"],
    [3, "dmy-dash"],
    [2, "dmy-dot"],
    [2, "d-mon-yy"],
    [1, "dmy-slash-short"],
    [1, "ordinal-month-y"],
  ],
  triage: ["triage red", "triage yellow"],
  lookalikes: [
    "Tab. Dolo 650 TDS, T. Pan-D 40 OD before food, Inj. Monocef 1 g IV BD.",
    "Hb 10.2 g/dL, TLC 11,400, Sr. creatinine 1.2 mg/dL, RBS 212 mg/dL.",
    "Widal negative; NS1 antigen positive; platelets 82,000.",
    "Shifted to bed 14 in the medical ward; vitals stable, GCS 15/15.",
    "Ayushman Bharat card sighted; cashless approval awaited from the TPA.",
    "Review after 2/52 with reports; continue Crocin SOS for fever.",
    "Mantoux 12 mm; CBNAAT sent; sputum AFB x2 awaited.",
    "Glasgow Coma Scale 14; Bishop score 6; Apgar 8 and 9.",
  ],
};
