/**
 * Places by country for the fifth corpus, written by hand: real public town and suburb names, streets
 * and facilities invented on each country's patterns, postcodes in each country's shape. A US state,
 * an Australian state, a Canadian province, an Indian, Nigerian or South African state or province
 * and a NZ region are printed but never labelled (Safe Harbor keeps the state); an Irish county is
 * labelled (a subdivision of a country without states).
 */
import { type Piece, val, w } from "./label.ts";
import type { Rng } from "./rng.ts";

const s = (text: string): string[] => text.split("|").map((x) => x.trim());

export interface Land {
  readonly towns: readonly string[];
  readonly streets: readonly string[];
  readonly states: readonly string[];
  readonly hospitals: readonly string[];
  readonly clinics: readonly string[];
  readonly practices: readonly string[];
  readonly employers: readonly string[];
  readonly schools: readonly string[];
  readonly wards: readonly string[];
}

export const LANDS: Record<string, Land> = {
  UK: {
    towns: s(
      "Rochdale|Kettering|Huddersfield|Barnstaple|Wrexham|Kilmarnock|Lowestoft|Chorley|Stroud|Morecambe|Hexham|Bangor",
    ),
    streets: s(
      "Cresswell Road|Pennine View|Albert Terrace|Marlborough Close|Station Approach|Gas Lane|Orchard Rise|Tithe Barn Way",
    ),
    states: s("Lancashire|Devon|Suffolk|Northumberland|Gwynedd"),
    hospitals: s(
      "Calderside General Hospital|Royal Pennine Infirmary|St Wilfrid's Hospital|Moorhead District General|North Mercia Royal Hospital",
    ),
    clinics: s(
      "Fairfield Diabetes Centre|Beacon Lane Memory Clinic|Holme Valley Fracture Clinic|Larkspur Sexual Health Clinic",
    ),
    practices: s(
      "Heald Green Medical Practice|The Wharf Surgery|Millbrook Health Centre|Castlegate Family Practice|Oakhurst Surgery",
    ),
    employers: s(
      "Thornbury Precision Castings Ltd|Calder Valley Bakeries|Northgate Logistics|Pennine Fire and Rescue",
    ),
    schools: s("St Aidan's CE Primary School|Brookfield Academy|Hollins Park High School"),
    wards: s("Rowan Ward|Kingfisher Ward|Ashdown Ward"),
  },
  US: {
    towns: s(
      "Tulsa|Scranton|Duluth|Bakersfield|Macon|Lubbock|Muncie|Bangor|Spokane|Gainesville|Yonkers|Boise",
    ),
    streets: s(
      "Magnolia Ave|West Jefferson St|Old Mill Road|N 14th Street|Pinecrest Drive|Lakeshore Blvd|Cottonwood Ln",
    ),
    states: s("OK|PA|MN|CA|GA|TX|IN|ME|WA|FL|NY|ID"),
    hospitals: s(
      "Mercy Ridge Medical Center|St. Ambrose Regional Hospital|Lakeview Memorial Hospital|Sagebrush Valley Medical Center|Cardinal Health System Hospital",
    ),
    clinics: s(
      "Riverbend Family Medicine|Eastside Community Health Center|Cedar Creek Cardiology Associates|Prairie Oncology Group",
    ),
    practices: s("Riverbend Family Medicine|Oak Hollow Pediatrics|Maple Street Internal Medicine"),
    employers: s(
      "Hartwell Freight Lines|Sunbelt Poultry Processing|Cobalt Ridge Mining Co.|Walcott County Schools",
    ),
    schools: s("Jefferson Middle School|Lincoln Park Elementary|Bayside High School"),
    wards: s("Magnolia Unit|Hartwell Pavilion"),
  },
  AU: {
    towns: s(
      "Woolloongabba|Toowoomba|Wagga Wagga|Ballarat|Broken Hill|Mount Gambier|Dubbo|Launceston|Bundaberg|Geelong|Mildura",
    ),
    streets: s(
      "Banksia Street|Wattle Crescent|Bottlebrush Ave|Mitchell Hwy|Kookaburra Close|Flinders Parade",
    ),
    states: s("QLD|NSW|VIC|SA|TAS|WA"),
    hospitals: s(
      "Darling Downs Base Hospital|Murrumbidgee Regional Hospital|Wimmera Health Campus|Coral Coast Private Hospital",
    ),
    clinics: s("Eastern Heights Medical Centre|Riverina Sleep Clinic|Southside Renal Unit"),
    practices: s("Banksia Family Practice|Goldfields Medical Centre|Seaview GP Clinic"),
    employers: s("Riverina Grain Co-op|Southern Cross Haulage|Boral Quarries Dubbo"),
    schools: s("Toowoomba State High School|St Brigid's Primary"),
    wards: s("Jacaranda Ward|Waratah Unit"),
  },
  NZ: {
    towns: s(
      "Ōtara|Porirua|Whanganui|Gisborne|Invercargill|Rotorua|Masterton|Timaru|Kaitaia|Ōtāhuhu|Papakura",
    ),
    streets: s("Kōwhai Place|Rimu Street|Te Rapa Road|Tōtara Avenue|Kauri Crescent|Pōhutukawa Drive"),
    states: s("Waikato|Bay of Plenty|Canterbury|Northland"),
    hospitals: s("Tairāwhiti Base Hospital|Whanganui Hospital|Southland Hospital|Middlemore Hospital"),
    clinics: s("Te Kōhanga Hauora Clinic|Porirua Union Health|Ōtara Family Health Centre"),
    practices: s("Te Puna Ora Medical|Kōwhai Health Centre|Harbourside Family Doctors"),
    employers: s("Tui Orchards Ltd|Fonterra Te Rapa|Waitaki Meat Processors"),
    schools: s("Te Kura Kaupapa Māori o Ōtara|Aorere College"),
    wards: s("Te Whare Tiaki|Ward Kōwhai"),
  },
  CA: {
    towns: s(
      "Montréal|Trois-Rivières|Sudbury|Thunder Bay|Red Deer|Kamloops|Moncton|Saskatoon|Gatineau|Brandon|Sherbrooke",
    ),
    streets: s(
      "rue Saint-Denis|boul. des Laurentides|Queen Street East|Birchmount Rd|avenue du Parc|Lakeshore Drive",
    ),
    states: s("QC|ON|AB|BC|NB|SK|MB"),
    hospitals: s(
      "Hôpital Sainte-Croix|Northern Shield Regional Health Centre|Aspen Parkland General Hospital|Centre hospitalier du Haut-Richelieu",
    ),
    clinics: s("Clinique médicale Saint-Laurent|Birchmount Family Health Team|CLSC des Érables"),
    practices: s("Clinique médicale Saint-Laurent|Birchmount Family Health Team|Prairie Sky Medical Clinic"),
    employers: s("Boréal Forest Products|Transports Gagnon Inc.|Hudson Bay Rail Services"),
    schools: s("École secondaire Jean-Lesage|Sir John A. Macdonald Collegiate"),
    wards: s("Unité Les Érables|Birch Unit"),
  },
  IE: {
    towns: s(
      "Ballinasloe|Tuam|Clonmel|Dungarvan|Letterkenny|Castlebar|Mullingar|Ennis|Tralee|Navan|Carrick-on-Shannon",
    ),
    streets: s("Cois Abhann|Bóthar na Trá|Church View|Ashgrove Lawns|Main Street|Páirc an Chaisleáin"),
    states: s(""),
    hospitals: s(
      "Portiuncula University Hospital|St Colmcille's Regional Hospital|Midland Regional Hospital Mullingar|University Hospital Kerry",
    ),
    clinics: s("Shannonside Primary Care Centre|Erris Diabetes Day Centre|Clontarf Memory Clinic"),
    practices: s("The Square Medical Centre|Abbey Street Surgery|Riverside Family Practice"),
    employers: s("Glanbia Cheese Ltd|Connacht Gold Co-op|Medtronic Galway"),
    schools: s("Scoil Mhuire gan Smál|Coláiste Éinde"),
    wards: s("St Brigid's Ward|Ward Cill Dara"),
  },
  IN: {
    towns: s(
      "Indiranagar|Koramangala|Tambaram|Saidapet|Howrah|Salt Lake|Vasai|Lucknow|Kanpur|Nagpur|Coimbatore",
    ),
    streets: s("3rd Cross, 5th Main|Gandhi Nagar|Nehru Road|M.G. Road|Shastri Layout|Ambedkar Colony"),
    states: s("Karnataka|Tamil Nadu|West Bengal|Maharashtra|Uttar Pradesh"),
    hospitals: s(
      "Sri Venkateswara Multispeciality Hospital|Janaseva District Hospital|Lifeline Super Speciality Hospital|Ramakrishna Mission Seva Pratishthan",
    ),
    clinics: s("Sanjeevani Diabetes Care|Anand Eye Hospital|Shree Ganesh Nursing Home"),
    practices: s("Sanjeevani Clinic|Dr. Mishra's Polyclinic|Arogya Family Clinic"),
    employers: s("Infotech Solutions Pvt Ltd|Bharat Textiles Mills|Sri Lakshmi Granites"),
    schools: s("Kendriya Vidyalaya No. 2|St. Joseph's Convent School"),
    wards: s("Dhanvantari Ward|Sushruta Block"),
  },
  ZA: {
    towns: s(
      "Soshanguve|Umlazi|Khayelitsha|Mthatha|Polokwane|Mahikeng|Upington|Pietermaritzburg|Tembisa|Mdantsane|Bloemfontein",
    ),
    streets: s("Protea Street|Mandela Drive|Jacaranda Avenue|Voortrekker Road|Ndlovu Street|Msinsi Road"),
    states: s("Gauteng|KZN|Western Cape|Eastern Cape|Limpopo|North West"),
    hospitals: s(
      "Dr George Mukhari Academic Hospital|Prince Mshiyeni Memorial Hospital|Cecilia Makiwane Hospital|Kimberley Provincial Hospital",
    ),
    clinics: s("Soshanguve Block X Clinic|Mamelodi East CHC|Site B Day Hospital"),
    practices: s("Protea Family Practice|Umlazi Medical Centre|Ridgeview GP Rooms"),
    employers: s("Sibanye Mine Shaft 4|Clover Dairy Ladysmith|Shoprite Checkers Mthatha"),
    schools: s("Umlazi Comtech High School|Hoërskool Waterkloof"),
    wards: s("Ward Hlala Kahle|Sizwe Ward"),
  },
  NG: {
    towns: s("Ikeja|Surulere|Ibadan|Ogbomosho|Nsukka|Onitsha|Zaria|Owerri|Abeokuta|Ilorin|Yaba"),
    streets: s(
      "Adeola Odeku Street|Ogunlana Drive|Zik Avenue|Ahmadu Bello Way|Old Airport Road|Olorunsogo Close",
    ),
    states: s("Lagos State|Oyo State|Enugu State|Kaduna State|Imo State|Kwara State"),
    hospitals: s(
      "Olabisi Memorial Specialist Hospital|Federal Medical Centre Owerri|St. Luke's Mission Hospital|General Hospital Isolo",
    ),
    clinics: s("Mercyland Clinic and Maternity|Goodness Medical Centre|Ayo Diagnostics"),
    practices: s("Mercyland Clinic and Maternity|Life Spring Hospital|Divine Touch Clinic"),
    employers: s("Dangote Flour Mills Apapa|Zenith Polyproducts Ltd|Ogun State Water Corporation"),
    schools: s("Queen's College Yaba|Government Secondary School Zaria"),
    wards: s("Ayodele Ward|Ward Ifeoluwa"),
  },
  SG: {
    towns: s(
      "Bedok|Tampines|Jurong West|Ang Mo Kio|Toa Payoh|Woodlands|Yishun|Sengkang|Bukit Batok|Pasir Ris",
    ),
    streets: s(
      "Bedok North Ave 3|Tampines St 81|Jurong West St 42|Ang Mo Kio Ave 10|Lorong 4 Toa Payoh|Woodlands Drive 14",
    ),
    states: s(""),
    hospitals: s(
      "Kallang River General Hospital|Eastshore Community Hospital|Serangoon Heights Medical Centre",
    ),
    clinics: s("Bedok Family Polyclinic|Tampines Central Dialysis Centre|Yishun Wellness Clinic"),
    practices: s("Bedok Family Polyclinic|Healthway Clinic Toa Payoh|Kampong Glam Family Clinic"),
    employers: s("Keppel Marine Services|SIA Engineering|Hup Seng Hardware Pte Ltd"),
    schools: s("Bedok Green Primary School|Temasek Junior College"),
    wards: s("Camellia Ward|Orchid Ward"),
  },
};

export function land(country: string): Land {
  return LANDS[country] ?? (LANDS.UK as Land);
}

const UK_OUTWARD = [
  "OL11",
  "NN16",
  "HD3",
  "EX32",
  "LL13",
  "KA1",
  "NR33",
  "PR7",
  "GL5",
  "LA4",
  "NE46",
  "LL57",
];

/** A postcode in the country's shape (Singapore and India: six digits; Ireland: an Eircode). */
export function postcode(rng: Rng, country: string): string {
  const L = (n: number): string => rng.letters(n, "ABDEFGHJLNPQRSTUWXYZ");
  switch (country) {
    case "UK":
      return `${rng.pick(UK_OUTWARD)} ${rng.int(1, 9)}${L(2)}`;
    case "US":
      return rng.chance(0.25) ? `${rng.digits(5)}-${rng.digits(4)}` : `${rng.int(1, 9)}${rng.digits(4)}`;
    case "AU":
      return `${rng.pick(["4", "2", "3", "5", "7"])}${rng.digits(3)}`;
    case "NZ":
      return `${rng.pick(["0", "2", "4", "5", "9"])}${rng.digits(3)}`;
    case "CA": {
      const c = (): string => rng.letters(1, "ABCEGHJKLMNPRSTVXY");
      return `${rng.pick(["H", "J", "P", "T", "V", "E", "S", "R"])}${rng.int(0, 9)}${c()} ${rng.int(0, 9)}${c()}${rng.int(0, 9)}`;
    }
    case "IE":
      return `${rng.pick(["H53", "H54", "E91", "X35", "F92", "F23", "N91", "V95", "V92", "C15", "N41"])} ${rng.letters(1, "ACDEFHKNPRTVWXY")}${rng.int(0, 9)}${rng.letters(1, "ACDEFHKNPRTVWXY")}${rng.int(0, 9)}`;
    case "IN":
      return `${rng.pick(["560", "600", "711", "401", "226", "208", "440", "641"])}${rng.digits(3)}`;
    case "ZA":
      return `${rng.int(0, 9)}${rng.digits(3)}`;
    case "NG":
      return `${rng.int(1, 9)}${rng.digits(5)}`;
    default:
      return `${rng.pick(["46", "52", "64", "56", "31", "73", "76", "54"])}${rng.digits(4)}`;
  }
}

/** An address as labelled parts: the street line, the town, the county (IE), the postcode; the state unlabelled. */
export function address(rng: Rng, country: string, multiline = rng.chance(0.4)): Piece[] {
  const L = land(country);
  const sep = multiline ? "\n" : ", ";
  const line = (text: string): Piece => val("Location", "address", `${country}-street`, text);
  const town = val("Location", "town", `${country}-town`, rng.pick(L.towns));
  const code = (text: string): Piece => val("Location", "postcode", `${country}-postcode`, text);
  const n = rng.int(2, 198);
  switch (country) {
    case "US": {
      const apt = rng.chance(0.3) ? `, Apt ${rng.int(1, 40)}${rng.pick(["", "B", "C"])}` : "";
      return w`${line(`${rng.int(100, 9899)} ${rng.pick(L.streets)}${apt}`)}${sep}${town}, ${rng.pick(L.states)} ${code(postcode(rng, country))}`;
    }
    case "AU": {
      const unit = rng.chance(0.35) ? `${rng.int(1, 24)}/` : "";
      return w`${line(`${unit}${n} ${rng.pick(L.streets)}`)}${sep}${rng.chance(0.5) ? val("Location", "town", "AU-town-caps", town.text.toUpperCase()) : town} ${rng.pick(L.states)} ${code(postcode(rng, country))}`;
    }
    case "CA": {
      const street = rng.pick(L.streets);
      const text =
        street.startsWith("rue") || street.startsWith("boul") || street.startsWith("avenue")
          ? `${rng.int(100, 9999)}, ${street}`
          : `${rng.int(10, 999)} ${street}`;
      return w`${line(rng.chance(0.3) ? `${text}, app. ${rng.int(1, 30)}` : text)}${sep}${town} (${rng.pick(L.states)})  ${code(postcode(rng, country))}`;
    }
    case "IE": {
      const county = val(
        "Location",
        "town",
        "IE-county",
        `Co. ${rng.pick(["Galway", "Mayo", "Kerry", "Donegal", "Tipperary", "Clare", "Meath", "Leitrim", "Waterford"])}`,
      );
      return w`${line(`${rng.chance(0.4) ? `Apt ${rng.int(1, 12)}, ` : ""}${n} ${rng.pick(L.streets)}`)}${sep}${town}${sep}${county}${sep}${code(postcode(rng, country))}`;
    }
    case "IN": {
      const house = rng.pick([
        `H.No. ${rng.int(1, 40)}-${rng.int(1, 99)}/${rng.pick(["A", "B", "1"])}`,
        `#${n}`,
        `Flat ${rng.int(101, 904)}, Sai Residency`,
      ]);
      return w`${line(`${house}, ${rng.pick(L.streets)}`)}${sep}${town}, ${rng.pick(L.states)} - ${code(postcode(rng, country))}`;
    }
    case "ZA": {
      const house = rng.chance(0.4)
        ? `Erf ${rng.int(100, 9999)}, ${n} ${rng.pick(L.streets)}`
        : `${n} ${rng.pick(L.streets)}`;
      return w`${line(house)}${sep}${town}${sep}${rng.pick(L.states)}${sep}${code(postcode(rng, country))}`;
    }
    case "NG": {
      const house = rng.chance(0.5) ? `Plot ${n}, ${rng.pick(L.streets)}` : `No. ${n} ${rng.pick(L.streets)}`;
      return w`${line(house)}${sep}${town}, ${rng.pick(L.states)}`;
    }
    case "SG": {
      const blk = rng.int(100, 899);
      return w`${line(`Blk ${blk} ${rng.pick(L.streets)} #${String(rng.int(2, 16)).padStart(2, "0")}-${rng.int(10, 520)}`)}${sep}Singapore ${code(postcode(rng, country))}`;
    }
    case "NZ":
      return w`${line(`${n} ${rng.pick(L.streets)}`)}${sep}${town} ${code(postcode(rng, country))}`;
    default: {
      // A house name on its own line or before the street, as many British addresses have.
      const house = rng.chance(0.2)
        ? w`${line(rng.pick(["Rose Cottage", "The Old Forge", "Meadow View", "Ty Gwyn", "2 Orchard Barns"]))}${sep}`
        : "";
      return w`${house}${line(`${rng.chance(0.2) ? `Flat ${rng.int(1, 9)}, ` : ""}${n} ${rng.pick(L.streets)}`)}${sep}${town}${sep}${code(postcode(rng, country))}`;
    }
  }
}

/** A facility of a kind, labelled. */
export function facility(
  rng: Rng,
  country: string,
  kind: "hospital" | "clinic" | "practice" | "ward" | "employer" | "school",
): Piece {
  const L = land(country);
  const group = kind === "employer" ? "employer" : kind === "school" ? "school" : "facility";
  const list = {
    hospital: L.hospitals,
    clinic: L.clinics,
    practice: L.practices,
    ward: L.wards,
    employer: L.employers,
    school: L.schools,
  }[kind];
  return val("Location", group, `${country}-${kind}`, rng.pick(list));
}
