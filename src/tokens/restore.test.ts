import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { documentTokenMap, readDocumentMap, restoreText, straySurrogates } from "./restore.ts";

const TOKEN = "[NAM_3f9a0c1b7e2d]";

describe("readDocumentMap", () => {
  test("splits canonical tokens from surrogates", () => {
    const map = readDocumentMap({ [TOKEN]: "Smith", "Kenji Okafor": "John Smith", "5/11/2020": "7/22/2019" });
    assert.deepEqual([...map.tokens], [[TOKEN, "Smith"]]);
    assert.deepEqual(map.surrogates, [
      { surrogate: "Kenji Okafor", value: "John Smith" },
      { surrogate: "5/11/2020", value: "7/22/2019" },
    ]);
  });
});

describe("restoreText", () => {
  const map = readDocumentMap({
    [TOKEN]: "Smith",
    "Kenji Okafor": "John Smith",
    "KENJI OKAFOR": "JOHN SMITH",
    Okafor: "Smith",
    "5/11/2020": "7/22/2019",
  });

  test("restores tokens and surrogates, exactly as first written", () => {
    const out = restoreText(`Pt Kenji Okafor seen 5/11/2020; ${TOKEN} called. KENJI OKAFOR left.`, map);
    assert.equal(out.text, "Pt John Smith seen 7/22/2019; Smith called. JOHN SMITH left.");
    assert.equal(out.replaced, 4);
    assert.deepEqual(out.notFound, []);
  });

  test("restores surrogates a model re-cased or re-spaced, whole words only", () => {
    const out = restoreText("kenji   okafor agreed; Mr okafor too; Okaforville is a town.", map);
    assert.equal(out.text, "John Smith agreed; Mr Smith too; Okaforville is a town.");
  });

  test("reports tokens it does not hold and leaves them", () => {
    const out = restoreText("[ nam_0123456789ab ] and Okafor", map);
    assert.equal(out.text, "[ nam_0123456789ab ] and Smith");
    assert.deepEqual(out.notFound, ["[NAM_0123456789ab]"]);
  });
});

describe("straySurrogates", () => {
  test("names a surrogate met anywhere but where it was put", () => {
    const output = "Seen by Kenji Okafor. Okafor is also a street here.";
    const pairs = [
      { surrogate: "Kenji Okafor", value: "John Smith" },
      { surrogate: "Okafor", value: "Smith" },
    ];
    assert.deepEqual([...straySurrogates(output, pairs, [{ start: 8, end: 20 }])], ["okafor"]);
    assert.deepEqual([...straySurrogates("Seen by Kenji Okafor.", pairs, [{ start: 8, end: 20 }])], []);
  });
});

test("a token's later occurrences restore as each was written", () => {
  const a = "[NAM_aaaaaaaaaaaa]";
  const map = documentTokenMap([
    { token: a, surface: "Baker" },
    { token: a, surface: "Baker" },
    { token: a, surface: "BAKER" },
  ]);
  assert.deepEqual(map, { [a]: "Baker", [`${a}#2`]: "BAKER" });
  const read = readDocumentMap(map);
  assert.deepEqual(read.surrogates, [], "an occurrence key is not a surrogate");
  assert.equal(restoreText(`${a}, ${a}; ${a}!`, read).text, "Baker, Baker; BAKER!");
  assert.equal(restoreText(a, readDocumentMap({ [a]: "Baker" })).text, "Baker", "maps without occurrences");
});
