/**
 * Forms written or spoken by people: a dictated letter transcribed without punctuation, a
 * WhatsApp-style referral thread, an ambulance handover (ATMIST or ISBAR), a community-nursing
 * visit and a community mental-health review.
 */
import { addressBlock, addressLine, age, familyDoctor, kinWord } from "./common.ts";
import type { Form } from "./form.ts";
import type { Val } from "./sheet.ts";

const pronoun = (male: boolean): string => (male ? "he" : "she");

const dictated: Form = {
  name: "dictated letter",
  weight: 9,
  styles: [
    [70, "dictated"],
    [20, "mixed"],
    [10, "lower"],
  ],
  write(c, s) {
    const p = c.person("PTName");
    const kin = c.person("RelativeProxyName");
    const cons = c.person("HCPName");
    const gp = c.person("HCPName");
    const id = c.id(p);
    const low = c.r.chance(0.4);
    const kinIs = kinWord(c, kin.male);
    const nm = (v: Val): Val => (low ? { ...v, as: "lower" } : v);
    s.line(
      "Dictated by Dr ",
      [nm(c.name(cons)), "letter header"],
      " on ",
      [c.date(c.past(9)), "letter header"],
      ", typed ",
      [c.date(c.past(3)), "letter header"],
      " (",
      c.r.pick(["unverified", "not proofread"]),
      ")",
    );
    s.line(
      "Re: ",
      c.r.chance(0.5) ? `${c.title(p)} ` : "",
      [nm(c.name(p)), "re line"],
      ", date of birth ",
      [c.dob(p), "re line"],
      `, ${id.label} `,
      [id.v, "re line"],
    );
    addressBlock(s, c, "re address");
    s.line("Dear Dr ", [nm(c.name(gp, "family")), "salutation"], ",");
    s.line(
      "Thank you for referring this ",
      age(c, p, "letter body"),
      ` year old ${p.male ? "man" : "woman"} whom I saw in clinic today. New paragraph. ${pronoun(p.male)} lives in `,
      [c.townVal(), "letter body"],
      ` with ${p.male ? "his" : "her"} ${kinIs} `,
      [nm(c.name(kin, "given")), "letter body"],
      ` who came with ${p.male ? "him" : "her"} today. Full stop.`,
    );
    s.line(
      c.r.pick(["The breathlessness started", "The pain began", "Symptoms started", "The falls began"]),
      " around ",
      [c.year(p.dob.y + 1), "letter body"],
      " and worsened after ",
      c.r.pick(["a chest infection", "the hip operation", "the move", "a course of steroids"]),
      " at ",
      [c.hospital(), "letter body"],
      ". On examination chest clear, heart sounds dual, no oedema. Full stop. I have arranged bloods and a CT.",
    );
    s.line(
      `${p.male ? "His" : "Her"} ${kinIs} can be reached on `,
      [c.phone(), "letter body"],
      ". I will see them again in six weeks.",
    );
    s.line("Kind regards,");
    const cid = c.clinicianId();
    s.line(
      "Dr ",
      [nm(c.name(cons)), "signature"],
      ", consultant ",
      c.r.pick(["physician", "geriatrician", "respiratory physician"]),
      `, ${cid.label} `,
      [cid.v, "signature"],
    );
    s.line("cc ", [nm(c.name(gp, "initial")), "cc line"], ", ", [c.facility("practice"), "cc line"]);
  },
};

const whatsapp: Form = {
  name: "WhatsApp referral",
  weight: 8,
  styles: [
    [80, "mixed"],
    [20, "lower"],
  ],
  write(c, s) {
    const a = c.person("HCPName");
    const b = c.person("HCPName");
    const p = c.person("PTName");
    const day = c.past(5);
    // One phone writes one stamp shape; US phones write the month first.
    const stampShape = c.code === "US" ? "m/d/yyyy" : c.r.pick(["dd/mm/yyyy", "d/m/yy"] as const);
    const stamp = (): [Val, string] => [c.date(day, stampShape), "chat stamp"];
    const nameA = c.name(a, c.r.pick(["natural", "given"] as const));
    const nameB = c.name(b, "given");
    const id = c.id(p);
    s.line(
      "[",
      stamp(),
      ", 21:0",
      String(c.r.int(0, 9)),
      "] Dr ",
      [nameA, "chat sender"],
      ": hi, can I refer a pt to your team? ",
      c.r.pick(["ortho", "gen surg", "medicine", "paeds"]),
    );
    s.line("[", stamp(), ", 21:1", String(c.r.int(0, 9)), "] ", [nameB, "chat sender"], ": sure go ahead");
    s.line(
      "[",
      stamp(),
      ", 21:2",
      String(c.r.int(0, 9)),
      "] Dr ",
      [c.name(a, "given"), "chat sender"],
      ": ",
      age(c, p, "chat message"),
      p.male ? "M " : "F ",
      [c.name(p, c.r.pick(["natural", "lower", "upper"] as const)), "chat message"],
      ", ",
      [id.v, "chat message"],
      `, from `,
      [c.townVal(), "chat message"],
      ", ",
      c.r.pick([
        "fall from height, closed # distal radius",
        "RIF pain 2/7, CRP 180",
        "SOB, sats 86% RA",
        "febrile 39.2, ?meningitis",
      ]),
    );
    s.line(
      "[",
      stamp(),
      ", 21:3",
      String(c.r.int(0, 9)),
      "] ",
      [c.phone(), "chat sender"],
      `: this is the family of ${c.title(p)} `,
      [c.name(p, "family"), "chat message"],
      ", pls call when bed ready",
    );
    s.line(
      "[",
      stamp(),
      ", 21:4",
      String(c.r.int(0, 9)),
      "] ",
      [nameB, "chat sender"],
      ": ok send to ",
      [c.hospital(true), "chat message"],
      " ED, I'll let the reg know",
    );
  },
};

const ambulance: Form = {
  name: "ambulance handover",
  weight: 8,
  write(c, s) {
    const p = c.person("PTName");
    const para = c.person("HCPName");
    const kin = c.person("RelativeProxyName");
    const isbar = c.code === "AU" || c.code === "NZ" || c.r.chance(0.2);
    const incident = {
      text: `${c.r.pick(["", "INC", "E"])}${c.r.digits(8)}`,
      label: { type: "ID", group: "other-id", kind: "incident number", origin: "-" },
    };
    if (isbar) {
      s.line("ISBAR handover - ", [c.date(c.today), "form heading"], " - incident ", [
        incident,
        "form heading",
      ]);
      s.line(
        "I: ",
        [c.name(para), "isbar identify"],
        ", paramedic, unit ",
        c.r.pick(["ALS 41", "MICA 6", "P12", "Medic 3"]),
        ". Patient ",
        [c.name(p, c.r.pick(["natural", "formal", "upper"] as const)), "isbar identify"],
        ", DOB ",
        [c.dob(p), "isbar identify"],
      );
      s.line(
        "S: ",
        c.r.pick([
          "chest pain onset 0530",
          "found on floor, long lie",
          "SOB, wheeze",
          "seizure x2, post-ictal",
        ]),
      );
      s.line(
        "B: lives alone at ",
        ...addressLine(c, "scene address"),
        "; ",
        kinWord(c, kin.male),
        " ",
        [c.name(kin), "isbar background"],
        " on scene, ",
        [c.phone(), "isbar background"],
      );
      s.line(
        "A: HR ",
        String(c.r.int(60, 130)),
        ", BP ",
        `${c.r.int(90, 170)}/${c.r.int(50, 100)}`,
        ", RR ",
        String(c.r.int(12, 30)),
        ", GCS ",
        String(c.r.int(9, 15)),
      );
      s.line(
        "R: for ",
        c.r.pick(["resus", "cubicle", "fast track"]),
        "; usual ",
        familyDoctor(c.code),
        " at ",
        [c.facility("practice"), "isbar recommendation"],
      );
    } else {
      s.line("ATMIST ", [incident, "form heading"], " ", [c.date(c.today), "form heading"], " crew ", [
        c.name(para, "initial"),
        "form heading",
      ]);
      s.line("Name: ", [c.name(p, "formal"), "atmist field"], "  ID: ", [c.id(p).v, "atmist field"]);
      s.line("A: ", age(c, p, "atmist field"), p.male ? " M" : " F");
      s.line("T: 0", String(c.r.int(1, 9)), ":", String(c.r.int(10, 59)));
      s.line(
        "M: ",
        c.r.pick([
          "RTC driver, 60 mph, airbags deployed",
          "fall down 12 stairs",
          "assault, kicked to head",
          "pedestrian v car",
        ]),
        " on ",
        [c.street(), "atmist field"],
        ", ",
        [c.townVal(), "atmist field"],
      );
      s.line(
        "I: ",
        c.r.pick(["# L femur, lac scalp", "chest wall tenderness", "head injury, LOC", "pelvic pain"]),
      );
      s.line(
        "S: HR ",
        String(c.r.int(60, 130)),
        " BP ",
        `${c.r.int(90, 170)}/${c.r.int(50, 100)}`,
        " SpO2 9",
        String(c.r.int(0, 9)),
        "%",
      );
      s.line(
        "T: ",
        c.r.pick(["IV access, 1 g TXA", "splinted, methoxyflurane", "collar, O2 15 L"]),
        ". Next of kin ",
        [c.name(kin), "atmist field"],
        " ",
        [c.phone(), "atmist field"],
      );
    }
  },
};

const communityNursing: Form = {
  name: "community nursing visit",
  weight: 7,
  write(c, s) {
    const p = c.person("PTName");
    const rn = c.person("HCPName");
    const carer = c.person("RelativeProxyName");
    s.line(
      c.r.pick(["District nursing visit", "Community nursing - home visit", "Home care nursing note"]),
      " ",
      [c.date(c.today), "note heading"],
      " 10:",
      String(c.r.int(10, 59)),
    );
    s.line(
      "Client: ",
      c.r.chance(0.5) ? `${c.title(p)} ` : "",
      [c.name(p), "header field"],
      " (",
      [c.id(p).v, "header field"],
      ") at ",
      ...addressLine(c, "visit address"),
    );
    s.line(
      "Seen with carer ",
      [c.name(carer, c.r.pick(["given", "natural"] as const)), "with carer"],
      c.r.chance(0.5) ? " from " : " (",
      [c.facility("care"), "with carer"],
      c.r.chance(0.5) ? ". " : "). ",
      "Wound L shin 3 x 2 cm, sloughy base, moderate exudate. Cleansed, Inadine + Kerlix, 2-layer compression.",
    );
    s.line(
      `${familyDoctor(c.code)} surgery informed, spoke to `,
      [c.name(c.person("HCPName"), "given"), "contact verb"],
      ". Next visit ",
      [c.shortDate(c.past(0)), "next visit"],
      ".",
    );
    s.line(
      c.r.pick(["Signed ", "- ", "RN "]),
      [c.name(rn, c.r.pick(["natural", "initial"] as const)), "signature"],
      ", ",
      c.r.pick(["RN", "CNS", "district nurse"]),
      " mob ",
      [c.phone(), "signature"],
    );
  },
};

const mentalHealth: Form = {
  name: "mental-health review",
  weight: 7,
  write(c, s) {
    const p = c.person("PTName");
    const cm = c.person("HCPName");
    const psy = c.person("HCPName");
    const mum = c.person("RelativeProxyName", false);
    s.line(
      c.r.pick([
        "CMHT review",
        "Community mental health team - clinical review",
        "Early intervention in psychosis review",
      ]),
      " - ",
      [c.date(c.today), "note heading"],
    );
    s.line(
      "Client: ",
      [c.name(p, c.r.pick(["formal", "natural"] as const)), "header field"],
      "  DOB ",
      [c.dob(p), "header field"],
      "  ",
      [c.id(p).v, "header field"],
    );
    s.line(
      "Present: client, ",
      [c.name(cm), "present list"],
      " (case manager), Dr ",
      [c.name(psy, "family"), "present list"],
      ", mother ",
      [c.name(mum, "given"), "present list"],
    );
    s.line(
      "Collateral from mother (",
      [c.phone(), "collateral"],
      "): sleeping poorly since ",
      [c.shortDate(), "collateral"],
      ", stopped olanzapine, spending nights at a friend's in ",
      [c.townVal(), "collateral"],
      ".",
    );
    s.line(
      "MSE: guarded, thought block, no FTD, denies AH today. Insight partial. Risk to self low-moderate, to others low.",
    );
    s.line(
      "Plan: depot due ",
      [c.shortDate(c.past(0)), "plan"],
      " at ",
      [c.facility("practice"), "plan"],
      "; r/v with Dr ",
      [c.name(psy, "initial"), "plan"],
      " in 2/52.",
    );
  },
};

export const VOICE_FORMS: readonly Form[] = [dictated, whatsapp, ambulance, communityNursing, mentalHealth];
