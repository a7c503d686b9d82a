/** An operation note without names: procedure, eponymous incisions and manoeuvres, findings, plan. */
import { DEVICES, dur } from "../common.ts";
import { type BroadDoc, chartLine, drugsOf } from "../kit.ts";

/** Procedure, anaesthesia, position, findings, closure: one operation as it is done. */
const PROCEDURES: readonly (readonly [string, string, string, string, string])[] = [
  [
    "Laparoscopic cholecystectomy",
    "GA with ETT",
    "supine, reverse Trendelenburg",
    "Calot's triangle dissected, critical view of safety obtained; cystic duct and artery clipped.",
    "port sites 3-0 Monocryl subcuticular; Blake drain to the gallbladder bed",
  ],
  [
    "Open appendicectomy via a Lanz incision",
    "GA with ETT",
    "supine",
    "Inflamed appendix, no perforation; stump ligated and buried.",
    "1 loop PDS to the sheath, 3-0 Monocryl subcuticular",
  ],
  [
    "Lower segment caesarean section via a Pfannenstiel incision",
    "spinal",
    "supine with left lateral tilt",
    "Baby delivered cephalic; uterus closed in two layers; EBL 600 mL.",
    "1 loop PDS to the sheath, 3-0 Monocryl subcuticular",
  ],
  [
    "Lichtenstein mesh repair of a right inguinal hernia",
    "GA with LMA",
    "supine",
    "Indirect sac reduced; polypropylene mesh fixed to the inguinal ligament.",
    "3-0 Monocryl subcuticular",
  ],
  [
    "Hartmann's procedure",
    "GA with ETT",
    "Lloyd-Davies",
    "Perforated sigmoid diverticulitis, Hinchey III; end colostomy in the left iliac fossa.",
    "1 loop PDS to the sheath, staples to skin; Redivac drain to the pelvis",
  ],
  [
    "Pancreaticoduodenectomy (Whipple)",
    "GA with ETT and epidural",
    "supine",
    "Kocher manoeuvre; pancreaticojejunostomy and hepaticojejunostomy.",
    "1 loop PDS, staples to skin; two Blake drains",
  ],
  [
    "Laparoscopic Roux-en-Y gastric bypass",
    "GA with ETT",
    "supine, reverse Trendelenburg",
    "Pouch of about 30 mL; 150 cm alimentary limb; leak test negative.",
    "port sites 3-0 Monocryl",
  ],
  [
    "Laparoscopic Nissen fundoplication",
    "GA with ETT",
    "Lloyd-Davies, reverse Trendelenburg",
    "Hiatus repaired with two sutures; 360-degree wrap over a bougie.",
    "port sites 3-0 Monocryl",
  ],
  [
    "Hemiarthroplasty (Thompson) for a displaced NOF fracture",
    "spinal",
    "lateral",
    "Posterior approach; cemented stem; stable through range.",
    "1 Vicryl to fascia, staples to skin",
  ],
  [
    "ORIF of a Weber B ankle fracture",
    "GA with LMA and popliteal block",
    "supine, thigh tourniquet",
    "One-third tubular plate and lag screw; syndesmosis stable on the Cotton test.",
    "3-0 nylon interrupted; POP backslab",
  ],
  [
    "Carpal tunnel release",
    "local",
    "supine, arm table, tourniquet",
    "Transverse carpal ligament divided under direct vision; median nerve decompressed.",
    "4-0 nylon interrupted",
  ],
  [
    "Trabeculectomy with mitomycin C",
    "sub-Tenon's block",
    "supine",
    "Fornix-based conjunctival flap; bleb formed.",
    "10-0 nylon releasable sutures",
  ],
  [
    "Tonsillectomy (cold steel)",
    "GA with ETT",
    "supine, Boyle-Davis gag",
    "Haemostasis with bipolar; no bleeding at the end.",
    "none needed",
  ],
  [
    "Incision and drainage of a perianal abscess",
    "GA with LMA",
    "lithotomy",
    "30 mL pus drained; no fistula on gentle probing.",
    "wound packed with Kaltostat",
  ],
];

export const OPERATIVE: BroadDoc = {
  name: "operation note",
  weight: 7,
  build(r, v) {
    const [proc, anaesthesia, position, findings, closure] = r.pick(PROCEDURES);
    return [
      r.pick(["OPERATION NOTE", "Op note", "Operative report", "Procedure"]),
      `Procedure: ${proc}.`,
      `Anaesthesia: ${anaesthesia}; ASA ${r.pick(["I", "II", "III"])}; ${r.pick(["cefazolin 2 g IV", "co-amoxiclav 1.2 g IV", "ceftriaxone 1 g IV + metronidazole 500 mg IV"])} at induction.`,
      `Position: ${position}; WHO checklist done.`,
      `Findings: ${findings}`,
      `Closure: ${closure}${r.chance(0.6) ? `; ${r.pick(DEVICES.dressing)} to the wound` : ""}.`,
      `Post-op: ${chartLine(r, v, r.pick(drugsOf(v, "analgesic")))}; ${r.pick(["DVT prophylaxis from day 1", "free fluids tonight", "NBM until review", "mobilise day 1"])}; ${r.pick(["clips out", "wound check", "clinic review"])} in ${dur(r, r.pick(["7", "52"] as const))}.`,
    ].join("\n");
  },
};
