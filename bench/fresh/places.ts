/**
 * Places and organisations for the fresh corpus, written by hand for this generator (no list
 * copied, none taken from bench/generator or the engine). Towns are real places named from general
 * knowledge; hospitals, practices, care homes, employers and trusts mix real-sounding and invented
 * names. Postcodes and ZIP codes are built from hand-written outward areas and prefixes.
 */
const split = (s: string): string[] => s.split("|");

export const UK_TOWNS = split(
  "Kettering|Todmorden|Barnstaple|Llandudno|Kirkcaldy|Whitehaven|Stevenage|Dungannon|Hexham|Market Harborough|Bishop's Stortford|Ashby-de-la-Zouch|Merthyr Tydfil|Stoke-on-Trent|Berwick-upon-Tweed|Royal Leamington Spa|Wolverhampton|Sutton Coldfield|Penzance|Ormskirk|Bridlington|Chorley|Ilkeston|Abergavenny|Dumfries|Inverurie|Newtownabbey|Great Yarmouth|Hemel Hempstead|Welwyn Garden City|Saffron Walden|Bury St Edmunds|Newton Abbot|Carlisle|Loughborough|Wigan|Grimsby|Skegness|Tonbridge|Burnley",
);
export const UK_STREET_NAMES = split(
  "Larkspur|Gorsey Bank|Tan-y-Bryn|Millstone|Ropewalk|Cooper's|Saxon|Priory|Bellfield|Jubilee|Chantry|Hawthorn|Tithe Barn|Weavers|Kingfisher|Nether Edge|Abbeygate|Cromwell|Penrhyn|Grosvenor|Orchard|Sandpiper|Station|Quarry",
);
export const UK_STREET_TYPES = split(
  "Close|Lane|Road|Street|Avenue|Crescent|Way|Drive|Gardens|Mews|Terrace|Rise|Walk|Court|Grove|Row",
);
export const UK_HOUSE_NAMES = split(
  "Rose Cottage|The Old Forge|Flat 3|Flat 12b|Apartment 7|Ty Gwyn|Hillcrest House|Unit 4",
);
/** Outward-code areas (letters) used to build postcodes. */
export const UK_POSTCODE_AREAS = split(
  "NN|OL|EX|LL|KY|CA|SG|BT|NE|LE|CM|IP|TQ|DE|WN|DN|PE|TN|BB|HP|AL|CB|WV|B|M|L|G|S",
);

export const NHS_TRUSTS = split(
  "Mid Pennine Hospitals NHS Foundation Trust|Wessex Vale University Hospitals NHS Trust|North Tyneside and Coquet NHS Foundation Trust|Severnside Community Health NHS Trust|Betsi Cadwaladr University Health Board|NHS Fife|Northern Health and Social Care Trust|East Anglian Coast Hospitals NHS Trust|Black Country Partnership NHS Foundation Trust|Calderdale and Huddersfield NHS Foundation Trust",
);
export const UK_HOSPITALS = split(
  "Kettering General Hospital|Queen Elizabeth the Queen Mother Hospital|North Devon District Hospital|Ysbyty Gwynedd|Victoria Hospital Kirkcaldy|West Cumberland Hospital|Lister Hospital|Royal Blackburn Teaching Hospital|Causeway Hospital|St Cuthbert's Infirmary|Pennine Moor Hospital|Furnival Royal Infirmary|Hinchcliffe Community Hospital",
);
export const UK_GP_PRACTICES = split(
  "Ashgrove Medical Centre|The Willows Surgery|Bellfield Health Centre|Castlegate & Derwent Practice|Riverside Family Practice|Dr Okafor & Partners|Priory Lane Surgery|Moorview Medical Group|Tan-y-Bryn Surgery|Kingfisher Primary Care Centre",
);
export const UK_CARE_HOMES = split(
  "Heatherlea Care Home|Brambles Nursing Home|St Winifred's Residential Home|Oaklands Lodge|Meadowcroft Care Centre|The Laurels Nursing Home|Cherry Tree House",
);
/** Wards named after people or places (PHI here). */
export const WARDS = split(
  "Nightingale Ward|Cavell Ward|Seacole Ward|Lindisfarne Ward|Ward 7 (Brontë)|Pendle Ward|Aneurin Bevan Unit|Malvern Ward|Fleming Ward|Ravenscar Ward",
);
export const UK_EMPLOYERS = split(
  "Greggs|Tesco Extra Kettering|Royal Mail Delivery Office|Arla Foods|JCB Rocester|Sellafield Ltd|Stagecoach Buses|Amazon fulfilment centre BHX4|Pennine Carpets Ltd|Lancashire County Council",
);

export const US_TOWNS = split(
  "Chillicothe|Tuscaloosa|Kalamazoo|Walla Walla|Poughkeepsie|Natchitoches|Oshkosh|Bozeman|Yakima|Lafayette|Muskogee|Cheyenne|Flagstaff|Duluth|Bangor|Paducah|Gallup|Shiprock|Chinle|Waianae|Hilo|Kearney|Sioux Falls|Lubbock|Bakersfield|Fresno|Hialeah|Passaic|Lowell|Worcester|Dearborn|Minot|Laredo|Kissimmee",
);
export const US_STATES = split("OH|AL|MI|WA|NY|LA|WI|MT|IN|OK|WY|AZ|MN|ME|KY|NM|HI|NE|SD|TX|CA|FL|NJ|MA|ND");
export const US_STREET_NAMES = split(
  "Sycamore|Old Mill|Cottonwood|Magnolia|Lincoln|MLK Jr|Deer Creek|Juniper|Prairie View|Ridgecrest|Elm|Pinyon|Bayou|Kamehameha|Wabash|Cedar Hollow|Peachtree|Navajo",
);
export const US_STREET_TYPES = split("St|Street|Ave|Avenue|Blvd|Rd|Road|Dr|Ln|Ct|Pkwy|Hwy|Trail|Loop");
export const US_UNITS = split("Apt 4B|Unit 12|#210|Suite 300|Lot 17|Trlr 9|Apt. 2");
export const US_ZIP_PREFIXES = split(
  "456|354|490|993|126|714|549|597|479|744|820|860|558|044|420|873|967|688|571|794|933|330|070|018|481|587|780",
);

export const US_HEALTH_SYSTEMS = split(
  "Adena Health System|DCH Regional Medical Center|Bronson Methodist Hospital|Providence St. Mary Medical Center|Vassar Brothers Medical Center|Sanford Health|Avera McKennan|Northern Navajo Medical Center|Waianae Coast Comprehensive Health Center|Covenant Medical Center|Baptist Health Paducah|Lowell General Hospital|Kern Medical|Cedar Ridge Regional Hospital|Sweetwater Valley Medical Center",
);
export const US_CLINICS = split(
  "Riverbend Family Medicine|Magnolia Pediatrics|Prairie Lakes Urgent Care|Chinle Comprehensive Health Care Facility|Lakeshore Cardiology Associates|Westside Community Health Clinic|Sunrise Dialysis Center|Bluebonnet Women's Health|Tri-County Behavioral Health",
);
export const US_EMPLOYERS = split(
  "Tyson Foods|Walmart Supercenter #2291|Union Pacific Railroad|Kalamazoo Public Schools|Boeing Everett|Cargill|John Deere Waterloo Works|Dollar General|Peabody Energy|Hilo Medical Center",
);
export const INSURERS = split(
  "BlueCross BlueShield of Alabama|Aetna Better Health|Humana Gold Plus|UnitedHealthcare Community Plan|Molina Healthcare|Kaiser Permanente|Cigna",
);
export const UK_INSURERS = split("Bupa|AXA Health|Vitality Health|WPA|Simplyhealth|Aviva Health");
export const PHARMACIES = split(
  "Boots Pharmacy Market Harborough|Lloyds Pharmacy|Well Pharmacy Chorley|Rowlands Pharmacy|CVS Pharmacy #4471|Walgreens on Elm|Rite Aid Poughkeepsie|Bartell Drugs",
);
