/**
 * Identifiers and phone numbers of each country: valid check digits where the scheme has one
 * (checks.ts), the scheme's shape otherwise. Random digits; no real person's number on purpose.
 */

import {
  luhnDigit,
  medicareDigit,
  nhiDigit,
  nhsDigit,
  npiDigit,
  nricLetter,
  ppsnLetter,
  verhoeffDigit,
} from "./checks.ts";
import { lab, type Piece } from "./doc.ts";
import type { Country } from "./people.ts";
import type { Rng } from "./rng.ts";

type IdCat = "health-id" | "national-id" | "record-id" | "clinician-id" | "other-id";
/** One identifier: the label printed before it and the labelled value. */
export interface Ident {
  readonly label: string;
  readonly value: Piece;
}
const id = (label: string, v: string, cat: IdCat): Ident => ({ label, value: lab(v, "ID", cat) });

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

export function nhi(rng: Rng): string {
  for (;;) {
    const six = `${[0, 1, 2].map(() => rng.pick([...NHI_LETTERS])).join("")}${rng.digits(3)}`;
    const d = nhiDigit(six);
    if (d !== undefined) return `${six}${d}`;
  }
}
export function nhs(rng: Rng): string {
  for (;;) {
    const nine = `${rng.int(4, 7)}${rng.digits(8)}`;
    const d = nhsDigit(nine);
    if (d !== undefined) return `${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}${d}`;
  }
}
export function medicare(rng: Rng): string {
  const eight = `${rng.int(2, 6)}${rng.digits(7)}`;
  const s = `${eight}${medicareDigit(eight)}${rng.int(1, 5)}`;
  return rng.chance(0.5) ? `${s.slice(0, 4)} ${s.slice(4, 9)} ${s.slice(9)}` : s;
}
export function ihi(rng: Rng): string {
  const body = `800360${rng.digits(9)}`;
  const s = `${body}${luhnDigit(body)}`;
  return `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8, 12)} ${s.slice(12)}`;
}
export function ohip(rng: Rng): string {
  const nine = `${rng.int(1, 9)}${rng.digits(8)}`;
  const s = `${nine}${luhnDigit(nine)}`;
  const vc = `${rng.pick([..."ABCDEFGHJKLMNPRSTVWXY"])}${rng.pick([..."ABCDEFGHJKLMNPRSTVWXY"])}`;
  return rng.chance(0.5) ? `${s.slice(0, 4)}-${s.slice(4, 7)}-${s.slice(7)}-${vc}` : `${s} ${vc}`;
}
export function ppsn(rng: Rng): string {
  const seven = rng.digits(7);
  const second = rng.chance(0.3) ? "A" : "";
  return `${seven}${ppsnLetter(seven, second)}${second}`;
}
export function aadhaar(rng: Rng): string {
  const body = `${rng.int(2, 9)}${rng.digits(10)}`;
  const s = `${body}${verhoeffDigit(body)}`;
  return `${s.slice(0, 4)} ${s.slice(4, 8)} ${s.slice(8)}`;
}
export function zaId(rng: Rng, year: number, month: number, day: number, sex: "F" | "M"): string {
  const dob = `${String(year % 100).padStart(2, "0")}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
  const g = sex === "F" ? rng.int(0, 4999) : rng.int(5000, 9999);
  const body = `${dob}${String(g).padStart(4, "0")}${rng.chance(0.9) ? 0 : 1}8`;
  return `${body}${luhnDigit(body)}`;
}
export function nric(rng: Rng, born2000: boolean): string {
  const prefix = rng.chance(0.12) ? (born2000 ? "G" : "F") : born2000 ? "T" : "S";
  const seven = rng.digits(7);
  return `${prefix}${seven}${nricLetter(prefix, seven)}`;
}
export function npi(rng: Rng): string {
  const nine = `1${rng.digits(8)}`;
  return `${nine}${npiDigit(nine)}`;
}

/** The patient's identifiers as each country's records print them: health number first. */
export function patientIds(
  rng: Rng,
  c: Country,
  dob: { y: number; m: number; d: number },
  sex: "F" | "M",
): Ident[] {
  const mrn = (pre: string): Ident => id(pre, rng.digits(rng.int(6, 8)), "record-id");
  switch (c) {
    case "AU":
      return [
        id(rng.pick(["Medicare No", "Medicare"]), medicare(rng), "health-id"),
        mrn(rng.pick(["MRN", "UR No", "URN"])),
        id("IHI", ihi(rng), "health-id"),
      ];
    case "NZ":
      return [id(rng.pick(["NHI", "NHI No"]), nhi(rng), "health-id")];
    case "CA":
      return rng.chance(0.6)
        ? [id(rng.pick(["OHIP", "Health Card", "HCN"]), ohip(rng), "health-id"), mrn("MRN")]
        : [
            id(
              "RAMQ",
              `${rng.pick(["TREM", "GAGM", "CÔTS", "BOUL"])} ${rng.digits(4)} ${rng.digits(4)}`,
              "health-id",
            ),
            mrn("No dossier"),
          ];
    case "IE":
      return [
        mrn(rng.pick(["MRN", "Hospital No", "Chart No"])),
        id("PPSN", ppsn(rng), "national-id"),
        id("Medical card no", `${rng.digits(7)}${rng.pick(["A", "B", "C"])}`, "health-id"),
      ];
    case "IN":
      return [
        id(
          rng.pick(["UHID", "UHID No", "CR No"]),
          `${rng.pick(["", "MH", "AIIMS"])}${rng.digits(rng.int(8, 12))}`,
          "record-id",
        ),
        id("ABHA", `91-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`, "health-id"),
        id("Aadhaar", aadhaar(rng), "national-id"),
        id("IP No", `IP/${rng.int(2019, 2025)}/${rng.digits(5)}`, "record-id"),
      ];
    case "ZA":
      return [
        id(rng.pick(["ID No", "RSA ID", "ID"]), zaId(rng, dob.y, dob.m, dob.d, sex), "national-id"),
        id(rng.pick(["Folder No", "Hosp No", "File no"]), rng.digits(8), "record-id"),
        id("Med aid no", `${rng.digits(9)}`, "health-id"),
      ];
    case "NG":
      return [
        id(
          rng.pick(["Hosp No", "Hospital number", "Card No"]),
          `${rng.pick(["LUTH/", "UCH/", "AKTH/", ""])}${rng.int(2015, 2025)}/${rng.digits(5)}`,
          "record-id",
        ),
        id("NHIA No", rng.digits(8), "health-id"),
        id("NIN", rng.digits(11), "national-id"),
      ];
    case "SG":
      return [
        id(rng.pick(["NRIC", "NRIC/FIN", "IC"]), nric(rng, dob.y >= 2000), "national-id"),
        mrn(rng.pick(["MRN", "Case No"])),
      ];
    case "UK":
      return [
        id(rng.pick(["NHS No", "NHS number", "NHS"]), nhs(rng), "health-id"),
        id(
          rng.pick(["Hosp No", "MRN", "RTH"]),
          `${rng.pick(["K", "M", "RX", ""])}${rng.digits(7)}`,
          "record-id",
        ),
      ];
    case "US":
      return [
        mrn(rng.pick(["MRN", "Acct #", "FIN"])),
        id("Member ID", `${rng.pick(["XEH", "W", "BCB"])}${rng.digits(9)}`, "health-id"),
      ];
  }
}

/** A clinician's registration, as each regulator prints it. */
export function registration(rng: Rng, c: Country): Ident {
  switch (c) {
    case "AU":
      return id("AHPRA", `MED000${rng.digits(7)}`, "clinician-id");
    case "NZ":
      return id("MCNZ", rng.digits(5), "clinician-id");
    case "CA":
      return rng.chance(0.5)
        ? id("CPSO #", rng.digits(5), "clinician-id")
        : id("Permis CMQ", rng.digits(5), "clinician-id");
    case "IE":
      return id("IMC No", rng.digits(6), "clinician-id");
    case "IN":
      return id(
        rng.pick(["KMC Reg. No.", "MMC Reg No", "TNMC No", "NMC Reg"]),
        rng.digits(5),
        "clinician-id",
      );
    case "ZA":
      return id("HPCSA", `MP ${rng.digits(7)}`, "clinician-id");
    case "NG":
      return id("MDCN", `MDCN/R/${rng.digits(5)}`, "clinician-id");
    case "SG":
      return id("MCR", `M${rng.digits(5)}${rng.pick([..."ABCDEHJKZ"])}`, "clinician-id");
    case "UK":
      return id("GMC", rng.digits(7), "clinician-id");
    case "US":
      return id("NPI", npi(rng), "clinician-id");
  }
}

function phoneText(rng: Rng, c: Country, mobile: boolean): string {
  const d = rng.digits.bind(rng);
  switch (c) {
    case "AU":
      return mobile
        ? rng.pick([`04${d(2)} ${d(3)} ${d(3)}`, `+61 4${d(2)} ${d(3)} ${d(3)}`])
        : `(0${rng.pick([2, 3, 7, 8])}) ${d(4)} ${d(4)}`;
    case "NZ":
      return mobile
        ? `02${rng.pick([1, 2, 7])} ${d(3)} ${d(4)}`
        : `(0${rng.pick([9, 4, 7, 6])}) ${d(3)} ${d(4)}`;
    case "CA":
      return rng.pick([
        `(${rng.pick(["613", "705", "514", "306", "204"])}) 555-01${d(2)}`,
        `${rng.pick(["807", "819", "506"])}-555-01${d(2)}`,
      ]);
    case "IE":
      return mobile
        ? rng.pick([
            `08${rng.pick([3, 5, 6, 7])} ${d(3)} ${d(4)}`,
            `+353 8${rng.pick([5, 7])} ${d(3)} ${d(4)}`,
          ])
        : `(0${rng.pick(["21", "1", "91", "74"])}) ${d(3)} ${d(4)}`;
    case "IN":
      return mobile
        ? rng.pick([`+91 ${rng.int(7, 9)}${d(4)} ${d(5)}`, `${rng.int(7, 9)}${d(9)}`])
        : `0${rng.pick(["80", "40", "22", "44"])}-${d(4)} ${d(4)}`;
    case "ZA":
      return mobile
        ? rng.pick([
            `0${rng.pick([72, 82, 83, 71])} ${d(3)} ${d(4)}`,
            `+27 ${rng.pick([72, 82])} ${d(3)} ${d(4)}`,
          ])
        : `0${rng.pick([11, 21, 31])} ${d(3)} ${d(4)}`;
    case "NG":
      return rng.pick([
        `080${rng.int(3, 9)} ${d(3)} ${d(4)}`,
        `+234 80${rng.int(3, 9)} ${d(3)} ${d(4)}`,
        `070${rng.int(3, 9)}${d(7)}`,
      ]);
    case "SG":
      return mobile
        ? rng.pick([`${rng.int(8, 9)}${d(3)} ${d(4)}`, `+65 ${rng.int(8, 9)}${d(3)} ${d(4)}`])
        : `6${d(3)} ${d(4)}`;
    case "UK":
      return mobile ? `07700 900${d(3)}` : `0113 496 0${d(3)}`;
    case "US":
      return rng.pick([
        `(${rng.pick(["937", "915", "253"])}) 555-01${d(2)}`,
        `${rng.pick(["559", "219"])}-555-01${d(2)}`,
      ]);
  }
}

export const phone = (rng: Rng, c: Country, mobile = true): Piece =>
  lab(phoneText(rng, c, mobile), "Phone", "phone");
export const pager = (rng: Rng): Piece => lab(rng.digits(rng.int(3, 4)), "Phone", "phone");
export function ssn(rng: Rng): Piece {
  const area = String(rng.int(1, 665)).padStart(3, "0").replace("000", "101");
  return lab(
    `${area}-${String(rng.int(1, 99)).padStart(2, "0")}-${String(rng.int(1, 9999)).padStart(4, "0")}`,
    "SSN",
    "national-id",
  );
}
