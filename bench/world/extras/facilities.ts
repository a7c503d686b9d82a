/**
 * Facilities as clinicians of each country write them when they do not spell out a registered name:
 * abbreviations ("RPA", "CHBAH", "TTSH"), bare names without a head word ("Westmead", "Tygerberg"),
 * the same with "Hospital" after them, insurers and health funds, pharmacy chains with a branch,
 * schools and employers. Public institutions and companies, named as anyone writes them.
 */
import type { CountryCode, Facility, Town } from "../kit.ts";
import type { Rng } from "../rng.ts";

interface FacilityLists {
  readonly abbrev: readonly string[];
  /** Hospital names without their head word. */
  readonly bare: readonly string[];
  readonly insurers: readonly string[];
  /** Pharmacy chains; the branch's town follows. */
  readonly chains: readonly string[];
  readonly schools: readonly string[];
  readonly employers: readonly string[];
}

const LISTS: Record<CountryCode, FacilityLists> = {
  AU: {
    abbrev: ["RPA", "RMH", "RBWH", "RNSH", "SCGH", "RAH", "TCH", "RHH", "QEII"],
    bare: [
      "Westmead",
      "Concord",
      "Monash",
      "Nepean",
      "Royal Melbourne",
      "Princess Alexandra",
      "Fiona Stanley",
      "Sir Charles Gairdner",
      "Royal Darwin",
    ],
    insurers: ["Medibank", "Bupa", "HCF", "nib", "HBF", "Allianz", "QBE", "Suncorp", "GIO"],
    chains: ["Priceline Pharmacy", "Chemist Warehouse", "TerryWhite Chemmart", "Blooms The Chemist"],
    schools: [
      "Girraween Public School",
      "Marist College",
      "Hills Sports High School",
      "Our Lady of Lourdes Primary School",
    ],
    employers: ["Bunnings", "Woolworths", "Coles", "Rio Tinto", "BHP", "Qantas", "Toll Group", "Linfox"],
  },
  NZ: {
    abbrev: ["ACH", "NSH", "WTH", "CHCH Hosp", "DCH", "HBH"],
    bare: ["Middlemore", "Waikato", "Starship", "Greenlane", "Wakefield", "Burwood", "Hutt", "Tauranga"],
    insurers: ["Southern Cross", "nib", "AIA", "Partners Life", "UniMed", "Accuro"],
    chains: ["Unichem", "Life Pharmacy", "Chemist Warehouse", "Bargain Chemist"],
    schools: [
      "Rangitoto College",
      "Te Kura Kaupapa Māori o Hoani Waititi",
      "Aorere College",
      "Kelston Boys' High School",
    ],
    employers: [
      "Fonterra",
      "Fletcher Building",
      "Countdown",
      "Air New Zealand",
      "Silver Fern Farms",
      "Mainfreight",
    ],
  },
  CA: {
    abbrev: ["SMH", "TGH", "VGH", "TOH", "CHEO", "MUHC", "CHUM", "HSC", "RVH", "KGH"],
    bare: [
      "Sunnybrook",
      "SickKids",
      "Foothills",
      "St. Paul's",
      "Kingston General",
      "Royal Columbian",
      "Health Sciences North",
    ],
    insurers: ["Manulife", "Sun Life", "Canada Life", "Blue Cross", "Desjardins", "Green Shield"],
    chains: ["Shoppers Drug Mart", "Rexall", "Jean Coutu", "London Drugs", "Pharmasave"],
    schools: [
      "Northern Secondary School",
      "Collège Jean-de-Brébeuf",
      "Vincent Massey Collegiate",
      "École secondaire Saint-Luc",
    ],
    employers: ["Canadian Tire", "Loblaws", "CN Rail", "Tim Hortons", "Hydro-Québec", "Magna"],
  },
  IE: {
    abbrev: ["CUH", "SVUH", "UHL", "UHG", "MMUH", "OLCHC", "TUH", "SJH", "UHW", "UHK"],
    bare: [
      "Beaumont",
      "Tallaght",
      "St James's",
      "the Mater",
      "Rotunda",
      "Coombe",
      "Holles Street",
      "Connolly",
    ],
    insurers: ["VHI", "Laya Healthcare", "Irish Life Health", "Level Health", "FBD", "Aviva"],
    chains: ["McCabes Pharmacy", "Boots", "Hickeys Pharmacy", "Lloyds Pharmacy", "Sam McCauley Chemists"],
    schools: ["Coláiste Mhuire", "Presentation Secondary School", "Gaelscoil Bhríde", "Belvedere College"],
    employers: ["Intel", "Kerry Group", "Dunnes Stores", "Glanbia", "Aer Lingus", "Musgrave"],
  },
  IN: {
    abbrev: ["AIIMS", "PGIMER", "JIPMER", "NIMHANS", "KEM", "RML", "GTB", "SMS Hospital", "CMC Vellore"],
    bare: ["Safdarjung", "Sassoon", "Osmania", "Gandhi", "Rajiv Gandhi Government General", "Lok Nayak"],
    insurers: [
      "Star Health",
      "ICICI Lombard",
      "HDFC Ergo",
      "New India Assurance",
      "Niva Bupa",
      "Medi Assist TPA",
      "MD India TPA",
    ],
    chains: ["Apollo Pharmacy", "MedPlus", "Wellness Forever", "Frank Ross Pharmacy"],
    schools: [
      "Delhi Public School",
      "Zilla Parishad School",
      "Kendriya Vidyalaya No. 2",
      "Holy Cross Convent School",
    ],
    employers: ["Infosys", "Tata Motors", "Reliance Industries", "Maruti Suzuki", "Larsen & Toubro", "Wipro"],
  },
  ZA: {
    abbrev: ["CHBAH", "GSH", "CMJAH", "RCWMCH", "IALCH", "TBH", "HJH", "SBAH"],
    bare: [
      "Baragwanath",
      "Groote Schuur",
      "Tygerberg",
      "Charlotte Maxeke",
      "Red Cross",
      "Helen Joseph",
      "Steve Biko",
      "Livingstone",
      "Edendale",
    ],
    insurers: ["Discovery Health", "Bonitas", "GEMS", "Momentum Health", "Medshield", "Fedhealth", "Bestmed"],
    chains: ["Clicks Pharmacy", "Dis-Chem", "Medirite", "Alpha Pharm"],
    schools: ["Hoërskool Menlopark", "Pinelands High School", "Sekolo sa Borokgo", "Thabo Secondary School"],
    employers: ["Eskom", "Sasol", "Shoprite", "Transnet", "Anglo American", "Pick n Pay"],
  },
  NG: {
    abbrev: ["LASUTH", "UBTH", "JUTH", "UITH", "FMC Owerri", "NHA", "ABUTH", "AKTH"],
    bare: ["Gbagada", "Isolo", "Eko", "St Nicholas", "Lagoon", "Igbobi", "Yaba"],
    insurers: ["Hygeia HMO", "AXA Mansard", "Reliance HMO", "Leadway Health", "Avon HMO", "Clearline HMO"],
    chains: ["HealthPlus", "MedPlus", "Alpha Pharmacy", "Nett Pharmacy"],
    schools: ["Kings College", "Federal Government Girls' College", "Corona School", "Loyola Jesuit College"],
    employers: [
      "Dangote Group",
      "MTN",
      "Nigerian Breweries",
      "Julius Berger",
      "Shoprite Lekki",
      "First Bank",
    ],
  },
  SG: {
    abbrev: ["SGH", "CGH", "KKH", "NTFGH", "IMH", "NCCS", "NHCS", "SKGH"],
    bare: [
      "Alexandra",
      "Mount Elizabeth",
      "Gleneagles",
      "Raffles",
      "Mount Alvernia",
      "Parkway East",
      "Khoo Teck Puat",
    ],
    insurers: ["AIA", "Great Eastern", "Prudential", "NTUC Income", "Singlife", "AXA"],
    chains: ["Guardian Pharmacy", "Watsons", "Unity Pharmacy"],
    schools: [
      "Raffles Institution",
      "Hwa Chong Institution",
      "Bukit Panjang Primary School",
      "Temasek Junior College",
    ],
    employers: ["SIA Engineering", "Keppel", "DBS", "Sembcorp", "ST Engineering"],
  },
};

const cc = (code: CountryCode): string => code.toLowerCase();

/** A hospital: abbreviated, bare, or bare with "Hospital" after it ("Groote Schuur Hospital"). */
export function hospitalOf(code: CountryCode, r: Rng): Facility {
  const l = LISTS[code];
  return r.weighted<Facility>([
    [3, { text: r.pick(l.abbrev), kind: `${cc(code)}-abbrev` }],
    [2, { text: r.pick(l.bare).replace(/^the /, ""), kind: "bare-hospital" }],
    [2, { text: `${r.pick(l.bare).replace(/^the /, "")} Hospital`, kind: `${cc(code)}-named-hospital` }],
  ]);
}

export function facilityOf(code: CountryCode, r: Rng, town: Town): Facility {
  const l = LISTS[code];
  return r.weighted<Facility>([
    [4, hospitalOf(code, r)],
    [2, { text: r.pick(l.insurers), kind: "insurer" }],
    [1, { text: `${r.pick(l.chains)} ${town.name}`, kind: `${cc(code)}-pharmacy-chain` }],
    [1, { text: r.pick(l.chains), kind: `${cc(code)}-pharmacy-chain-bare` }],
    [1, { text: r.pick(l.schools), kind: `${cc(code)}-named-school` }],
    [1, { text: r.pick(l.employers), kind: "employer" }],
  ]);
}

/** Every value the lists hold (the broad PHI-free set's leak check looks for them). */
export function allFacilityNames(): string[] {
  return Object.values(LISTS).flatMap((l) => [
    ...l.abbrev,
    ...l.bare,
    ...l.insurers,
    ...l.chains,
    ...l.schools,
    ...l.employers,
  ]);
}
