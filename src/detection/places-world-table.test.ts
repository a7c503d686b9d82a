import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../test/detection/support/table-rows.ts";
import { createEngine } from "./create-engine.ts";

/**
 * Addresses and localities outside the US and UK (issue 19), read by position: the lines and parts
 * after a street, a postal code's shape closing a part, unit and block prefixes, locality head
 * words, a county after "Co.". Every note is written for this test (no corpus or generator text).
 * must-match: every letter and digit of the value is covered by a place span.
 * must-not-match: no span touches the word.
 */
const engine = createEngine();
const PLACE = ["STREET_ADDRESS", "LOCATION", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION"];

const MUST_MATCH: readonly (readonly [note: string, value: string])[] = [
  // the locality line after a street, closed by a state and a postal code
  ["Wattlebank Clinic\n6 Banksia Parade\nMarrickville NSW 2204", "Marrickville"],
  ["Re: J. Tane, 3 Kowhai Street, Onehunga, Auckland 1061", "Onehunga, Auckland"],
  ["Lakeshore Family Health\n410 Dundas Street West\nLondon ON  N6B 1V9", "410 Dundas Street West\nLondon"],
  ["Return to 77 Rue Principale, Gatineau, QC J8T 4A2 by post.", "Gatineau"],
  ["Correspondence: 9 Strand Road, Sandymount, Dublin D04 KX27", "Sandymount, Dublin"],
  ["14 Kasturba Road\nShivajinagar\nBengaluru - 560001", "Shivajinagar\nBengaluru"],
  ["22 Oxford Road\nIllovo\nJohannesburg\n2196", "Illovo\nJohannesburg"],
  // unit, lot and block shapes
  ["Lives at 3/18 Grevillea St, Footscray VIC 3011.", "3/18 Grevillea St, Footscray"],
  ["Mailing: 1204-88 Harbour Street, Toronto", "1204-88 Harbour Street"],
  ["Blk 417 Tampines Street 42 #09-221\nSingapore 520417", "Blk 417 Tampines Street 42 #09-221"],
  ["Home: Blk 56 Lengkok Bahru Ave 2 #03-15, Singapore", "Blk 56 Lengkok Bahru Ave 2 #03-15"],
  ["Plot 44, Adeola Phase 3, Abuja", "Plot 44, Adeola Phase 3, Abuja"],
  ["Stand 311, Soshanguve Block H, Pretoria", "Stand 311"],
  ["Erf 770, Belhar, Cape Town", "Erf 770, Belhar, Cape Town"],
  ["Flat 2C, Sector 21, Rohini", "Flat 2C, Sector 21, Rohini"],
  // locality heads, Malay street words, Irish counties
  ["Address: 18 Ashok Nagar, Chennai", "18 Ashok Nagar"],
  ["Lives with parents in Indiranagar, near the bus depot in Rajaji Colony.", "Rajaji Colony"],
  ["Referred from the PHC at Vellore Taluk.", "Vellore Taluk"],
  ["Moved from Palakkad District for work.", "Palakkad District"],
  ["Lives at: Jalan Tenteram, with her daughter.", "Jalan Tenteram"],
  ["Farmer from Ballinrobe, Co. Mayo, attends with wife.", "Co. Mayo"],
  ["Born in County Offaly, now in the city.", "County Offaly"],
  // a street with no house number, known by the parts after it
  ["Mr P Doyle\nConvent Road\nAbbeyleix\nCo. Laois", "Convent Road\nAbbeyleix\nCo. Laois"],
  ["Re: Siobhan Kiely, Quay Street, Dungarvan, Co. Waterford", "Quay Street, Dungarvan, Co. Waterford"],
  ["8, Temple Road\nFrazer Town\nBengaluru 560005", "8, Temple Road\nFrazer Town\nBengaluru"],
  ["Erf 912, Khayelitsha C, Cape Town", "Erf 912, Khayelitsha C, Cape Town"],
  ["Apartment 4, Riverside Mill, Limerick", "Apartment 4, Riverside Mill, Limerick"],
  ["Home visit booked.\nDrumcliff, Carrick, Co. Donegal", "Drumcliff, Carrick, Co. Donegal"],
  ["Kilbride Practice\nChapel Street\nAthy\nCo. Kildare", "Chapel Street\nAthy\nCo. Kildare"],
  ["Blk 88 Jalan Membina #07-42, Singapore 160088", "Blk 88 Jalan Membina #07-42"],
  ["14 Ashgrove Park\nTralee\nCo. Kerry", "14 Ashgrove Park\nTralee\nCo. Kerry"],
  ["Lives at 7 Kowhai Tce, Lyttelton.", "7 Kowhai Tce, Lyttelton"],
  ["Post to 3 Banksia Cres, Mt Druitt NSW 2770", "3 Banksia Cres, Mt Druitt"],
  // address labels with a qualifier
  ["Usual address: 5 Pohutukawa Drive, Whitianga", "5 Pohutukawa Drive, Whitianga"],
  ["Residential address - 31 Church Street, Stellenbosch", "31 Church Street, Stellenbosch"],
];

const MUST_NOT_MATCH: readonly (readonly [note: string, word: string])[] = [
  ["Assessed with the Ottawa knee rules: no X-ray needed.", "knee"],
  ["GCS 15 on the Glasgow coma scale, pupils equal.", "coma"],
  ["Heart block 2, paced overnight.", "paced"],
  ["Nerve block 4, ropivacaine, good effect.", "ropivacaine"],
  ["Unit 4, Ward 7 bed 2 overnight.", "Unit"],
  ["Colony count above 100000 CFU/mL.", "Colony"],
  ["Layout of the form reviewed with the family.", "Layout"],
  ["District nurse to visit twice weekly.", "District"],
  ["Equipment from Harrow & Co. Ltd arrived.", "Ltd"],
  ["County Council housing team informed.", "Council"],
  ["Vision 6/12 both eyes, review 2/52.", "6/12"],
  ["Lot of pain overnight, 12 doses of oxycodone.", "oxycodone"],
  ["Plot 2, the growth chart, shows catch-up.", "growth"],
  ["Dose 2 of 3, Monday, given in clinic.", "Monday"],
  ["12 Main Street clinic\n\nDear colleague,", "colleague"],
  ["Walked 400 m, HR 88, BP 130/80 at 2067 hours.", "hours"],
  ["Dose 2, Main Road traffic delayed the ambulance.", "Main"],
  ["Seen in Church Street clinic, review in 6 weeks.", "review"],
  ["Apartment 3, the stairs are a problem.", "stairs"],
  ["Walked 20 m in the park with 2 sticks, then 2 park benches.", "park"],
  ["Left in the car park at 3 Park level, collected by son.", "level"],
];

describe("places outside the US and UK (must match)", () => {
  for (const [note, value] of MUST_MATCH) {
    test(`finds ${JSON.stringify(value)} in ${JSON.stringify(note)}`, () => {
      assertFound(engine, note, value, PLACE);
    });
  }
});

describe("places outside the US and UK: clinical look-alikes (must not match)", () => {
  for (const [note, word] of MUST_NOT_MATCH) {
    test(`keeps ${JSON.stringify(word)} in ${JSON.stringify(note)}`, () => {
      assertUntouched(engine, note, word);
    });
  }
});
