import { describe, test } from "node:test";
import { assertFound, assertUntouched } from "../../test/detection/support/table-rows.ts";
import { createEngine } from "./create-engine.ts";
import { PERSON_NAME_TYPES, type PhiType } from "./phi-type.ts";

/**
 * Round 7: names where short snippets put them (kinship words of any register, roles in brackets,
 * names joined by slashes and pluses, message openers, Irish and other particles). Every row is
 * written for this file (no corpus text); names of many origins, English-word names and invented
 * names, in Title Case, lower case and ALL CAPS.
 * must-match: every letter and digit of `phi` is covered by a span of a name type.
 * must-not-match: no span touches `word`.
 */
const engine = createEngine();

const NAMES: readonly PhiType[] = [...PERSON_NAME_TYPES];

type Pair = readonly [note: string, value: string];

/** Family words of every register, and the verbs that name a relative. */
const KINSHIP_MATCH: readonly Pair[] = [
  ["Mum Hodan staying overnight.", "Hodan"],
  ["her mum wanjiru came with her today", "wanjiru"],
  ["NAN PEARLINE VISITED", "PEARLINE"],
  ["Grandchildren Tane and Aria visited.", "Tane"],
  ["Gran Ottilie phoned the ward.", "Ottilie"],
  ["Daughter named Iolanthe is NOK.", "Iolanthe"],
  ["Son is called Bayo.", "Bayo"],
  ["his son emre is a nurse at the hospital", "emre"],
  ["history from pt and his niece farida", "farida"],
  ["pt's nephew zoltanek rang", "zoltanek"],
  ["Ayumi (wife) and Kenji (son) visited.", "Ayumi"],
  ["DAGRUN (WIFE) STAYING OVERNIGHT", "DAGRUN"],
];

const KINSHIP_UNTOUCHED: readonly Pair[] = [
  ["mum gave consent for the procedure", "gave"],
  ["mum has dementia, father copd", "has"],
  ["Mum is very anxious.", "anxious"],
  ["nan stroke aged 70", "stroke"],
  ["grandchildren visiting at weekend", "visiting"],
  ["FH: mother breast ca, sister ovarian ca", "ovarian"],
  ["son is called back tomorrow", "back"],
  ["Obs (son present) stable", "Obs"],
  ["Fluids (wife aware) running", "Fluids"],
];

describe("kinship words", () => {
  for (const [note, phi] of KINSHIP_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of KINSHIP_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});

/** A bracketed staff role beside a name, or a bracketed name after a role or family word. */
const BRACKET_MATCH: readonly Pair[] = [
  ["Nkosana (physio) saw pt.", "Nkosana"],
  ["Bleep holder: Ravindran (med reg)", "Ravindran"],
  ["Handover from Ngaio (day nurse) to night staff.", "Ngaio"],
  ["tavita (ot) to see", "tavita"],
  ["BIRGITTA (OT) TO REVIEW", "BIRGITTA"],
  ["Kalani Mahoe (HCA) did obs.", "Kalani Mahoe"],
  ["OT (Dervla) and PT (Kamau) to see today.", "Dervla"],
  ["Reg (Nyambura) happy with plan.", "Nyambura"],
  ["Family (Ayodele + Funmi) at bedside.", "Funmi"],
  ["family (orrin + sabelle) at bedside", "sabelle"],
  ["VISITORS (TEODOR, WIEBKE) TODAY", "WIEBKE"],
  ["Mum (Precious) at bedside.", "Precious"],
];

const BRACKET_UNTOUCHED: readonly Pair[] = [
  ["Referral (OT) sent.", "Referral"],
  ["kitchen ax (ot) booked", "ax"],
  ["Family (2 sons) visiting", "sons"],
  ["OT (MDT) today", "MDT"],
  ["Obs (HCA) done", "Obs"],
  ["Call via interpreter (Tigrinya) re results.", "Tigrinya"],
  ["Family (husband + dtr) visited", "dtr"],
  ["zimmer frame (physio) ok", "frame"],
  ["Splint (OT) fitted.", "Splint"],
  ["Physio (PM) session", "PM"],
];

describe("names beside bracketed roles", () => {
  for (const [note, phi] of BRACKET_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of BRACKET_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});

/** Names joined to a found name by a slash, a plus or an ampersand. */
const JOINED_MATCH: readonly Pair[] = [
  ["Consultants Haddad/Mbeki to review.", "Mbeki"],
  ["Nurses: Folake/Mikael/Ji-woo", "Ji-woo"],
  ["Night staff: Aisling + Obinna", "Aisling"],
  ["seen by Dr Haddad/Brown", "Brown"],
  ["COVERING: DR OKORO/LINDQVIST", "LINDQVIST"],
  ["nights: dr oyelaran + zsofia", "zsofia"],
  ["Dr Ombrathi/Pelsinger covering.", "Pelsinger"],
];

const JOINED_UNTOUCHED: readonly Pair[] = [
  ["Dr Xu/SHO on call", "SHO"],
  ["Okafor/NOK to ring back", "NOK"],
  ["Kofi/OT to review", "OT"],
  ["Dr Smith/Ward sister aware", "Ward"],
  ["Dr Haddad/Cardiology to see", "Cardiology"],
  ["Dr Smith + FY1 reviewed", "FY1"],
  ["Known Parkinson's/Alzheimer's, on co-careldopa", "Alzheimer's"],
];

describe("names joined by a slash, plus or ampersand", () => {
  for (const [note, phi] of JOINED_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of JOINED_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});

/** A contact cue's slot filled by a speech filler, or by one unlisted word spelt like a name. */
const CONTACT_SHAPE_MATCH: readonly Pair[] = [
  ["d/w kazimierz re pain relief", "kazimierz"],
  ["plan per onwuachi - home tmrw", "onwuachi"],
  ["PLAN PER ACHTERBERG - HOME", "ACHTERBERG"],
  ["TTO meds via Fenella in pharmacy.", "Fenella"],
  ["discussed w/ moana ot", "moana"],
  ["bleeped zhiyuan x2", "zhiyuan"],
  ["informed bartłomiej", "bartłomiej"],
  ["I've handed over to er Lowri so she knows", "Lowri"],
  ["her daughter's called uh Mercy I think", "Mercy"],
  ["spoke to um Dr Ogunleye", "Ogunleye"],
];

const CONTACT_SHAPE_UNTOUCHED: readonly Pair[] = [
  ["fed via ngt overnight", "ngt"],
  ["pedal pulses via dopppler and l foot", "dopppler"],
  ["Anxiety treated w/ Trazadone, Ambien", "Trazadone"],
  ["CONTINUES ON D10 W/ NAHCO3 AT 75CC/HR", "NAHCO3"],
  ["abx per micro", "micro"],
  ["results sent via accurx today", "accurx"],
  ["sent via pabrinex protocol", "pabrinex"],
  ["d/w onc re chemo", "onc"],
  ["per os, tolerating", "os"],
  ["informed um the team", "team"],
];

describe("contact slots by spelling and after speech fillers", () => {
  for (const [note, phi] of CONTACT_SHAPE_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of CONTACT_SHAPE_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});

/** Message openers: apologies and notices before a name, hyphenated given names, a dashed address. */
const MESSAGE_MATCH: readonly Pair[] = [
  ["thx Hyun-woo! will do", "Hyun-woo"],
  ["sorry Bongani I missed ur call", "Bongani"],
  ["fyi Gaurav says CT booked for 2pm", "Gaurav"],
  ["FYI OKSANA SAYS BED 4 READY", "OKSANA"],
  ["Tamsin - can you check bed 12 obs pls", "Tamsin"],
  ["cheers Ji-yeon, will do", "Ji-yeon"],
];

const MESSAGE_UNTOUCHED: readonly Pair[] = [
  ["sorry for the delay", "delay"],
  ["fyi bloods back", "bloods"],
  ["FYI CT booked", "CT"],
  ["Sorry, pt refused", "refused"],
  ["Obs - can you repeat at 10", "Obs"],
  ["Sorry Sats dropped again", "Sats"],
];

describe("names in message openers", () => {
  for (const [note, phi] of MESSAGE_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of MESSAGE_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});

/** Titles and particles: a ward sister "Sr", Irish particles, Title Case hyphen compounds. */
const TITLE_MATCH: readonly Pair[] = [
  ["Seen by Mr Ó Súilleabháin (ortho).", "Ó Súilleabháin"],
  ["Sr Ní Bhriain in charge tonight.", "Ní Bhriain"],
  ["Pt's sister Máire Nic Giolla phoned.", "Máire Nic Giolla"],
  ["Letter for Mrs Osei-Tutu re clinic.", "Osei-Tutu"],
  ["Call from Sr Achebe at the hospice.", "Achebe"],
  ["Sr Hope in charge.", "Hope"],
  ["sr mulcahy aware", "mulcahy"],
  ["DR Ó SÚILLEABHÁIN TO REVIEW", "Ó SÚILLEABHÁIN"],
];

const TITLE_UNTOUCHED: readonly Pair[] = [
  ["Catheter changed to 14Fr Foley.", "Foley"],
  ["ECG: SR Good R wave progression", "Good"],
  ["cv: hr80's sr oc pvc's", "oc"],
  ["SR INTHE 70'S WITH SBP 90-100", "INTHE"],
  ["ECG SR, rate 80, normal axis", "rate"],
  ["Rhythm: SR Normal axis", "Normal"],
];

describe("ward sisters, Irish particles and hyphenated surnames", () => {
  for (const [note, phi] of TITLE_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of TITLE_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});

/** Staff roles, eponyms before "type"/"negative", walking frames: no names, no places. */
const LOOKALIKE_UNTOUCHED: readonly Pair[] = [
  ["- seen by TVN\n- dressing changed", "TVN"],
  ["NIC aware", "NIC"],
  ["TVN informed of grade 2", "TVN"],
  ["Bristol type 7 x3.", "Bristol"],
  ["Ortolani and Barlow negative.", "Barlow"],
  ["Tinel's positive at wrist, Phalen's negative", "Phalen's"],
  ["mobilising to toilet with zimmer", "zimmer"],
  ["WALKS WITH ZIMMER AND 1 ASSIST", "ZIMMER"],
];

const LOOKALIKE_MATCH: readonly Pair[] = [
  ["Seen by Kwame Mensah", "Kwame Mensah"],
  ["Dr Zimmer reviewed the wound", "Zimmer"],
  ["Okonkwo aware of plan", "Okonkwo"],
];

describe("roles, eponyms and devices stay clean", () => {
  for (const [note, word] of LOOKALIKE_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
  for (const [note, phi] of LOOKALIKE_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
});

/** A name opening a line or sentence before what staff do or where they are on shift. */
const DUTY_MATCH: readonly Pair[] = [
  ["Kemi on bleep 4412 tonight", "Kemi"],
  ["Mehmet on 2nd bleep", "Mehmet"],
  ["Arvid covering bays 1-3", "Arvid"],
  ["Shreya is NIC", "Shreya"],
  ["Oyinda to do 10pm meds", "Oyinda"],
  ["Thandeka did the 2am obs", "Thandeka"],
  ["Ngaire happy to take bay 2", "Ngaire"],
  ["ADEBOLA TO CHASE BLOODS", "ADEBOLA"],
  ["oluchi tolerated diet", "oluchi"],
  ["Bed 3 fine. Zdeněk took his meds.", "Zdeněk"],
];

const DUTY_UNTOUCHED: readonly Pair[] = [
  ["Tazocin to continue", "Tazocin"],
  ["Edoxaban started", "Edoxaban"],
  ["Obs to be 4 hrly", "Obs"],
  ["Oramorph to give if needed", "Oramorph"],
  ["Fortisip to take with meals", "Fortisip"],
  ["TAZOCIN TO GIVE AT 22:00", "TAZOCIN"],
  ["physio to see tomorrow", "physio"],
  ["Nights on bleep 4412", "Nights"],
  ["Family happy to take her home", "Family"],
  ["Pharmacy to do TTOs", "Pharmacy"],
];

describe("names before a duty", () => {
  for (const [note, phi] of DUTY_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of DUTY_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});

/** Shift role phrases written without a label's colon, and a student in brackets. */
const ROLE_PHRASE_MATCH: readonly Pair[] = [
  ["NIC tonight is Bolaji", "Bolaji"],
  ["nurse in charge - Ruairi", "Ruairi"],
  ["2nd check: Hakan", "Hakan"],
  ["next of kin Uzma (07700 900987)", "Uzma"],
  ["site mgr Colm aware of bed", "Colm"],
  ["NIC IS OYELOWO TONIGHT", "OYELOWO"],
  ["Mirela (student) assisted.", "Mirela"],
];

const ROLE_PHRASE_UNTOUCHED: readonly Pair[] = [
  ["NIC tonight is agency", "agency"],
  ["2nd check: done", "done"],
  ["nurse in charge - bank staff", "bank"],
  ["next of kin informed", "informed"],
  ["reg on call tonight", "call"],
  ["2nd check: Pharmacist", "Pharmacist"],
  ["CD check x2 with RN", "RN"],
];

describe("names after shift role phrases", () => {
  for (const [note, phi] of ROLE_PHRASE_MATCH)
    test(`finds ${phi} in ${JSON.stringify(note)}`, () => assertFound(engine, note, phi, NAMES));
  for (const [note, word] of ROLE_PHRASE_UNTOUCHED)
    test(`keeps ${word} in ${JSON.stringify(note)}`, () => assertUntouched(engine, note, word));
});
