import assert from "node:assert/strict";
import { test } from "node:test";
import { runRecogniser } from "../../../../test/detection/rule-tester.ts";
import { findEventRefs } from "./event-ref.ts";

/** Notes written for these tests (no corpus text): the value must be covered by a span of this module alone. */
const FOUND: readonly (readonly [note: string, value: string])[] = [
  ["Incident: 2024-0012345", "2024-0012345"],
  ["INCIDENT NO 240312-0457", "240312-0457"],
  ["| Job number | J-4471 |", "J-4471"],
  ["CAD ref C24-1234", "C24-1234"],
  ["Police: CR/2024/1234", "CR/2024/1234"],
  ["Police event P240312-12", "P240312-12"],
  ["coroner's file 2024/1234 opened", "2024/1234"],
  ["ACC claim 10012 34567", "10012 34567"],
  ["your claim (4471882) has been accepted", "4471882"],
  ["Occurrence #: GO-2024-123456", "GO-2024-123456"],
  ["Rx#: 7781234", "7781234"],
  ["Inc no. 240312-0457", "240312-0457"],
  ["Callsign: MEDIC 41", "MEDIC 41"],
  ["call sign red 4", "red 4"],
  ["Callsign: Bravo-2", "Bravo-2"],
  ["attended by unit Medic 22 at 0314", "Medic 22"],
  ["Crew: AMB 34", "AMB 34"],
  ["Booking ref: XJ7K2P", "XJ7K2P"],
  ["Confirmation code 4F7H2K9M", "4F7H2K9M"],
  ["Incident number:\n2024-0012345\nCrew: 2", "2024-0012345"],
  ["eReferral: ER-24-118832", "ER-24-118832"],
  ["Referral # RF118832", "RF118832"],
  ["Incid. 2024-118832", "2024-118832"],
  ["FIR 123/2024 lodged at the station", "123/2024"],
  ["Police case: CAS 123/04/2024", "CAS 123/04/2024"],
];

/** Near misses: times, dates, units, wards, beds, clinical codes. */
const LEFT: readonly string[] = [
  "Incident 2 of 3 this week.",
  "Job: cleaner, 20 hrs a week.",
  "Police informed at 14:30.",
  "Claim: 50% of costs.",
  "Claim: lodged 12/05/2024.",
  "Unit: ICU bed 12",
  "Attending unit 4B stable.",
  "Unit: 500 mL bag hung",
  "Incident: glucose 12.5 mmol/L",
  "Ambulance: 25 min ETA",
  "Dispatch: 0932 hrs",
  "Request: CT head 2024",
  "Ref: HbA1c 48",
  "Order: FBC, U&E, LFT",
  "Inc: 2 mg increase",
  "Unit: north 4",
  "Incident:\nNo 2 falls this week",
  "Claim:\n12345 steps a day is the goal",
  "Incident report\n2024-05-12 fall",
  "Referral: 12 weeks wait",
  "Referral priority: P2 (30 days)",
  "Referral 2/52 ago",
  "Fir pollen 123456 grains",
  "Police informed 12/04/2024",
];

test("event references and call signs are found by their label", () => {
  for (const [note, value] of FOUND) {
    const spans = runRecogniser(findEventRefs, note);
    const at = note.indexOf(value);
    assert.ok(
      spans.some((s) => s.start <= at && s.end >= at + value.length),
      `${note} → ${JSON.stringify(spans.map((s) => note.slice(s.start, s.end)))}`,
    );
  }
});

test("times, dates, units, wards and clinical codes are left", () => {
  for (const note of LEFT) {
    assert.deepEqual(
      runRecogniser(findEventRefs, note).map((s) => note.slice(s.start, s.end)),
      [],
      note,
    );
  }
});
