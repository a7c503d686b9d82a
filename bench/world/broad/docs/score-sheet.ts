/** A score and classification sheet: a table of scales, grades and classifications with values and bands. */
import { scales } from "../common.ts";
import { classification } from "../eponyms-more.ts";
import { type BroadDoc, some } from "../kit.ts";

const SETTINGS = ["ortho", "gi", "cardio", "onc", "neuro", "misc"] as const;

export const SCORE_SHEET: BroadDoc = {
  name: "score or grading sheet",
  weight: 6,
  build(r, v) {
    const head = r.pick([
      "SCORES AND CLASSIFICATIONS",
      "Risk scores",
      "Assessment tools completed",
      "Score sheet",
      "Grading",
    ]);
    const rows = [
      ...scales(r, r.int(2, 4), r.pick(["ed", "nursing", "cardio", "resp", "neuro", "gi"] as const)),
      ...some(r, SETTINGS, r.int(2, 4)).map((s) => classification(r, s)),
    ];
    const style = r.pick(["table", "dots", "list"] as const);
    const body = rows.map((row) =>
      style === "table"
        ? `| ${row} | ${r.pick(["low", "moderate", "high", "-", "see plan"])} |`
        : style === "dots"
          ? `${row} ${".".repeat(r.int(2, 8))} ${r.pick(["done", "reviewed", "recorded"])}`
          : `- ${row}`,
    );
    const tail = r.pick([
      `${r.pick(v.ews)}; reassess ${r.pick(["hourly", "4-hourly", "each shift"])}.`,
      "Scores discussed with the team; plan below.",
      `${v.triage(r)} at triage.`,
    ]);
    return [head, ...(style === "table" ? ["| Tool | Band |"] : []), ...body, tail].join("\n");
  },
};
