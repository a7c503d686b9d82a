/**
 * Place values: UK towns and counties (real, written by hand from general knowledge), invented
 * towns, streets, hospitals, wards, care homes, GP surgeries, clinics and employers built from
 * generic heads. Written for this project (Apache-2.0); no gazetteer or hospital list is used.
 */
import { inventedWord } from "./invented-names.ts";
import { type Rng, words } from "./prng.ts";

export const UK_TOWNS = words(
  "Harrogate Kettering Stevenage Basingstoke Maidstone Tonbridge Bognor_Regis Chorley Barnsley Rotherham Wakefield Huddersfield Halifax Keighley Skipton Kendal Penrith Workington Whitehaven Morpeth Hexham Darlington Hartlepool Stockton-on-Tees Redcar Scarborough Whitby Bridlington Beverley Grimsby Scunthorpe Gainsborough Newark Mansfield Chesterfield Buxton Macclesfield Crewe Nantwich Northwich Runcorn Widnes St_Helens Wigan Bolton Bury Rochdale Oldham Stockport Altrincham Southport Ormskirk Lancaster Morecambe Kidderminster Redditch Bromsgrove Evesham Tewkesbury Stroud Cirencester Swindon Chippenham Trowbridge Frome Yeovil Taunton Bridgwater Minehead Barnstaple Bideford Okehampton Tavistock Truro Falmouth Penzance Bodmin Launceston Dorchester Weymouth Bridport Salisbury Andover Winchester Eastleigh Fareham Havant Chichester Horsham Crawley Haywards_Heath Lewes Eastbourne Hastings Bexhill Ashford Folkestone Dover Margate Ramsgate Canterbury Whitstable Sittingbourne Gravesend Dartford Sevenoaks Reigate Dorking Guildford Woking Farnham Aldershot Camberley Bracknell Wokingham Maidenhead Slough High_Wycombe Aylesbury Bicester Banbury Witney Abingdon Didcot Newbury Thatcham Hitchin Letchworth Hertford Harlow Chelmsford Braintree Colchester Clacton-on-Sea Ipswich Felixstowe Lowestoft Bury_St_Edmunds Thetford Kings_Lynn Wisbech Spalding Boston Skegness Louth Grantham Stamford Corby Wellingborough Rugby Nuneaton Tamworth Lichfield Stafford Stone Leek Burton-upon-Trent Loughborough Hinckley Melton_Mowbray Oakham Llanelli Carmarthen Aberystwyth Bangor Wrexham Rhyl Merthyr_Tydfil Pontypridd Bridgend Caerphilly Cwmbran Abergavenny Brecon Dumfries Kilmarnock Ayr Paisley Greenock Falkirk Stirling Kirkcaldy Dunfermline Perth Arbroath Montrose Elgin Inverness Fort_William Oban Peebles Galashiels Hawick Coleraine Omagh Enniskillen Newry Lisburn Bangor Ballymena Larne",
).map((w) => w.replace(/_/g, " "));

export const UK_COUNTIES = words(
  "Kent Surrey Essex Sussex West_Sussex East_Sussex Hampshire Dorset Devon Cornwall Somerset Wiltshire Gloucestershire Oxfordshire Berkshire Buckinghamshire Hertfordshire Bedfordshire Cambridgeshire Norfolk Suffolk Lincolnshire Nottinghamshire Derbyshire Leicestershire Northamptonshire Warwickshire Worcestershire Herefordshire Shropshire Staffordshire Cheshire Lancashire Cumbria Northumberland County_Durham North_Yorkshire West_Yorkshire South_Yorkshire East_Riding_of_Yorkshire Merseyside Greater_Manchester Tyne_and_Wear West_Midlands Rutland Isle_of_Wight Powys Gwynedd Dyfed Fife Lothian Ayrshire Lanarkshire Perthshire Aberdeenshire Highland Co._Antrim Co._Down Co._Tyrone",
).map((w) => w.replace(/_/g, " "));

/** US state postal codes and names, hand-written (public facts), for complete US addresses only. */
export const US_STATES: readonly (readonly [string, string])[] = words(
  "AL:Alabama AK:Alaska AZ:Arizona AR:Arkansas CA:California CO:Colorado CT:Connecticut DE:Delaware FL:Florida GA:Georgia HI:Hawaii ID:Idaho IL:Illinois IN:Indiana IA:Iowa KS:Kansas KY:Kentucky LA:Louisiana ME:Maine MD:Maryland MA:Massachusetts MI:Michigan MN:Minnesota MS:Mississippi MO:Missouri MT:Montana NE:Nebraska NV:Nevada NH:New_Hampshire NJ:New_Jersey NM:New_Mexico NY:New_York NC:North_Carolina ND:North_Dakota OH:Ohio OK:Oklahoma OR:Oregon PA:Pennsylvania RI:Rhode_Island SC:South_Carolina SD:South_Dakota TN:Tennessee TX:Texas UT:Utah VT:Vermont VA:Virginia WA:Washington WV:West_Virginia WI:Wisconsin WY:Wyoming",
).map((w) => {
  const [code, name] = w.split(":") as [string, string];
  return [code, name.replace(/_/g, " ")] as const;
});

const TREES = words(
  "Alder Ash Beech Birch Cedar Elm Hawthorn Hazel Holly Juniper Larch Lime Maple Oak Pine Rowan Sycamore Willow Yew Chestnut Laurel Poplar Linden Magnolia Cypress Aspen Hickory Walnut Spruce",
);
const NICE_WORDS = words(
  "Meadow Brook Orchard Primrose Bluebell Heather Foxglove Kingfisher Heron Lark Skylark Linnet Swallow Thrush Riverside Parkside Hillside Fairview Greenacres Sunnyside Highfield Westfield Southgate Northgate Eastwood Ashgrove Rosemount Glenview Lakeside Bayview Harbour Castle Abbey Priory Mill Forge Quarry Manor Grange Chapel Vicarage Rectory Station Bridge",
);
const SAINTS = words(
  "Mary Luke John Thomas George Andrew Peter Paul James Michael Bartholomew Catherine Margaret Helen Anne Elizabeth Francis Joseph Vincent Jude Bernard Columba Mungo Cuthbert Aidan Hilda Oswald Piran Petroc Brigid Patrick David Teilo",
);
const UK_STREET_TYPES = words(
  "Road Street Lane Close Avenue Drive Crescent Way Gardens Terrace Court Place Mews Grove Rise Walk View Hill Park Row Square Green",
);
const US_STREET_TYPES = words(
  "St Street Ave Avenue Rd Road Blvd Dr Drive Ln Lane Ct Pl Way Pkwy Ter Cir Hwy Trail",
);
const US_TOWN_ENDINGS = words("ville ton burg field wood dale ford port mont boro");
const US_TOWN_WORDS = words(
  "Springs Falls City Heights Grove Junction Center Hills Creek Harbor Valley Point Lake Bluff",
);
const UK_TOWN_ENDINGS = words(
  "ford bury ton ley wick by ham caster mouth field worth stead borough combe minster",
);

export function ukTown(rng: Rng): string {
  return rng.chance(0.55) ? rng.pick(UK_TOWNS) : inventedUkTown(rng);
}

export function inventedUkTown(rng: Rng): string {
  const base = inventedWord(rng, rng.int(1, 2)) + rng.pick(UK_TOWN_ENDINGS);
  return rng.weighted([
    [8, base],
    [1, `Upper ${base}`],
    [1, `Little ${base}`],
    [1, `${base}-on-Sea`],
    [1, `${base} ${rng.pick(["Magna", "Parva", "St Mary", "Green", "Cross"])}`],
  ]);
}

export function usTown(rng: Rng): string {
  const base = inventedWord(rng, rng.int(1, 2));
  return rng.weighted([
    [4, base + rng.pick(US_TOWN_ENDINGS)],
    [3, `${base} ${rng.pick(US_TOWN_WORDS)}`],
    [1, `${rng.pick(["North", "South", "East", "West", "New", "Fort", "Mount", "Port"])} ${base}`],
    [1, `${rng.pick(TREES)} ${rng.pick(US_TOWN_WORDS)}`],
  ]);
}

export function ukCounty(rng: Rng): string {
  return rng.pick(UK_COUNTIES);
}

export function usState(rng: Rng): readonly [string, string] {
  return rng.pick(US_STATES);
}

function placeWord(rng: Rng): string {
  return rng.weighted([
    [3, rng.pick(TREES)],
    [3, rng.pick(NICE_WORDS)],
    [3, inventedWord(rng)],
  ]);
}

export function ukStreet(rng: Rng): string {
  const name = rng.chance(0.3)
    ? `${rng.pick(NICE_WORDS)} ${rng.pick(["Park", "Hill", "Farm"])}`
    : placeWord(rng);
  return `${name} ${rng.pick(UK_STREET_TYPES)}`;
}

export function usStreet(rng: Rng): string {
  const dir = rng.chance(0.3) ? `${rng.pick(["N", "S", "E", "W", "North", "South", "East", "West"])} ` : "";
  const name = rng.weighted([
    [3, placeWord(rng)],
    [2, numbered(rng.int(1, 99))],
  ]);
  return `${dir}${name} ${rng.pick(US_STREET_TYPES)}`;
}

function numbered(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th"}`;
}

/** UK postcode in one of the six outward formats (A9, A99, A9A, AA9, AA99, AA9A) and inward 9AA. */
export function ukPostcode(rng: Rng): string {
  const first = "ABCDEFGHIJKLMNOPRSTUWYZ";
  const second = "ABCDEFGHKLMNOPQRSTUVWXY";
  const third = "ABCDEFGHJKPSTUW";
  const fourth = "ABEHMNPRVWXY";
  const inward = "ABDEFGHJLNPQRSTUWXYZ";
  const outward = rng.weighted([
    [1, () => `${rng.letter(first)}${rng.int(1, 9)}`],
    [1, () => `${rng.letter(first)}${rng.int(10, 99)}`],
    [1, () => `${rng.letter(first)}${rng.int(1, 9)}${rng.letter(third)}`],
    [3, () => `${rng.letter(first)}${rng.letter(second)}${rng.int(1, 9)}`],
    [3, () => `${rng.letter(first)}${rng.letter(second)}${rng.int(10, 99)}`],
    [1, () => `${rng.letter(first)}${rng.letter(second)}${rng.int(1, 9)}${rng.letter(fourth)}`],
  ])();
  return `${outward} ${rng.int(0, 9)}${rng.letter(inward)}${rng.letter(inward)}`;
}

export function usZip(rng: Rng): string {
  const five = String(rng.int(1001, 99950)).padStart(5, "0");
  return rng.chance(0.2) ? `${five}-${rng.digits(4)}` : five;
}

/** One part of an address: PHI (`kind` set) or plain text between parts. */
export interface AddressPart {
  readonly text: string;
  /** Value kind when the part is PHI; undefined for separators and US states (not PHI). */
  readonly kind: string | undefined;
}

const phiPart = (text: string, kind: string): AddressPart => ({ text, kind });
const plain = (text: string): AddressPart => ({ text, kind: undefined });

/** A UK address as lines: house/flat and street, town, county (sometimes), postcode. */
export function ukAddressLines(rng: Rng): AddressPart[][] {
  const house = rng.weighted([
    [6, `${rng.int(1, 240)} ${ukStreet(rng)}`],
    [2, `Flat ${rng.int(1, 40)}, ${rng.int(1, 120)} ${ukStreet(rng)}`],
    [1, `${rng.pick(NICE_WORDS)} Cottage, ${ukStreet(rng)}`],
    [1, `${rng.int(1, 60)}${rng.pick(["a", "b", "A"])} ${ukStreet(rng)}`],
  ]);
  const lines = [[phiPart(house, "street")], [phiPart(ukTown(rng), "town")]];
  if (rng.chance(0.5)) lines.push([phiPart(ukCounty(rng), "county")]);
  lines.push([phiPart(ukPostcode(rng), "postcode")]);
  return lines;
}

/**
 * A US address as lines: street (and apartment), then "Town, ST ZIP". The state is not PHI under
 * Safe Harbor and is left out of the gold; the town and ZIP are labelled on their own.
 */
export function usAddressLines(rng: Rng): AddressPart[][] {
  const [code, name] = usState(rng);
  const apt = rng.chance(0.3)
    ? `${rng.pick([", Apt ", " Apt. ", " #", ", Unit "])}${rng.int(1, 30)}${rng.pick(["", "B", "C"])}`
    : "";
  return [
    [phiPart(`${rng.int(2, 9899)} ${usStreet(rng)}${apt}`, "street")],
    [
      phiPart(usTown(rng), "town"),
      plain(", "),
      plain(rng.chance(0.85) ? code : name),
      plain(" "),
      phiPart(usZip(rng), "zip"),
    ],
  ];
}

export function hospitalName(rng: Rng, locale: "uk" | "us"): string {
  const town = locale === "uk" ? ukTown(rng) : usTown(rng);
  if (locale === "uk") {
    return rng.weighted([
      [3, `St ${rng.pick(SAINTS)}'s Hospital`],
      [3, `${town} General Hospital`],
      [2, `${town} Royal Infirmary`],
      [2, `Royal ${town} Hospital`],
      [2, `${town} District General Hospital`],
      [1, `${town} Community Hospital`],
      [1, `${town} University Hospital`],
      [1, `Queen ${rng.pick(["Elizabeth", "Alexandra", "Mary", "Victoria"])} Hospital, ${town}`],
      [1, `${rng.pick(NICE_WORDS)} Hospital`],
    ]);
  }
  return rng.weighted([
    [3, `${town} Memorial Hospital`],
    [2, `${town} Medical Center`],
    [2, `St. ${rng.pick(SAINTS)}'s Medical Center`],
    [2, `${town} Regional Medical Center`],
    [1, `${inventedWord(rng)} County Hospital`],
    [1, `${town} Community Hospital`],
    [1, `University of ${town} Hospital`],
    [1, `${rng.pick(NICE_WORDS)} Health Center`],
  ]);
}

/** Hospital abbreviation, as staff write them ("QEUH", "RVI", "UHB"). */
export function hospitalAbbreviation(rng: Rng): string {
  return rng.weighted([
    [2, `${rng.letter()}${rng.pick(["RI", "GH", "UH", "DGH", "CH", "MC", "MH"])}`],
    [
      1,
      rng.pick([
        "QEUH",
        "RVI",
        "UHB",
        "UCLH",
        "QMC",
        "NNUH",
        "BRI",
        "LGI",
        "JR",
        "GRI",
        "RSCH",
        "WGH",
        "NMGH",
      ]),
    ],
    [1, `${rng.letter()}${rng.letter()}${rng.pick(["H", "MC", "RMC"])}`],
  ]);
}

export function wardName(rng: Rng): string {
  return rng.weighted([
    [3, `Ward ${rng.int(1, 45)}${rng.pick(["", "", "A", "B", "C"])}`],
    [3, `${rng.pick([...TREES, ...NICE_WORDS])} Ward`],
    [
      2,
      `${rng.pick(["Nightingale", "Seacole", "Cavell", "Fleming", "Lister", "Jenner", "Victoria", "Windsor", "Churchill", "Brunel", inventedWord(rng)])} ward`,
    ],
    [1, `${rng.int(4, 12)} ${rng.pick(["North", "South", "East", "West"])}`],
  ]);
}

export function careHome(rng: Rng): string {
  const w = placeWord(rng);
  return rng.weighted([
    [3, `${w} House Care Home`],
    [2, `${w} Lodge`],
    [2, `${w} Nursing Home`],
    [1, `The ${w} Residential Home`],
    [1, `${w} Court Care Centre`],
    [1, `${w} Manor`],
  ]);
}

export function gpPractice(rng: Rng, locale: "uk" | "us" = "uk"): string {
  if (locale === "us") {
    const w = rng.chance(0.4) ? usTown(rng) : placeWord(rng);
    return rng.weighted([
      [3, `${w} Family Medicine`],
      [2, `${w} Primary Care`],
      [1, `${w} Internal Medicine Associates`],
      [1, `${w} Community Health Center`],
      [1, `${w} Medical Group`],
    ]);
  }
  const w = rng.chance(0.4) ? ukTown(rng) : placeWord(rng);
  return rng.weighted([
    [3, `${w} Medical Practice`],
    [3, `The ${w} Surgery`],
    [2, `${w} Health Centre`],
    [1, `${w} Medical Centre`],
    [1, `${w} Family Practice`],
  ]);
}

export function clinicName(rng: Rng, locale: "uk" | "us"): string {
  const w =
    locale === "uk"
      ? rng.chance(0.5)
        ? ukTown(rng)
        : placeWord(rng)
      : rng.chance(0.5)
        ? usTown(rng)
        : placeWord(rng);
  return rng.weighted([
    [2, `${w} Rehabilitation Unit`],
    [2, `${w} Dialysis Center`],
    [1, `${w} Walk-in Centre`],
    [1, `${w} Urgent Care`],
    [1, `${w} Hospice`],
    [1, `${w} Cancer Centre`],
    [1, `${w} Orthopedic Associates`],
  ]);
}

export function employer(rng: Rng): string {
  const w = rng.chance(0.5) ? inventedWord(rng) : placeWord(rng);
  return rng.weighted([
    [2, `${w} Logistics Ltd`],
    [1, `${w} Foods`],
    [1, `${w} Engineering`],
    [1, `${w} Construction Inc`],
    [1, `${w} Distribution`],
    [1, `${w} Primary School`],
    [1, `${w} Motors`],
    [1, `${w} & Sons`],
  ]);
}
