/**
 * Identifier variety of India, South Africa, Nigeria and Singapore: FIR and MLC numbers, SAPS case
 * numbers, death-register numbers, HMO enrollee IDs, police report numbers, more registers and
 * personal numbers, in the shapes their services print.
 */
import type { Rng } from "../rng.ts";
import { facilityOf, hospitalOf } from "./facilities.ts";
import { ev, type KitExtra, yy, yyyy } from "./kit-extra.ts";

const accession = (r: Rng): string =>
  r.pick([
    `${r.pick(["CT", "MR", "XR", "US"])}/${yy(r)}/${r.digits(5)}`,
    `${r.letters(2)}${r.digits(8)}`,
    `${yy(r)}${r.digits(7)}`,
  ]);

export const IN_EXTRA: KitExtra = {
  ids: [
    {
      kind: "in-plate-2",
      label: "Vehicle No",
      group: "other-id",
      make: (r) =>
        r.pick([
          `${r.digits(2)} BH ${r.digits(4)} ${r.letters(2)}`,
          `${r.pick(["MH", "KA", "UP", "GJ"])}${r.digits(2)}${r.letters(2)}${r.digits(4)}`,
          `${r.pick(["MH", "TN"])}-${r.digits(2)}-${r.letters(1)}-${r.digits(4)}`,
        ]),
    },
    { kind: "in-abha-plain", label: "ABHA number", group: "health-id", make: (r) => `91${r.digits(12)}` },
    {
      kind: "in-pmjay",
      label: "PM-JAY ID",
      group: "health-id",
      make: (r) => `${r.letters(1)}${r.letters(8, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")}`,
    },
    { kind: "in-esic-ip", label: "ESIC IP No", group: "health-id", make: (r) => r.digits(10) },
    { kind: "in-cghs", label: "CGHS card No", group: "health-id", make: (r) => r.digits(r.pick([6, 7])) },
    {
      kind: "in-epic",
      label: "Voter ID",
      group: "national-id",
      make: (r) => `${r.letters(3)}${r.digits(7)}`,
    },
    {
      kind: "in-licence",
      label: "DL No",
      group: "other-id",
      make: (r) => `${r.pick(["MH", "KA", "TN", "DL"])}${r.digits(2)} ${yyyy(r)}${r.digits(7)}`,
    },
  ],
  registrations: [
    {
      kind: "in-state-council",
      label: "Reg No",
      group: "clinician-id",
      make: (r) =>
        r.pick([
          `MMC ${yyyy(r)}/${r.digits(2)}/${r.digits(4)}`,
          `KMC ${r.digits(5)}`,
          `TNMC ${r.digits(5)}`,
          `WBMC ${r.digits(5)}`,
        ]),
    },
    { kind: "in-nmc-imr", label: "NMC Reg", group: "clinician-id", make: (r) => r.digits(r.pick([5, 6])) },
    {
      kind: "in-nursing-council",
      label: "Nursing Council Reg",
      group: "clinician-id",
      make: (r) => `${r.pick(["KNC", "MNC", "TNNMC"])} ${r.digits(6)}`,
    },
  ],
  events: [
    ev("ambulance", "in-108-case", "108 case ID", "other-id", (r) => `${r.digits(2)}${r.digits(10)}`),
    ev("police", "in-fir", "FIR No", "other-id", (r) => `${r.int(1, 999)}/${yyyy(r)}`),
    ev("coroner", "in-mlc", "MLC No", "other-id", (r) =>
      r.pick([`${r.int(100, 9999)}/${yy(r)}`, `MLC/${yyyy(r)}/${r.digits(4)}`]),
    ),
    ev("wc-claim", "in-esic-claim", "ESIC claim No", "other-id", (r) => `ESIC/${r.digits(6)}`),
    ev("insurance-claim", "in-tpa-claim", "Claim ID", "other-id", (r) =>
      r.pick([`CL${r.digits(8)}`, `PA-${r.digits(9)}`]),
    ),
    ev("erx", "in-erx", "e-Rx No", "other-id", (r) => `RX${r.digits(9)}`),
    ev("lab", "in-sample-id", "Sample ID", "record-id", (r) =>
      r.pick([`${yy(r)}${r.digits(2)}-${r.digits(4)}`, `SID${r.digits(8)}`]),
    ),
    ev("radiology", "in-accession", "Acc No", "record-id", accession),
    ev(
      "screening",
      "in-screening-id",
      "Screening No",
      "other-id",
      (r) => `${r.pick(["AIIMS", "CTRI", "SCR"])}-${r.digits(4)}`,
    ),
  ],
  facility: (r, town) => facilityOf("IN", r, town),
  hospital: (r) => hospitalOf("IN", r),
};

export const ZA_EXTRA: KitExtra = {
  ids: [
    {
      kind: "za-plate-2",
      label: "Vehicle reg",
      group: "other-id",
      make: (r) =>
        r.pick([
          `${r.letters(3)} ${r.digits(3)} ${r.pick(["FS", "L", "NC"])}`,
          `ND ${r.digits(3)}-${r.digits(3)}`,
          `${r.letters(2)} ${r.digits(2)} ${r.letters(2)} ZN`,
        ]),
    },
    {
      kind: "za-scheme-member",
      label: "Scheme member No",
      group: "health-id",
      make: (r) => `${r.digits(9)}${r.pick(["", "/00", "/01"])}`,
    },
    {
      kind: "za-asylum",
      label: "Asylum permit",
      group: "other-id",
      make: (r) =>
        `${r.pick(["CTR", "DBN", "PTA"])}${r.pick(["ZWE", "COD", "MOZ"])}${r.digits(6)}${yyyy(r).slice(2)}`,
    },
    {
      kind: "za-licence",
      label: "Driving licence No",
      group: "other-id",
      make: (r) => `${r.digits(4)}0000${r.digits(4)}`,
    },
  ],
  registrations: [
    {
      kind: "za-hpcsa-other",
      label: "HPCSA",
      group: "clinician-id",
      make: (r) => `${r.pick(["DP", "PS", "ANT", "ECP", "PT", "OT"])} ${r.digits(7)}`,
    },
    { kind: "za-sapc", label: "SAPC", group: "clinician-id", make: (r) => `P${r.digits(5)}` },
    {
      kind: "za-bhf-practice",
      label: "BHF practice No",
      group: "clinician-id",
      make: (r) => `0${r.digits(6)}`,
    },
  ],
  events: [
    ev(
      "ambulance",
      "za-ems-incident",
      "EMS incident No",
      "other-id",
      (r) => `${r.pick(["GP", "WC", "KZN"])}${r.digits(8)}`,
    ),
    ev(
      "police",
      "za-cas",
      "CAS",
      "other-id",
      (r) => `${r.int(1, 999)}/${String(r.int(1, 12)).padStart(2, "0")}/${yyyy(r)}`,
    ),
    ev("coroner", "za-death-register", "DR No", "other-id", (r) => `${r.int(100, 9999)}/${yy(r)}`),
    ev("wc-claim", "za-raf-claim", "RAF claim No", "other-id", (r) => `${r.digits(9)}/${r.digits(2)}`),
    ev("insurance-claim", "za-auth", "Auth No", "other-id", (r) => `${r.digits(8)}`),
    ev("erx", "za-erx", "Script ref", "other-id", (r) => `SR${r.digits(9)}`),
    ev("lab", "za-nhls-episode", "NHLS episode", "record-id", (r) => `${r.letters(2)}${r.digits(8)}`),
    ev("radiology", "za-accession", "Accession", "record-id", accession),
    ev("screening", "za-screening-id", "Screening ID", "other-id", (r) => `ZA${r.digits(2)}-${r.digits(4)}`),
  ],
  facility: (r, town) => facilityOf("ZA", r, town),
  hospital: (r) => hospitalOf("ZA", r),
};

export const NG_EXTRA: KitExtra = {
  ids: [
    {
      kind: "ng-plate-2",
      label: "Plate No",
      group: "other-id",
      make: (r) =>
        r.pick([
          `${r.letters(3)}-${r.digits(3)}${r.letters(2)}`,
          `${r.letters(2)} ${r.digits(3)} ${r.letters(3)}`,
        ]),
    },
    {
      kind: "ng-hmo-enrollee",
      label: "Enrollee ID",
      group: "health-id",
      make: (r) => `${r.pick(["HYG", "AXA", "RLH", "LWH"])}/${r.digits(5)}/${r.pick(["A", "B", "C"])}`,
    },
    {
      kind: "ng-vin",
      label: "Voter's card VIN",
      group: "national-id",
      make: (r) => `${r.letters(2, "ABCDEF0123456789")}${r.digits(2)}${r.letters(2)}${r.digits(13)}`,
    },
    {
      kind: "ng-licence",
      label: "Driver's licence",
      group: "other-id",
      make: (r) => `${r.letters(3)}${r.digits(5)}${r.letters(2)}${r.digits(2)}`,
    },
  ],
  registrations: [
    {
      kind: "ng-mdcn-folio",
      label: "MDCN folio",
      group: "clinician-id",
      make: (r) => `${r.pick(["MDCN/R/", "MDCN/F/", "M/"])}${r.digits(5)}`,
    },
    { kind: "ng-pcn", label: "PCN reg", group: "clinician-id", make: (r) => `PCN/${r.digits(6)}` },
  ],
  events: [
    ev(
      "ambulance",
      "ng-ambulance-ref",
      "Ambulance ref",
      "other-id",
      (r) => `LASAMBUS/${yy(r)}/${r.digits(4)}`,
    ),
    ev("police", "ng-police-cr", "Police CR No", "other-id", (r) =>
      r.pick([
        `CR ${r.int(1, 999)}/${yyyy(r)}`,
        `${r.pick(["LSP", "FCT", "KN"])}/${r.pick(["CID", "DIV"])}/${r.digits(4)}/${yy(r)}`,
      ]),
    ),
    ev("coroner", "ng-coroner", "Coroner's case", "other-id", (r) => `LCCC/${r.digits(3)}/${yyyy(r)}`),
    ev("wc-claim", "ng-ecs-claim", "NSITF claim", "other-id", (r) => `ECS/${r.digits(6)}`),
    ev("insurance-claim", "ng-hmo-claim", "Auth code", "other-id", (r) => `${r.letters(3)}${r.digits(7)}`),
    ev("erx", "ng-erx", "Rx No", "other-id", (r) => `RX/${yy(r)}/${r.digits(5)}`),
    ev(
      "lab",
      "ng-lab-no",
      "Lab No",
      "record-id",
      (r) => `${r.pick(["H", "CP", "MCB"])}/${yy(r)}/${r.digits(4)}`,
    ),
    ev("radiology", "ng-xray-no", "X-ray No", "record-id", accession),
    ev("screening", "ng-screening-id", "Screening No", "other-id", (r) => `NG-${r.digits(3)}-${r.digits(3)}`),
  ],
  facility: (r, town) => facilityOf("NG", r, town),
  hospital: (r) => hospitalOf("NG", r),
};

export const SG_EXTRA: KitExtra = {
  ids: [
    {
      kind: "sg-ip-policy",
      label: "Shield policy No",
      group: "health-id",
      make: (r) => `${r.pick(["H", "L", "P"])}${r.digits(9)}`,
    },
    {
      kind: "sg-chas",
      label: "CHAS card",
      group: "health-id",
      make: (r) => `${r.pick(["B", "O", "G"])}${r.digits(7)}`,
    },
    {
      kind: "sg-work-permit",
      label: "Work permit No",
      group: "other-id",
      make: (r) => `${r.digits(1)} ${r.digits(7)} ${r.digits(1)}`,
    },
  ],
  registrations: [
    {
      kind: "sg-spc",
      label: "SPC reg",
      group: "clinician-id",
      make: (r) => `P${r.digits(5)}${r.letters(1)}`,
    },
    {
      kind: "sg-sdc",
      label: "SDC reg",
      group: "clinician-id",
      make: (r) => `D${r.digits(4)}${r.letters(1)}`,
    },
  ],
  events: [
    ev(
      "ambulance",
      "sg-scdf-incident",
      "SCDF incident No",
      "other-id",
      (r) => `${yyyy(r)}${r.digits(2)}-${r.digits(5)}`,
    ),
    ev(
      "police",
      "sg-police-report",
      "Police report No",
      "other-id",
      (r) =>
        `${r.pick(["A", "B", "D", "E", "F", "G", "J", "K", "L"])}/${yyyy(r)}${String(r.int(1, 12)).padStart(2, "0")}${String(r.int(1, 28)).padStart(2, "0")}/${r.digits(4)}`,
    ),
    ev("coroner", "sg-coroner", "CC No", "other-id", (r) => `CC ${r.int(1, 999)}/${yyyy(r)}`),
    ev("wc-claim", "sg-wica-claim", "WICA ref", "other-id", (r) => `WIC${r.digits(8)}`),
    ev(
      "insurance-claim",
      "sg-insurance-claim",
      "Claim No",
      "other-id",
      (r) => `${r.letters(1)}${yy(r)}${r.digits(6)}`,
    ),
    ev("erx", "sg-erx", "eRx ID", "other-id", (r) => `${r.letters(3)}${r.digits(8)}`),
    ev("lab", "sg-lab-no", "Lab No", "record-id", (r) => `${yy(r)}${r.letters(1)}-${r.digits(6)}`),
    ev("radiology", "sg-accession", "Accession No", "record-id", accession),
    ev("screening", "sg-screening-id", "Screening No", "other-id", (r) => `S${r.digits(2)}-${r.digits(3)}`),
  ],
  facility: (r, town) => facilityOf("SG", r, town),
  hospital: (r) => hospitalOf("SG", r),
};
