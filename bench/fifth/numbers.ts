/**
 * Phone numbers and identifiers by country for the fifth corpus: numbering plans from their public
 * descriptions (drama and reserved ranges where a country has them), identifier layouts from the
 * schemes' public descriptions, check digits from `checks.ts`. Every number is random.
 */
import {
  makeAadhaar,
  makeBcPhn,
  makeIhi,
  makeMedicare,
  makeNhi,
  makeNhs,
  makeNpi,
  makeNric,
  makeOhip,
  makePpsn,
  makeSaId,
} from "./checks.ts";
import { type GoldType, type Group, type Val, val } from "./label.ts";
import type { Rng } from "./rng.ts";

/** A phone of the country: `mobile` or `landline`, in one of the shapes that country writes. */
export function phone(
  rng: Rng,
  country: string,
  kind: "mobile" | "landline" = rng.chance(0.5) ? "mobile" : "landline",
): Val {
  const d = (n: number): string => rng.digits(n);
  const mk = (shape: string, text: string): Val => val("Phone", "phone", `${country}-${kind}-${shape}`, text);
  switch (country) {
    case "UK":
      if (kind === "mobile")
        return rng.chance(0.7) ? mk("spaced", `07700 900${d(3)}`) : mk("intl", `+44 7700 900${d(3)}`);
      return rng.pick([
        mk("area", `01632 960${d(3)}`),
        mk("london", `020 7946 0${d(3)}`),
        mk("intl", `+44 (0)113 496 0${d(3)}`),
        mk("brackets", `(0161) 496 0${d(3)}`),
      ]);
    case "US":
    case "CA": {
      const area = rng.pick(
        country === "US"
          ? ["918", "570", "218", "661", "478", "806"]
          : ["416", "514", "705", "403", "819", "306"],
      );
      const line = `01${d(2)}`;
      return rng.pick([
        mk("brackets", `(${area}) 555-${line}`),
        mk("dashes", `${area}-555-${line}`),
        mk("dots", `${area}.555.${line}`),
        mk("intl", `+1 ${area} 555 ${line}`),
        mk("slash", `${area}/555-${line}`),
      ]);
    }
    case "AU":
      if (kind === "mobile")
        return rng.chance(0.6)
          ? mk("spaced", `04${d(2)} ${d(3)} ${d(3)}`)
          : mk("intl", `+61 4${d(2)} ${d(3)} ${d(3)}`);
      return rng.chance(0.6)
        ? mk("brackets", `(0${rng.pick(["2", "3", "7", "8"])}) ${d(4)} ${d(4)}`)
        : mk("plain", `0${rng.pick(["2", "3", "7"])} ${d(4)} ${d(4)}`);
    case "NZ":
      if (kind === "mobile")
        return rng.chance(0.6)
          ? mk("spaced", `02${rng.pick(["1", "2", "7"])} ${d(3)} ${d(4)}`)
          : mk("intl", `+64 2${rng.pick(["1", "7"])} ${d(3)} ${d(4)}`);
      return mk("area", `(0${rng.pick(["9", "4", "7", "3", "6"])}) ${d(3)} ${d(4)}`);
    case "IE":
      if (kind === "mobile")
        return rng.chance(0.6)
          ? mk("spaced", `08${rng.pick(["3", "5", "6", "7"])} ${d(3)} ${d(4)}`)
          : mk("intl", `+353 8${rng.pick(["5", "7"])} ${d(3)} ${d(4)}`);
      return mk("area", `(0${rng.pick(["91", "94", "52", "66", "1"])}) ${d(3)} ${d(4)}`);
    case "IN":
      if (kind === "mobile")
        return rng.pick([
          mk("split", `9${d(4)} ${d(5)}`),
          mk("intl", `+91 ${rng.pick(["98", "94", "70", "81"])}${d(3)} ${d(5)}`),
          mk("bare", `${rng.pick(["98", "99", "63"])}${d(8)}`),
        ]);
      return mk("std", `0${rng.pick(["80", "44", "33", "522"])}-${d(4)} ${d(4)}`);
    case "ZA":
      if (kind === "mobile")
        return rng.chance(0.6)
          ? mk("spaced", `0${rng.pick(["82", "72", "83", "61"])} ${d(3)} ${d(4)}`)
          : mk("intl", `+27 ${rng.pick(["82", "71"])} ${d(3)} ${d(4)}`);
      return mk("area", `(0${rng.pick(["12", "31", "21", "15"])}) ${d(3)} ${d(4)}`);
    case "NG":
      if (kind === "mobile")
        return rng.pick([
          mk("bare", `0${rng.pick(["803", "806", "813", "705", "909"])}${d(7)}`),
          mk("spaced", `0${rng.pick(["803", "802", "816"])} ${d(3)} ${d(4)}`),
          mk("intl", `+234 ${rng.pick(["803", "805", "810"])} ${d(3)} ${d(4)}`),
        ]);
      return mk("landline", `01-${d(3)} ${d(4)}`);
    default:
      if (kind === "mobile")
        return rng.chance(0.7)
          ? mk("spaced", `${rng.pick(["9", "8"])}${d(3)} ${d(4)}`)
          : mk("intl", `+65 9${d(3)} ${d(4)}`);
      return mk("landline", `6${d(3)} ${d(4)}`);
  }
}

export function pager(rng: Rng, country: string): Val {
  return val(
    "Phone",
    "phone",
    `${country}-pager`,
    rng.chance(0.5) ? rng.digits(4) : `${rng.int(1, 9)}${rng.digits(3)}`,
  );
}

const id = (group: Group, shape: string, text: string, type: GoldType = "ID"): Val =>
  val(type, group, shape, text);
const sp = (s: string, cuts: readonly number[]): string => {
  const out: string[] = [];
  let at = 0;
  for (const c of cuts) {
    out.push(s.slice(at, at + c));
    at += c;
  }
  return out.join(" ");
};

/** The country's health-service number, with its label as that country prints it. */
export function healthId(rng: Rng, country: string): { label: string; value: Val } {
  switch (country) {
    case "UK": {
      const n = makeNhs(rng);
      return {
        label: rng.pick(["NHS No:", "NHS number", "NHS No.", "NHS#"]),
        value: rng.chance(0.7)
          ? id("health-id", "nhs-spaced", sp(n, [3, 3, 4]))
          : id("health-id", "nhs-bare", n),
      };
    }
    case "US":
      return {
        label: rng.pick(["Medicare ID:", "MBI", "Member ID:"]),
        value: id(
          "health-id",
          "us-mbi",
          `${rng.int(1, 9)}${rng.letters(1, "ACDEFGHJKMNPQRTUVWXY")}${rng.letters(1, "ACDEFGHJKMNPQRTUVWXY0123456789")}${rng.int(0, 9)}-${rng.letters(1, "ACDEFGHJKMNPQRTUVWXY")}${rng.letters(1, "ACDEFGHJKMNPQRTUVWXY0123456789")}${rng.int(0, 9)}-${rng.letters(2, "ACDEFGHJKMNPQRTUVWXY")}${rng.digits(2)}`,
        ),
      };
    case "AU": {
      if (rng.chance(0.3)) {
        const n = makeIhi(rng);
        return { label: "IHI", value: id("health-id", "au-ihi", sp(n, [4, 4, 4, 4])) };
      }
      const n = makeMedicare(rng);
      return {
        label: rng.pick(["Medicare No:", "Medicare", "Medicare card"]),
        value: id("health-id", "au-medicare", rng.chance(0.6) ? `${sp(n.slice(0, 9), [4, 5])} ${n[9]}` : n),
      };
    }
    case "NZ":
      return { label: rng.pick(["NHI:", "NHI", "NHI No."]), value: id("health-id", "nz-nhi", makeNhi(rng)) };
    case "CA": {
      if (rng.chance(0.3))
        return { label: "PHN", value: id("health-id", "ca-bc-phn", sp(makeBcPhn(rng), [4, 3, 3])) };
      if (rng.chance(0.3))
        return {
          label: "RAMQ",
          value: id(
            "health-id",
            "ca-ramq",
            `${rng.letters(4, "ABCDEFGHIJKLMNOPRSTVW")} ${rng.digits(4)} ${rng.digits(4)}`,
          ),
        };
      const n = makeOhip(rng);
      return {
        label: rng.pick(["OHIP#", "HCN:", "Health card"]),
        value: id(
          "health-id",
          "ca-ohip",
          `${n.slice(0, 4)}-${n.slice(4, 7)}-${n.slice(7)}-${rng.letters(2, "ABCDEFGHJKLMNPRSTVWXYZ")}`,
        ),
      };
    }
    case "IE":
      return {
        label: rng.pick(["GMS No.", "Medical card no."]),
        value: id("health-id", "ie-gms", `${rng.digits(6)}${rng.letters(1, "ABCDEFGHJKLMN")}`),
      };
    case "IN":
      return {
        label: rng.pick(["ABHA No.", "ABHA:"]),
        value: id(
          "health-id",
          "in-abha",
          `${rng.int(10, 99)}-${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`,
        ),
      };
    case "ZA":
      return {
        label: rng.pick(["Med aid no.", "Medical aid:"]),
        value: id("health-id", "za-medical-aid", `${rng.pick(["DH", "GEMS ", ""])}${rng.digits(9)}`),
      };
    case "NG":
      return {
        label: rng.pick(["NHIA No:", "NHIS No."]),
        value: id(
          "health-id",
          "ng-nhia",
          `${rng.pick(["LAS", "OYO", "ENU", "FCT"])}/${rng.digits(5)}/${rng.digits(2)}`,
        ),
      };
    default:
      return {
        label: rng.pick(["CHAS card", "MediSave a/c"]),
        value: id("health-id", "sg-chas", `${rng.letters(1, "ABC")}${rng.digits(8)}`),
      };
  }
}

/** The hospital's record number. */
export function recordId(rng: Rng, country: string): { label: string; value: Val } {
  switch (country) {
    case "UK":
      return {
        label: rng.pick(["Hosp No:", "Hospital number:", "RXR", "Unit No."]),
        value: id(
          "record-id",
          "uk-hosp",
          `${rng.letters(1, "KMRDJ")}${rng.digits(6)}${rng.chance(0.3) ? rng.letters(1, "ABCDEFGH") : ""}`,
        ),
      };
    case "US":
      return {
        label: rng.pick(["MRN:", "MRN", "MR#", "Acct #"]),
        value: id(
          "record-id",
          "us-mrn",
          rng.pick([
            rng.digits(8),
            `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(2)}`,
            `E${rng.digits(7)}`,
          ]),
        ),
      };
    case "AU":
      return {
        label: rng.pick(["URN:", "UR No.", "MRN"]),
        value: id("record-id", "au-urn", rng.digits(rng.int(6, 7))),
      };
    case "NZ":
      return {
        label: "ACC claim no.",
        value: id("record-id", "nz-acc", `${rng.pick(["1000", "2000"])}${rng.digits(6)}`),
      };
    case "CA":
      return {
        label: rng.pick(["MRN:", "No de dossier:", "Chart #"]),
        value: id("record-id", "ca-mrn", `${rng.letters(1, "HMW")}${rng.digits(7)}`),
      };
    case "IE":
      return {
        label: rng.pick(["MRN:", "Hosp. No."]),
        value: id("record-id", "ie-mrn", rng.digits(rng.int(6, 7))),
      };
    case "IN":
      return {
        label: rng.pick(["UHID:", "IP No.", "OP No:", "Reg. No."]),
        value: id(
          "record-id",
          "in-uhid",
          rng.pick([
            `${rng.letters(2, "SVLRJ")}${rng.digits(8)}`,
            `${rng.digits(4)}/${rng.int(20, 25)}`,
            `OP-${rng.digits(6)}`,
          ]),
        ),
      };
    case "ZA":
      return {
        label: rng.pick(["Folder no.", "Hosp no:", "File no."]),
        value: id(
          "record-id",
          "za-folder",
          rng.pick([rng.digits(8), `${rng.letters(2, "GMPK")}${rng.digits(6)}`]),
        ),
      };
    case "NG":
      return {
        label: rng.pick(["Hosp No:", "Card No.", "Folder No:"]),
        value: id(
          "record-id",
          "ng-hosp",
          rng.pick([
            `${rng.letters(3, "LUTHOBC")}/${rng.digits(6)}`,
            `${rng.digits(2)}/${rng.digits(4)}`,
            rng.digits(6),
          ]),
        ),
      };
    default:
      return {
        label: rng.pick(["Case No:", "MRN:"]),
        value: id("record-id", "sg-case", `${rng.digits(2)}${rng.letters(1, "ABCDE")}${rng.digits(6)}`),
      };
  }
}

/** A national identity number of the patient (`birth` for the South African ID). */
export function nationalId(
  rng: Rng,
  country: string,
  birth: { y: number; m: number; d: number },
  female: boolean,
): { label: string; value: Val } | undefined {
  switch (country) {
    case "UK":
      return {
        label: "NI No.",
        value: id(
          "national-id",
          "uk-nino",
          `${rng.letters(2, "ABCEHJKLMNPRSTWXYZ")} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.pick(["A", "B", "C", "D"])}`,
        ),
      };
    case "US": {
      const n = `${rng.int(100, 665)}-${rng.digits(2)}-${rng.digits(4)}`;
      return { label: rng.pick(["SSN:", "SS#", "Social"]), value: id("national-id", "us-ssn", n, "SSN") };
    }
    case "IE": {
      const n = makePpsn(rng);
      return { label: rng.pick(["PPSN:", "PPS No.", "PPSN"]), value: id("national-id", "ie-ppsn", n) };
    }
    case "IN": {
      const n = makeAadhaar(rng);
      return {
        label: rng.pick(["Aadhaar:", "Aadhaar No.", "UID"]),
        value: id("national-id", "in-aadhaar", rng.chance(0.7) ? sp(n, [4, 4, 4]) : n),
      };
    }
    case "ZA":
      return {
        label: rng.pick(["ID:", "ID no.", "RSA ID"]),
        value: id("national-id", "za-id", makeSaId(rng, birth, female)),
      };
    case "NG":
      return {
        label: rng.pick(["NIN:", "NIN"]),
        value: id("national-id", "ng-nin", `${rng.int(1, 9)}${rng.digits(10)}`),
      };
    case "SG":
      return {
        label: rng.pick(["NRIC:", "NRIC", "FIN:"]),
        value: id("national-id", "sg-nric", makeNric(rng, rng.pick(["S", "S", "T", "F", "G"]))),
      };
    case "AU":
      return {
        label: "DVA No.",
        value: id(
          "national-id",
          "au-dva",
          `${rng.pick(["N", "V", "Q", "W"])}${rng.letters(1, "X")}${rng.digits(6)}`,
        ),
      };
    case "NZ":
      return undefined;
    default:
      return {
        label: "SIN",
        value: id(
          "national-id",
          "ca-sin",
          `${rng.int(1, 7)}${rng.digits(2)} ${rng.digits(3)} ${rng.digits(3)}`,
        ),
      };
  }
}

/** A clinician's registration, with its label. */
export function registration(rng: Rng, country: string): { label: string; value: Val } {
  const mk = (label: string, shape: string, text: string): { label: string; value: Val } => ({
    label,
    value: id("clinician-id", shape, text),
  });
  switch (country) {
    case "UK":
      return rng.chance(0.8)
        ? mk("GMC No.", "uk-gmc", rng.digits(7))
        : mk(
            "NMC PIN",
            "uk-nmc",
            `${rng.digits(2)}${rng.letters(1, "ABCDEFGHIJ")}${rng.digits(4)}${rng.letters(1, "EOSW")}`,
          );
    case "US":
      return mk("NPI", "us-npi", makeNpi(rng));
    case "AU":
      return mk("AHPRA", "au-ahpra", `MED000${rng.digits(7)}`);
    case "NZ":
      return mk("MCNZ", "nz-mcnz", rng.digits(5));
    case "CA":
      return rng.chance(0.5)
        ? mk("CPSO #", "ca-cpso", rng.digits(6))
        : mk("Permis", "ca-cmq", `${rng.int(1, 2)}-${rng.digits(5)}`);
    case "IE":
      return mk("IMC No.", "ie-imc", rng.digits(6));
    case "IN":
      return mk(rng.pick(["KMC Reg. No.", "TNMC Reg.", "Reg. No."]), "in-reg", rng.digits(5));
    case "ZA":
      return mk("HPCSA", "za-hpcsa", `MP ${rng.digits(7)}`);
    case "NG":
      return mk("MDCN", "ng-mdcn", `MDCN/R/${rng.digits(5)}`);
    default:
      return mk("MCR", "sg-mcr", `M${rng.digits(5)}${rng.letters(1, "ABCDEFGHJ")}`);
  }
}

/** Some other reference: an accession, a lab number, a claim, an insurance policy. */
export function otherId(rng: Rng, country: string, kind: "accession" | "lab" | "claim" | "policy"): Val {
  const text = {
    accession: `${rng.pick(["RAD", "CT", "XR", "US"])}${rng.digits(7)}`,
    lab: `${rng.int(20, 26)}${rng.letters(1, "HLPB")}${rng.digits(6)}`,
    claim: `${rng.letters(2, "CLWK")}-${rng.digits(6)}`,
    policy: `${rng.letters(3, "BCHUMPS")}${rng.digits(9)}`,
  }[kind];
  return val("ID", "other-id", `${country}-${kind}`, text);
}
