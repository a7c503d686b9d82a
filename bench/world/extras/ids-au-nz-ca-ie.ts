/**
 * Identifier variety of Australia, New Zealand, Canada and Ireland: the shapes public services
 * print (ambulance case and CAD numbers, police event numbers, coroners' references, claim numbers,
 * accessions), more registers and personal numbers; check characters where the scheme has them.
 */
import { AU_PLV, checkDigitOf, nhiNewCheck } from "../checks-more.ts";
import type { Rng } from "../rng.ts";
import { facilityOf, hospitalOf } from "./facilities.ts";
import { ev, type KitExtra, yy, yyyy } from "./kit-extra.ts";

const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

function nhiNew(r: Rng): string {
  for (;;) {
    const body = `${r.letters(3, NHI_LETTERS)}${r.digits(2)}${r.letters(1, NHI_LETTERS)}`;
    const check = nhiNewCheck(body);
    if (check !== undefined) return body + check;
  }
}

function auProvider(r: Rng): string {
  const stem = r.chance(0.3) ? `0${r.digits(5)}` : `${r.int(2, 5)}${r.digits(5)}`;
  return checkDigitOf("au-provider", `${stem}${r.pick([...AU_PLV])}`);
}

/** Specimen and accession shapes shared by labs everywhere. */
const lab = (r: Rng): string =>
  r.pick([
    `${yy(r)}-${r.digits(6)}`,
    `${r.pick(["S", "H", "C", "M"])}${yy(r)}-${r.digits(5)}`,
    `${r.letters(2)}${r.digits(8)}`,
    `${yy(r)}${r.letters(1)}${r.digits(6)}`,
  ]);
const accession = (r: Rng): string =>
  r.pick([
    `RA${r.digits(8)}`,
    `${r.letters(3)}${r.digits(7)}`,
    `${yy(r)}${r.digits(7)}`,
    `ACC-${r.digits(7)}`,
  ]);

export const AU_EXTRA: KitExtra = {
  ids: [
    {
      kind: "au-plate-2",
      label: "Rego",
      group: "other-id",
      make: (r) =>
        r.pick([
          `${r.digits(3)}-${r.letters(3)}`,
          `${r.letters(3)}${r.digits(2)}${r.letters(1)}`,
          `${r.letters(2)}-${r.digits(2)}-${r.letters(2)}`,
        ]),
    },
    { kind: "au-ndis", label: "NDIS No", group: "health-id", make: (r) => `43${r.digits(7)}` },
    {
      kind: "au-health-fund",
      label: "Health fund member No",
      group: "health-id",
      make: (r) => r.digits(r.pick([8, 9])),
    },
    {
      kind: "au-crn",
      label: "Centrelink CRN",
      group: "other-id",
      make: (r) => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}${r.letters(1)}`,
    },
    {
      kind: "au-licence",
      label: "Driver licence",
      group: "other-id",
      make: (r) => r.digits(r.pick([8, 9, 10])),
    },
  ],
  registrations: [
    { kind: "au-provider", label: "Provider No", checked: true, group: "clinician-id", make: auProvider },
    {
      kind: "au-ahpra-other",
      label: "AHPRA reg",
      group: "clinician-id",
      make: (r) => `${r.pick(["PMD", "NMW", "PHY", "OCC", "DEN"])}000${r.digits(7)}`,
    },
  ],
  events: [
    ev("ambulance", "au-ambulance-case", "Case No", "other-id", (r) =>
      r.pick([`${r.digits(9)}`, `E${r.digits(8)}`, `${yy(r)}${r.digits(2)}-${r.digits(5)}`]),
    ),
    ev(
      "ambulance",
      "au-cad",
      "CAD No",
      "other-id",
      (r) => `${r.digits(2)}${r.pick(["", "-"])}${r.digits(6)}`,
    ),
    ev("police", "au-police-event", "Police event No", "other-id", (r) =>
      r.pick([`E${r.digits(9)}`, `QP${yy(r)}${r.digits(8)}`, `${r.digits(9)}`]),
    ),
    ev("coroner", "au-coroner-case", "Coroner's ref", "other-id", (r) =>
      r.pick([`${yyyy(r)}/${r.digits(8)}`, `COR ${yyyy(r)} ${r.digits(4)}`]),
    ),
    ev("wc-claim", "au-wc-claim", "Claim No", "other-id", (r) =>
      r.pick([r.digits(8), `WC${yy(r)}-${r.digits(6)}`]),
    ),
    ev("insurance-claim", "au-ctp-claim", "CTP claim No", "other-id", (r) => `${r.letters(1)}${r.digits(9)}`),
    ev("erx", "au-escript-token", "eRx token", "other-id", (r) =>
      r.letters(18, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
    ),
    ev("lab", "au-lab-episode", "Lab episode", "record-id", lab),
    ev("radiology", "au-accession", "Accession No", "record-id", accession),
    ev("screening", "au-screening-id", "Screening No", "other-id", (r) => `SCR-${r.digits(3)}`),
  ],
  facility: (r, town) => facilityOf("AU", r, town),
  hospital: (r) => hospitalOf("AU", r),
};

export const NZ_EXTRA: KitExtra = {
  ids: [
    {
      kind: "nz-plate-2",
      label: "Plate",
      group: "other-id",
      make: (r) => r.pick([`${r.letters(2)}${r.digits(4)}`, `${r.letters(3)}${r.digits(2)}`]),
    },
    { kind: "nz-nhi-new", label: "NHI", checked: true, group: "health-id", make: nhiNew },
    {
      kind: "nz-southern-cross",
      label: "Southern Cross member No",
      group: "health-id",
      make: (r) => r.digits(8),
    },
    { kind: "nz-licence-2", label: "DL No", group: "other-id", make: (r) => `${r.letters(2)}${r.digits(6)}` },
  ],
  registrations: [
    { kind: "nz-pcnz", label: "Paramedic Council No", group: "clinician-id", make: (r) => r.digits(5) },
    { kind: "nz-mcnz-apc", label: "MCNZ reg", group: "clinician-id", make: (r) => r.digits(r.pick([5, 6])) },
  ],
  events: [
    ev("ambulance", "nz-ambulance-incident", "Incident No", "other-id", (r) =>
      r.pick([`${yy(r)}${r.digits(7)}`, `E${r.digits(7)}-${yy(r)}`]),
    ),
    ev("police", "nz-police-event", "Police event", "other-id", (r) => `P${r.digits(9)}`),
    ev(
      "coroner",
      "nz-coroner",
      "Coroner's ref",
      "other-id",
      (r) => `CSU-${yyyy(r)}-${r.pick(["AUK", "WLG", "CHC", "HAM"])}-${r.digits(6)}`,
    ),
    ev(
      "wc-claim",
      "nz-acc-claim-2",
      "ACC claim No",
      "other-id",
      (r) => `${r.pick(["1000", "2000", "3000", "4000"])}${r.digits(6)}`,
    ),
    ev("insurance-claim", "nz-insurance-claim", "Claim ref", "other-id", (r) => `SX${r.digits(7)}`),
    ev(
      "erx",
      "nz-nzeps-id",
      "NZePS ID",
      "other-id",
      (r) => `${r.letters(4, "0123456789ABCDEF")}${r.digits(2)}${r.letters(10, "0123456789ABCDEF")}`,
    ),
    ev("lab", "nz-lab-no", "Lab No", "record-id", lab),
    ev("radiology", "nz-accession", "Accession", "record-id", accession),
    ev("screening", "nz-screening-id", "Screening ID", "other-id", (r) => `NZ${r.digits(2)}-S${r.digits(3)}`),
  ],
  facility: (r, town) => facilityOf("NZ", r, town),
  hospital: (r) => hospitalOf("NZ", r),
};

export const CA_EXTRA: KitExtra = {
  ids: [
    {
      kind: "ca-plate-2",
      label: "Licence plate",
      group: "other-id",
      make: (r) =>
        r.pick([
          `${r.letters(1)}${r.digits(2)} ${r.letters(3)}`,
          `${r.letters(2)}${r.digits(1)} ${r.digits(2)}${r.letters(1)}`,
          `${r.letters(3)} ${r.digits(4)}`,
        ]),
    },
    {
      kind: "ca-sk-hsn",
      label: "HSN",
      group: "health-id",
      make: (r) => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    },
    { kind: "ca-mb-phin", label: "PHIN", group: "health-id", make: (r) => r.digits(9) },
    {
      kind: "ca-ns-hcn",
      label: "NS health card",
      group: "health-id",
      make: (r) => `${r.digits(4)} ${r.digits(3)} ${r.digits(3)}`,
    },
    {
      kind: "ca-on-licence",
      label: "Driver's licence",
      group: "other-id",
      make: (r) => `${r.letters(1)}${r.digits(4)}-${r.digits(5)}-${r.digits(5)}`,
    },
  ],
  registrations: [
    { kind: "ca-cpsa", label: "CPSA", group: "clinician-id", make: (r) => r.digits(6) },
    { kind: "ca-cpsbc", label: "CPSBC", group: "clinician-id", make: (r) => r.digits(5) },
    { kind: "ca-cno", label: "CNO Reg", group: "clinician-id", make: (r) => r.digits(7) },
    {
      kind: "ca-msp-practitioner",
      label: "MSP prac No",
      group: "clinician-id",
      make: (r) => `${r.pick(["0", "P", "J"])}${r.digits(4)}`,
    },
  ],
  events: [
    ev("ambulance", "ca-acr", "ACR No", "other-id", (r) => r.digits(8)),
    ev("police", "ca-occurrence", "Occurrence #", "other-id", (r) =>
      r.pick([`${yyyy(r)}-${r.digits(6)}`, `GO ${yyyy(r)}-${r.digits(6)}`]),
    ),
    ev("coroner", "ca-coroner", "Coroner's case", "other-id", (r) => `${yyyy(r)}-${r.digits(5)}`),
    ev("wc-claim", "ca-wsib-claim", "WSIB claim", "other-id", (r) => r.digits(8)),
    ev("insurance-claim", "ca-insurance-claim", "Claim #", "other-id", (r) => `CLM-${r.digits(8)}`),
    ev("erx", "ca-prescribeit", "PrescribeIT Rx ID", "other-id", (r) => `RX${r.digits(10)}`),
    ev("lab", "ca-accession-lab", "Accession", "record-id", (r) => `${yy(r)}-${r.digits(3)}-${r.digits(5)}`),
    ev("radiology", "ca-accession-di", "DI accession", "record-id", accession),
    ev("screening", "ca-screening-id", "Screening #", "other-id", (r) => `${r.digits(3)}-S${r.digits(3)}`),
  ],
  facility: (r, town) => facilityOf("CA", r, town),
  hospital: (r) => hospitalOf("CA", r),
};

export const IE_EXTRA: KitExtra = {
  ids: [
    {
      kind: "ie-plate-2",
      label: "Reg No",
      group: "other-id",
      make: (r) =>
        `${r.pick(["06", "08", "11", "152", "181"])}-${r.pick(["D", "C", "KE", "MH", "WW", "L"])}-${r.int(100, 29999)}`,
    },
    { kind: "ie-dps", label: "DPS No", group: "health-id", make: (r) => `${r.digits(7)}${r.letters(1)}` },
    { kind: "ie-vhi", label: "VHI member No", group: "health-id", make: (r) => r.digits(8) },
    {
      kind: "ie-licence",
      label: "Driving licence No",
      group: "other-id",
      make: (r) => `${r.digits(3)}${r.digits(6)}`,
    },
  ],
  registrations: [
    { kind: "ie-psi", label: "PSI reg", group: "clinician-id", make: (r) => r.digits(5) },
    { kind: "ie-imc-2", label: "MCRN", group: "clinician-id", make: (r) => r.digits(6) },
  ],
  events: [
    ev("ambulance", "ie-nas-incident", "NAS incident No", "other-id", (r) => `${yy(r)}${r.digits(7)}`),
    ev("police", "ie-pulse", "PULSE incident", "other-id", (r) => r.digits(8)),
    ev("coroner", "ie-coroner", "Coroner's ref", "other-id", (r) => `CR${r.digits(3)}/${yy(r)}`),
    ev("wc-claim", "ie-piab", "PIAB ref", "other-id", (r) => `PIAB${r.digits(7)}`),
    ev(
      "insurance-claim",
      "ie-insurance-claim",
      "Claim No",
      "other-id",
      (r) => `${r.letters(2)}${r.digits(8)}`,
    ),
    ev("erx", "ie-erx", "ePrescription ID", "other-id", (r) => `EP${r.digits(9)}`),
    ev("lab", "ie-lab-no", "Lab No", "record-id", lab),
    ev("radiology", "ie-nimis", "NIMIS accession", "record-id", (r) => r.digits(8)),
    ev("screening", "ie-screening-id", "Screening ID", "other-id", (r) => `IE-${r.digits(2)}-${r.digits(3)}`),
  ],
  facility: (r, town) => facilityOf("IE", r, town),
  hospital: (r) => hospitalOf("IE", r),
};
