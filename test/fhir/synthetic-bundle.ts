/**
 * A small generator of realistic FHIR R4 Bundles for tests and the bench: a Patient, an Encounter,
 * a DocumentReference with a base64 note, an Observation and a DiagnosticReport, every name, number
 * and date invented from a seed (no real person). The note and narratives repeat the Patient's
 * details as clinicians write them, so consistency across structured and free text can be checked.
 */
const GIVEN = ["Orlaith", "Tamsin", "Ewart", "Bronagh", "Casimir", "Ysolde", "Idris", "Marit"];
const FAMILY = [
  "Vexbridge",
  "Quennell",
  "Farquist",
  "Ashdown",
  "Pellow",
  "Trevanion",
  "Halloran",
  "Brackley",
];
const STREETS = ["Linden Avenue", "Harrow Lane", "Quarry Road", "Mill Street"];
const CITIES = ["Dunmore", "Castleford", "Eastbury", "Wrexford"];

export interface SyntheticPatient {
  readonly id: string;
  readonly given: string;
  readonly family: string;
  readonly mrn: string;
  readonly birthDate: string;
  readonly phone: string;
  readonly seen: string;
}

function rng(seed: number) {
  let state = seed >>> 0 || 1;
  return (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function syntheticPatient(seed: number): SyntheticPatient {
  const r = rng(seed * 7919 + 17);
  return {
    id: `pat-${seed}`,
    given: GIVEN[r(GIVEN.length)]!,
    family: FAMILY[r(FAMILY.length)]!,
    mrn: `${pad(r(100), 2)}${pad(r(10000), 4)}${pad(r(100), 2)}`,
    birthDate: `${1940 + r(60)}-${pad(1 + r(12))}-${pad(1 + r(28))}`,
    phone: `617-555-${pad(r(10000), 4)}`,
    seen: `2021-${pad(1 + r(12))}-${pad(1 + r(28))}`,
  };
}

const us = (iso: string) => {
  const [y, m, d] = iso.split("-");
  return `${Number(m)}/${Number(d)}/${y}`;
};

export function syntheticBundle(seed: number): Record<string, unknown> {
  const p = syntheticPatient(seed);
  const r = rng(seed);
  const street = `${10 + r(90)} ${STREETS[r(STREETS.length)]}`;
  const city = CITIES[r(CITIES.length)]!;
  const patientUrl = `urn:uuid:00000000-0000-4000-8000-${pad(seed, 12)}`;
  const subject = { reference: `Patient/${p.id}`, display: `${p.given} ${p.family}` };
  const note = `Clinic note ${us(p.seen)}\n${p.given} ${p.family} (MRN ${p.mrn}, DOB ${us(p.birthDate)}) seen today.\nLives at ${street}, ${city}. Call ${p.phone} with results.\nPlan: repeat HbA1c in 3 months.\n`;
  return {
    resourceType: "Bundle",
    type: "collection",
    entry: [
      {
        fullUrl: patientUrl,
        resource: {
          resourceType: "Patient",
          id: p.id,
          text: {
            status: "generated",
            div: `<div xmlns="http://www.w3.org/1999/xhtml"><p>${p.given} <b>${p.family}</b>, born ${p.birthDate}</p></div>`,
          },
          identifier: [
            {
              type: { coding: [{ system: "http://terminology.hl7.org/CodeSystem/v2-0203", code: "MR" }] },
              system: "urn:oid:2.16.840.1.113883.19.5",
              value: p.mrn,
            },
          ],
          name: [{ use: "official", family: p.family, given: [p.given] }],
          telecom: [{ system: "phone", value: p.phone, use: "home" }],
          gender: seed % 2 === 0 ? "female" : "male",
          birthDate: p.birthDate,
          address: [{ line: [street], city, state: "MA", postalCode: `0${2100 + r(800)}` }],
        },
      },
      {
        fullUrl: `urn:uuid:00000000-0000-4000-8001-${pad(seed, 12)}`,
        resource: {
          resourceType: "Encounter",
          id: `enc-${seed}`,
          status: "finished",
          class: { system: "http://terminology.hl7.org/CodeSystem/v3-ActCode", code: "AMB" },
          subject: { reference: patientUrl },
          period: { start: `${p.seen}T09:30:00Z`, end: `${p.seen}T10:10:00Z` },
        },
      },
      {
        fullUrl: `urn:uuid:00000000-0000-4000-8002-${pad(seed, 12)}`,
        resource: {
          resourceType: "DocumentReference",
          id: `doc-${seed}`,
          status: "current",
          type: { coding: [{ system: "http://loinc.org", code: "11506-3", display: "Progress note" }] },
          subject,
          date: `${p.seen}T10:15:00Z`,
          description: `Progress note for ${p.given} ${p.family}`,
          content: [
            {
              attachment: {
                contentType: "text/plain; charset=utf-8",
                data: Buffer.from(note).toString("base64"),
              },
            },
          ],
        },
      },
      {
        fullUrl: `urn:uuid:00000000-0000-4000-8003-${pad(seed, 12)}`,
        resource: {
          resourceType: "Observation",
          id: `obs-${seed}`,
          status: "final",
          code: { coding: [{ system: "http://loinc.org", code: "4548-4", display: "Hemoglobin A1c" }] },
          subject,
          effectiveDateTime: `${p.seen}T09:45:00Z`,
          valueQuantity: { value: 6 + r(30) / 10, unit: "%", system: "http://unitsofmeasure.org", code: "%" },
          note: [{ text: `Drawn by nurse; ${p.given} fasting since midnight.` }],
        },
      },
      {
        fullUrl: `urn:uuid:00000000-0000-4000-8004-${pad(seed, 12)}`,
        resource: {
          resourceType: "DiagnosticReport",
          id: `rep-${seed}`,
          status: "final",
          code: { coding: [{ system: "http://loinc.org", code: "4548-4" }] },
          subject,
          issued: `${p.seen}T12:00:00Z`,
          result: [{ reference: `Observation/obs-${seed}` }],
          conclusion: `HbA1c elevated for ${p.family}; discussed with patient on ${us(p.seen)}.`,
        },
      },
    ],
  };
}
