/** A patient information leaflet: plain-language advice, doses, warning signs, when to call. */

import type { CountryCode } from "../../kit.ts";
import type { Rng } from "../../rng.ts";
import { dur } from "../common.ts";
import { type BroadDoc, chartLine } from "../kit.ts";
import type { LocalVocab } from "../vocab.ts";

interface Topic {
  /** Countries whose leaflets carry it; every country when absent. */
  readonly where?: readonly CountryCode[];
  lines(r: Rng, v: LocalVocab): string[];
}

const TOPICS: readonly Topic[] = [
  {
    lines: (r, v) => [
      "Caring for your plaster cast",
      "Keep the cast dry. Cover it with a plastic bag when you shower.",
      "Raise your arm or leg on pillows for the first 48 hours to reduce swelling.",
      `Come back at once if your fingers or toes go blue, cold or numb, or the pain is worse. Fracture clinic in ${dur(r, "52")}.`,
      `For pain take ${chartLine(r, v, r.pick(v.drugs))}.`,
    ],
  },
  {
    lines: (_r, v) => [
      "Head injury advice for adults",
      "Someone should stay with you for the next 24 hours.",
      "Do not drink alcohol or take sleeping tablets tonight.",
      `Call ${v.emergency} if you have a fit, vomit more than once, become very drowsy or confused, or have clear fluid from the nose or ears.`,
    ],
  },
  {
    lines: (r, v) => [
      "Your child has a fever",
      `Fever is common in children and is usually caused by a virus. Give paracetamol ${r.pick(["15 mg/kg", "as on the packet"])} no more than 4 times in 24 hours.`,
      "Offer small drinks often. Dress your child in light clothing.",
      `See a doctor if your child is under 3 months old, has a rash that does not fade under a glass, is floppy or hard to wake, or is breathing fast. In an emergency call ${v.emergency}.`,
    ],
  },
  {
    lines: (r, v) => [
      "Taking warfarin safely",
      "Take your dose at the same time each day. Your INR target is usually 2-3.",
      `Have your INR checked as planned: at first every ${r.int(2, 4)} days, then every ${dur(r, "52")} once stable.`,
      "Tell every doctor, dentist and pharmacist you take warfarin. Avoid big changes in leafy greens and alcohol.",
      `Go to the emergency department or call ${v.emergency} if you have black stools, blood in the urine, or a bad headache.`,
    ],
  },
  {
    lines: (r, _v) => [
      "After your colonoscopy",
      "You had sedation: do not drive, sign documents or operate machinery for 24 hours.",
      "Some bloating and wind is normal. Start with light meals.",
      `Return if you have severe tummy pain, a fever over 38 C, or pass more than a few spoonfuls of blood. Results at your clinic visit in ${dur(r, "52")}.`,
    ],
  },
  {
    lines: (r, v) => [
      "Asthma action plan",
      `Every day: ${chartLine(r, v, v.drugs.find((d) => /INH|Inh\.|Neb\.|NEB/.test(d.route)) ?? r.pick(v.drugs))}.`,
      "If you are getting worse (waking at night, reliever needed more than 3 times a week): see your doctor within a few days.",
      `Danger signs: reliever not helping, too breathless to speak, lips blue. Call ${v.emergency}, sit upright and take 4 puffs every 4 minutes.`,
    ],
  },
  {
    lines: (_r, _v) => [
      "Gestational diabetes: what it means for you",
      "Check your blood glucose fasting and 1 or 2 hours after meals. Targets: fasting below 5.3 mmol/L, 1 hour below 7.4 mmol/L.",
      "Eat regular meals with wholegrain carbohydrates; walk after meals.",
      "Most women no longer have diabetes after the birth. Have a glucose test 6-12 weeks after the baby is born.",
    ],
  },
  {
    lines: (r, _v) => [
      "Looking after your wound at home",
      "Keep the dressing clean and dry for 48 hours, then you may shower.",
      `Stitches out at your GP in ${dur(r, "7")}.`,
      "Signs of infection: redness spreading, pus, fever. See your doctor the same day.",
    ],
  },
  {
    where: ["SG", "IN"],
    lines: (_r, v) => [
      "Dengue fever: warning signs",
      "Drink plenty of fluids: water, ORS, soups, juice. Take paracetamol for fever. Do not take ibuprofen or aspirin.",
      "Get your blood count checked as advised.",
      `Go to hospital at once if you have belly pain, keep vomiting, bleed from the gums or nose, or feel very weak. Emergency: ${v.emergency}.`,
    ],
  },
  {
    where: ["IN", "ZA", "NG"],
    lines: (r, _v) => [
      "Your TB treatment",
      "Take your tablets every day on an empty stomach, for the full 6 months, even when you feel better.",
      "Your urine and tears may turn orange-red: this is normal with rifampicin.",
      "Come back if your skin or eyes turn yellow, you vomit, or you have a rash.",
      `Household contacts should be screened. Clinic review in ${dur(r, "52")}.`,
    ],
  },
  {
    where: ["NG", "IN"],
    lines: (r, v) => [
      "Malaria: what to do",
      "Fever in a child or pregnant woman needs a malaria test the same day.",
      `Finish all the tablets: ${chartLine(r, v, v.drugs.find((d) => /artem|artesun/.test(d.generic)) ?? r.pick(v.drugs))}.`,
      "Sleep under an insecticide-treated net every night.",
      `Danger signs: convulsions, not able to drink, very sleepy, dark urine. Go to hospital at once or call ${v.emergency}.`,
    ],
  },
  {
    lines: (r, _v) => [
      "Starting insulin",
      "Inject into the tummy or thigh, changing the site each time. Store unopened pens in the fridge.",
      "Hypo (glucose below 4): take 150 mL of juice or 6 jelly beans, recheck in 15 minutes, then eat a snack.",
      `Check your glucose ${r.pick(["before meals and at bedtime", "twice daily", "fasting each morning"])} and bring your diary to clinic.`,
    ],
  },
  {
    where: ["AU"],
    lines: (_r, v) => [
      "Snake bite first aid",
      "Keep the person still and calm. Do not wash the bite.",
      "Apply a pressure immobilisation bandage: a firm elastic bandage over the bite, then the whole limb, and a splint.",
      `Call ${v.emergency}. Do not use a tourniquet, do not cut or suck the bite.`,
    ],
  },
  {
    where: ["NZ"],
    lines: (_r, _v) => [
      "Rheumatic fever: your injections",
      "A sore throat can lead to rheumatic fever, which can damage the heart. Get every sore throat checked.",
      "Your Bicillin injection every 28 days stops new attacks. Keep having it for at least 10 years or until age 21.",
      "Whānau can help by keeping the whare warm and dry and coming with you to each injection.",
    ],
  },
  {
    where: ["CA"],
    lines: (r, _v) => [
      "Frostbite and cold injury",
      "Warm the area in water at 37-39 C for 30 minutes; do not rub it or use direct heat.",
      "Blisters may form over 24-48 hours. Keep them clean and do not pop them.",
      `Come back if the skin turns black, smells, or you have a fever. Review in ${dur(r, "7")}.`,
    ],
  },
  {
    where: ["ZA", "NG"],
    lines: (r, v) => [
      "Taking your ARVs",
      `Take ${chartLine(r, v, v.drugs.find((d) => d.brand === "TLD") ?? r.pick(v.drugs))} at the same time every day.`,
      "Your viral load will be checked at 6 months and then every year. Undetectable means untransmittable.",
      "Tell the clinic about any other medicines, including traditional medicines.",
    ],
  },
];

export const LEAFLET: BroadDoc = {
  name: "patient leaflet",
  weight: 8,
  build(r, v) {
    const lines = r.pick(TOPICS.filter((t) => t.where === undefined || t.where.includes(v.code))).lines(r, v);
    if (r.chance(0.3)) lines.push(r.pick(v.schemes));
    lines.push(
      r.pick([
        "If you have questions, ask your nurse or pharmacist.",
        "This leaflet does not replace advice from your doctor.",
        "Bring this leaflet to your next appointment.",
      ]),
    );
    return lines.join("\n");
  },
};
