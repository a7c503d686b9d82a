import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findWorldPostcodes } from "./world-postcode.ts";

/** Notes written for these tests (no corpus text): the value must be covered by a span of this module alone. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["14 Banksia Cres, Toowong QLD 4066", "4066"],
  ["Unit 3/22 Ocean St, Bondi NSW 2026", "2026"],
  ["7 Gum Rd, Casuarina NT 0810", "0810"],
  ["44 Kent Tce, Battery Point TAS 7004", "7004"],
  ["Lot 12 Acacia Dr, Kununurra, WA 6743", "6743"],
  ["14 Kauri St, Remuera, Auckland 1050\nPh: 09 555 0101", "1050"],
  ["3 Rata Rd, Karori, Wellington 6012.", "6012"],
  ["18 Long St, Gardens, Cape Town, 8001, South Africa", "8001"],
  ["22 Musgrave Rd, Berea, Durban KZN 4001", "4001"],
  ["H.No 4-12, Ameerpet, Hyderabad, Telangana 500016", "500016"],
  ["12, 3rd Main, Indiranagar, Bengaluru - 560038", "560038"],
  ["PIN: 600040", "600040"],
  ["Pincode 110001", "110001"],
  ["Plot 12, Lekki Phase 1, Lagos 106104", "106104"],
  ["15 Aminu Kano Cres, Wuse II, Abuja FCT 900288", "900288"],
  ["Blk 123 Ang Mo Kio Ave 3 #05-12 Singapore 560123", "560123"],
  ["10 Bukit Timah Rd S(229823)", "S(229823)"],
  ["Mailing: 12 Rue Sainte-Catherine, Montréal QC H2X 1K4", "H2X 1K4"],
  ["Toronto, ON M5V2T6", "M5V2T6"],
  ["1 Main St, Swords, Co. Dublin K67 Y2X4", "K67 Y2X4"],
  ["Eircode: D6W XY23", "D6W XY23"],
  ["Postcode 3065", "3065"],
  ["Remuera, Auckland 1050", "1050"],
  ["Moved from Bengaluru 560034 in May", "560034"],
];

/** PHI-free lookalikes: lab values, doses, years, times, ward and bed numbers, scores, codes. */
const LEFT: readonly string[] = [
  "Hb 1234, plt 4066, Cr 0810",
  "Seen in 2019, moved to Auckland 2019",
  "Meds at 0800 1200 1800 2200.",
  "Given at 2330.\nObs stable.",
  "GCS 14 (E4V4M6), pupils equal.",
  "Staged T2N 0M0, for MDT.",
  "T12 L1 wedge fracture, L2 normal.",
  "Lead V5 V6 changes, QTc 450.",
  "Vit D 50000 IU weekly, 4 doses.",
  "Ward 6B bed 12, bay 3, room 4066.",
  "Singapore 990000 (not a postcode).",
  "QLD 4066 protocol (no suburb), see SOP 3065.",
  "Sodium 135, 2 weeks, 1050 mL out.",
];

for (const [note, value] of FOUND) {
  test(`world-postcode finds "${value}" in "${note}"`, () => {
    const start = note.indexOf(value);
    const spans = runRecogniser(findWorldPostcodes, note);
    assert.ok(
      spans.some((s) => s.start <= start && s.end >= start + value.length),
      JSON.stringify(spans.map((s) => note.slice(s.start, s.end))),
    );
  });
}

for (const note of LEFT) {
  test(`world-postcode leaves "${note}"`, () => {
    const spans = runRecogniser(findWorldPostcodes, note);
    assert.deepEqual(
      spans.map((s) => note.slice(s.start, s.end)),
      [],
    );
  });
}
