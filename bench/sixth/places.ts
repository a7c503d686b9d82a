/**
 * Addresses, facilities, employers and schools of each country, written by hand from general
 * knowledge (real suburbs, towns and hospitals are public facts; postcodes in their real ranges).
 * Every address is returned as labelled parts: street line, locality, town, postcode; states and
 * provinces are printed but not labelled (docs/evaluation.md, "Label conventions").
 */
import { join, lab, type Piece } from "./doc.ts";
import type { Country } from "./people.ts";
import type { Rng } from "./rng.ts";

const w = (s: string): string[] => s.split(",").map((x) => x.trim());
const L = (v: string, cat: "street" | "town" | "postcode" | "facility" | "employer" | "school"): Piece =>
  lab(v, "Location", cat);

/** Towns with state and postcode prefix for AU. */
const AU = [
  ["Parramatta", "NSW", "2150"],
  ["Blacktown", "NSW", "2148"],
  ["Footscray", "VIC", "3011"],
  ["Dandenong", "VIC", "3175"],
  ["Logan Central", "QLD", "4114"],
  ["Townsville", "QLD", "4810"],
  ["Elizabeth", "SA", "5112"],
  ["Joondalup", "WA", "6027"],
  ["Alice Springs", "NT", "0870"],
  ["Launceston", "TAS", "7250"],
] as const;
const NZ = [
  ["Mangere", "Auckland", "2022"],
  ["Ōtara", "Auckland", "2023"],
  ["Porirua", "", "5022"],
  ["Kaitaia", "", "0410"],
  ["Rotorua", "", "3010"],
  ["Gisborne", "", "4010"],
  ["Hamilton East", "Hamilton", "3216"],
] as const;
const CA = [
  ["Montréal", "QC", "H2X 3K8"],
  ["Sudbury", "ON", "P3A 4R7"],
  ["Thunder Bay", "ON", "P7B 5E1"],
  ["Saskatoon", "SK", "S7K 0J5"],
  ["Winnipeg", "MB", "R3E 0W3"],
  ["Gatineau", "QC", "J8Y 6S8"],
  ["Moncton", "NB", "E1C 4B8"],
] as const;
const IE = [
  ["Ballincollig", "Co. Cork", "P31 X2Y4"],
  ["Tallaght", "Dublin 24", "D24 NR04"],
  ["Ennis", "Co. Clare", "V95 H2T6"],
  ["Letterkenny", "Co. Donegal", "F92 AE81"],
  ["Tuam", "Co. Galway", "H54 K7P3"],
  ["Navan", "Co. Meath", "C15 R8W2"],
] as const;
const IN = [
  ["Indiranagar", "Bengaluru", "560038"],
  ["Ameerpet", "Hyderabad", "500016"],
  ["Vashi", "Navi Mumbai", "400703"],
  ["Anna Nagar", "Chennai", "600040"],
  ["Salt Lake", "Kolkata", "700091"],
  ["Kothrud", "Pune", "411038"],
  ["Gomti Nagar", "Lucknow", "226010"],
] as const;
const ZA = [
  ["Parktown", "Johannesburg", "2193"],
  ["Soweto", "Johannesburg", "1804"],
  ["Gugulethu", "Cape Town", "7750"],
  ["Gardens", "Cape Town", "8001"],
  ["Umlazi", "Durban", "4031"],
  ["Mthatha", "", "5099"],
  ["Polokwane", "", "0699"],
] as const;
const NG = [
  ["Victoria Island", "Lagos"],
  ["Surulere", "Lagos"],
  ["Bodija", "Ibadan"],
  ["Independence Layout", "Enugu"],
  ["Nassarawa GRA", "Kano"],
  ["Wuse II", "Abuja"],
] as const;
const SG = ["Ang Mo Kio", "Tampines", "Jurong West", "Bedok North", "Yishun", "Toa Payoh", "Woodlands"];
const UK = [
  ["Headingley", "Leeds", "LS6 2AB"],
  ["Moss Side", "Manchester", "M14 4PX"],
  ["Sparkbrook", "Birmingham", "B11 1JE"],
  ["Splott", "Cardiff", "CF24 2DF"],
  ["Govanhill", "Glasgow", "G42 7QA"],
] as const;
const US = [
  ["Dayton", "OH", "45402"],
  ["El Paso", "TX", "79901"],
  ["Tacoma", "WA", "98402"],
  ["Gary", "IN", "46402"],
  ["Fresno", "CA", "93721"],
] as const;

const STREETS: Record<Country, readonly string[]> = {
  AU: w("Banksia St,Wattle Ave,Bottlebrush Cres,Station Rd,Kurrajong Way,Jacaranda Dr"),
  NZ: w("Kowhai Road,Pohutukawa Drive,Tui Street,Rimu Place,Māngere Road"),
  CA: w("Rue Saint-Denis,Maple Cres,Birch Ave,Portage Ave,Boul. Saint-Joseph,Elm St"),
  IE: w("Ashgrove Park,Church View,Oakwood Lawn,Bóthar na Trá,Glenview Drive"),
  IN: w("2nd Cross,100 Feet Road,MG Road,4th Main,Link Road,Station Road"),
  ZA: w("Jan Smuts Ave,Kloof St,Vilakazi St,Mandela Drive,Voortrekker Rd"),
  NG: w("Adeola Odeku St,Ahmadu Bello Way,Ogui Road,Awolowo Road,Bompai Road"),
  SG: w("Ave 3,Ave 6,St 21,Ave 10,Ring Road"),
  UK: w("Cedar Road,Victoria Terrace,Mill Lane,Ladypool Road,Albert Street"),
  US: w("Oak Street,Martin Luther King Jr Blvd,Alameda Ave,Elm Drive,Pine Street"),
};

export interface Address {
  /** The address as printed, one line (comma separated) or several. */
  readonly pieces: Piece[];
  /** The town or suburb as a labelled piece, for "lives in …". */
  readonly town: Piece;
  readonly townName: string;
}

const APTS = w("Sai Krupa Apts,Lakshmi Residency,Green Glen Layout,Prestige Shantiniketan,Sri Sai Nilayam");

export function address(rng: Rng, c: Country, lines: boolean): Address {
  const n = String(rng.int(1, 240));
  const street = rng.pick(STREETS[c]);
  let parts: Piece[];
  let town: Piece;
  if (c === "AU") {
    const [sub, st, pc] = rng.pick(AU);
    town = L(sub, "town");
    const unit = rng.chance(0.3) ? `Unit ${rng.int(1, 12)}/` : "";
    parts = [L(`${unit}${n} ${street}`, "street"), [town, ` ${st} `, L(pc, "postcode")]];
  } else if (c === "NZ") {
    const [sub, city, pc] = rng.pick(NZ);
    town = L(sub, "town");
    parts = [
      L(`${n} ${street}`, "street"),
      town,
      ...(city ? [[L(city, "town"), " ", L(pc, "postcode")]] : [L(pc, "postcode")]),
    ];
  } else if (c === "CA") {
    const [city, pr, pc] = rng.pick(CA);
    town = L(city, "town");
    const apt = rng.chance(0.3) ? `${rng.int(101, 1804)}-` : "";
    parts = [L(`${apt}${n} ${street}`, "street"), [town, ` ${pr}  `, L(pc, "postcode")]];
  } else if (c === "IE") {
    const [town0, county, eir] = rng.pick(IE);
    town = L(town0, "town");
    parts = [L(`${n} ${street}`, "street"), town, L(county, "town"), L(eir, "postcode")];
  } else if (c === "IN") {
    const [area, city, pin] = rng.pick(IN);
    town = L(city, "town");
    const flat = `Flat ${rng.int(1, 12)}${rng.pick(["A", "B", "C", "D"])}`;
    parts = rng.chance(0.5)
      ? [
          L(flat, "street"),
          L(rng.pick(APTS), "street"),
          L(street, "street"),
          L(area, "town"),
          [town, " ", L(pin, "postcode")],
        ]
      : [
          L(`H.No. ${rng.int(1, 20)}-${rng.int(1, 9)}-${rng.int(10, 450)}`, "street"),
          L(area, "town"),
          [town, " - ", L(pin, "postcode")],
        ];
  } else if (c === "ZA") {
    const [sub, city, pc] = rng.pick(ZA);
    town = L(sub, "town");
    parts = [L(`${n} ${street}`, "street"), town, ...(city ? [L(city, "town")] : []), L(pc, "postcode")];
  } else if (c === "NG") {
    const [area, city] = rng.pick(NG);
    town = L(area, "town");
    parts = [L(`${rng.pick(["Plot", "No", "No."])} ${n}, ${street}`, "street"), town, L(city, "town")];
  } else if (c === "SG") {
    const estate = rng.pick(SG);
    town = L(estate, "town");
    const blk = `Blk ${rng.int(100, 899)} ${estate} ${street}`;
    const unit = `#${String(rng.int(2, 25)).padStart(2, "0")}-${rng.int(10, 480)}`;
    const pc = `${rng.pick(["56", "52", "64", "46", "76", "31", "73"])}${rng.digits(4)}`;
    parts = [
      [L(blk, "street"), " ", L(unit, "street")],
      rng.chance(0.5) ? ["Singapore ", L(pc, "postcode")] : L(`S${pc}`, "postcode"),
    ];
  } else if (c === "UK") {
    const [sub, city, pc] = rng.pick(UK);
    town = L(city, "town");
    parts = [L(`${n} ${street}`, "street"), L(sub, "town"), town, L(pc, "postcode")];
  } else {
    const [city, st, zip] = rng.pick(US);
    town = L(city, "town");
    const apt = rng.chance(0.3) ? `, Apt ${rng.int(1, 9)}${rng.pick(["A", "B"])}` : "";
    parts = [L(`${n} ${street}${apt}`, "street"), [town, `, ${st} `, L(zip, "postcode")]];
  }
  const townName = (town as { v: string }).v;
  return { pieces: join(parts, lines ? "\n" : ", "), town, townName };
}

/** Hospitals (and what clinicians call them), clinics and practices, per country. */
const FACILITIES: Record<Country, readonly string[]> = {
  AU: w(
    "Westmead Hospital,Royal Melbourne Hospital,Logan Hospital,Townsville University Hospital,Alice Springs Hospital,Banksia Family Medical Centre,Joondalup Health Campus,Lyell McEwin",
  ),
  NZ: w(
    "Middlemore Hospital,Waikato Hospital,Whangārei Hospital,Te Puna Ora Medical Centre,Kenepuru,Rotorua Hospital,Turuki Healthcare",
  ),
  CA: w(
    "Sunnybrook,The Ottawa Hospital,CHUM,Health Sciences North,Foothills Medical Centre,Royal University Hospital,CLSC Saint-Henri,Misericordia",
  ),
  IE: w(
    "Cork University Hospital,St James's Hospital,University Hospital Galway,Beaumont Hospital,Letterkenny University Hospital,Tallaght University Hospital,the Mater",
  ),
  IN: w(
    "AIIMS New Delhi,CMC Vellore,Apollo Hospitals Greams Road,KEM Hospital,Manipal Hospital Old Airport Road,NIMHANS,Sassoon General Hospital,PHC Hoskote",
  ),
  ZA: w(
    "Chris Hani Baragwanath Academic Hospital,Groote Schuur Hospital,Tygerberg Hospital,King Edward VIII Hospital,Gugulethu CHC,Mthatha Regional Hospital,Bara",
  ),
  NG: w(
    "LUTH,Lagos University Teaching Hospital,UCH Ibadan,Aminu Kano Teaching Hospital,UNTH Enugu,National Hospital Abuja,Reddington Hospital,LASUTH",
  ),
  SG: w(
    "Tan Tock Seng Hospital,Singapore General Hospital,KK Women's and Children's Hospital,Changi General Hospital,Ang Mo Kio Polyclinic,Khoo Teck Puat Hospital,NUH",
  ),
  UK: w(
    "St James's University Hospital,Manchester Royal Infirmary,Heartlands Hospital,University Hospital of Wales,Queen Elizabeth University Hospital,Ladypool Surgery",
  ),
  US: w(
    "Miami Valley Hospital,University Medical Center of El Paso,Tacoma General,Methodist Northlake,Community Regional Medical Center,Mercy Family Clinic",
  ),
};
const EMPLOYERS: Record<Country, readonly string[]> = {
  AU: w("Woolworths Blacktown,Rio Tinto,Bunnings Dandenong,Qantas,Toll Group"),
  NZ: w("Fonterra,Countdown Māngere,Port of Tauranga,Air New Zealand"),
  CA: w("Vale Sudbury,Hydro-Québec,Tim Hortons,Canada Post"),
  IE: w("Intel Leixlip,Dunnes Stores,Apple Hollyhill,Bord na Móna"),
  IN: w("Infosys,Tata Motors Pimpri,BBMP,Wipro Sarjapur"),
  ZA: w("Anglo American Platinum,Shoprite Gugulethu,Transnet,Eskom Lethabo"),
  NG: w("Dangote Cement,Shoprite Lekki,NNPC,Zenith Bank Marina"),
  SG: w("SBS Transit,DBS Bank,Changi Airport Group,Sheng Siong Yishun"),
  UK: w("Royal Mail Leeds,Tesco Extra,Greggs,Arriva"),
  US: w("Walmart Supercenter,Tyson Foods,Amazon fulfillment center,UPS"),
};
const SCHOOLS: Record<Country, readonly string[]> = {
  AU: w("Parramatta High School,St Mary's Primary,Dandenong West Primary"),
  NZ: w("Māngere College,Te Kura Kaupapa Māori o Ōtara,Porirua School"),
  CA: w("École secondaire Saint-Luc,Lo-Ellen Park Secondary,Sir John A. Macdonald Collegiate"),
  IE: w("Scoil Mhuire,Coláiste Chríost Rí,St Brigid's NS"),
  IN: w("Kendriya Vidyalaya No. 2,DPS Bangalore East,St Joseph's Boys' High School"),
  ZA: w("Orlando High School,Rhodes High,Hoërskool Waterkloof"),
  NG: w("King's College Lagos,Queen's College Yaba,Loyola Jesuit College"),
  SG: w("Ang Mo Kio Primary,Temasek Junior College,Yishun Secondary"),
  UK: w("Roundhay School,Moss Side Primary,Cardiff High"),
  US: w("Dunbar High School,Ysleta Middle School,Lincoln Elementary"),
};

export const facility = (rng: Rng, c: Country): Piece => L(rng.pick(FACILITIES[c]), "facility");
export const facilityName = (rng: Rng, c: Country): string => rng.pick(FACILITIES[c]);
export const employer = (rng: Rng, c: Country): Piece => L(rng.pick(EMPLOYERS[c]), "employer");
export const school = (rng: Rng, c: Country): Piece => L(rng.pick(SCHOOLS[c]), "school");
/** A named ward (PHI: it places the patient) — ward and bed numbers are not. */
export const ward = (rng: Rng): Piece =>
  L(
    rng.pick([
      "Kōwhai Ward",
      "Rowan Ward",
      "Jacaranda Ward",
      "Sushruta Block",
      "St Brigid's Ward",
      "Nightingale Ward",
    ]),
    "facility",
  );
