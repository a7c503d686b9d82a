import { test } from "node:test";
import { assertFound, assertUntouched } from "../../../../test/detection/support/table-rows.ts";
import { createEngine } from "../../create-engine.ts";

/** Hand-written staff and patient messages: names after greetings, self-introductions and senders. */
const engine = createEngine();
const PERSON = ["PATIENT_NAME", "NAME", "RELATIVE_NAME", "PROVIDER_NAME"];

const FOUND: readonly (readonly [string, string])[] = [
  ["hi its kemi from ward 7, can u call mrs adeyemi re her meds", "kemi"],
  ["it's ROSA from 4B, bed 2 needs a review", "ROSA"],
  ["this is Bongani calling from the ward", "Bongani"],
  ["hey tomasz its siobhan on nights, pt in bed 3 v agitated", "tomasz"],
  ["hey tomasz its siobhan on nights, pt in bed 3 v agitated", "siobhan"],
  ["thx bex will let dr patel know", "bex"],
  ["morning Thandiwe, bed 8 bloods back", "Thandiwe"],
  ["ta Giulia", "Giulia"],
  ["Hi Sunita, pls can you ring me back", "Sunita"],
  ["msg from aaliyah: mum fell again last nite", "aaliyah"],
  ["Text from Olu re bed 9", "Olu"],
  ["ring Bayo on 07700 900 111", "Bayo"],
  ["pls txt Dami re bloods", "Dami"],
  ["magnus can u do 2200 meds for bay 3", "magnus"],
  ["Kirsty, pls check bed 4", "Kirsty"],
  ["FYI Aarav's mum called", "Aarav"],
  ["Medication review w/ Ngaire (pt) and her carer", "Ngaire"],
  ["Left msg for Mehmet to call back", "Mehmet"],
  ["LVM for candace", "candace"],
];

for (const [note, value] of FOUND) {
  test(`message name: ${note} (${value})`, () => assertFound(engine, note, value, PERSON));
}

const UNTOUCHED: readonly (readonly [string, string])[] = [
  ["hi all, bed 4 obs stable", "all"],
  ["Morning meds given", "meds"],
  ["thanks for your help", "for"],
  ["Hi team, ward round at 9", "team"],
  ["it's painful when she coughs", "painful"],
  ["hi flow O2 running at 40L", "flow"],
  ["can u call pharmacy pls", "u"],
  ["wife rang, pls call back", "pls"],
  ["msg from switchboard re bleep", "switchboard"],
  ["ring pessary changed today", "pessary"],
  ["Someone pls check bed 4", "Someone"],
  ["Physio can u see bed 3", "Physio"],
  ["Pt's son rang", "Pt"],
  ["Reviewed (pt) today", "Reviewed"],
  ["left msg for pharmacy to call", "pharmacy"],
  ["HI IT'S MAREK - CAN U COVER JESS'S SHIFT", "U"],
  ["ambo: 78yo f edith okoro fall at home", "f"],
];

for (const [note, word] of UNTOUCHED) {
  test(`message name untouched: ${note}`, () => assertUntouched(engine, note, word));
}
