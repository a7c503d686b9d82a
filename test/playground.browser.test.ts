import assert from "node:assert/strict";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { createTestApp, LOCAL_KEY, type TestApp } from "./helpers/test-app.ts";

// Test-only switches (not service configuration): skipped only outside CI without a Chromium;
// .ci/run exports CHROMIUM_PATH, and with CI=true the test must run.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || undefined;
const skip =
  CHROMIUM_PATH === undefined && process.env.CI !== "true" ? "CHROMIUM_PATH is not set (CI sets it)" : false;
const OUTPUT_DIR = join(import.meta.dirname, "..", "test-output");
const AXE_SOURCE = join(import.meta.dirname, "..", "node_modules", "axe-core", "axe.min.js");

// Synthetic: every name, number and place is invented.
const NOTE = [
  "Patient: John Whitaker   MRN: 00482913",
  "Seen by Dr. Maria Gonzalez on 03/14/2024.",
  "Call (617) 555-0142 or write to eleanor.whitaker@example.com.",
].join("\n");

describe("the playground in a real browser", { skip, timeout: 60_000 }, () => {
  let t: TestApp;
  let url: string;
  let browser: BrowserContext;
  let page: Page;
  let profile: string;
  const pageErrors: string[] = [];

  before(async () => {
    t = await createTestApp("sqlite");
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    profile = await mkdtemp(join(tmpdir(), "deid-chromium-"));
    // A fresh profile directory per run (playwright passes it as --user-data-dir).
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH ?? "/usr/bin/chromium",
      viewport: { width: 1360, height: 1000 },
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    await browser.grantPermissions(["clipboard-read", "clipboard-write"], { origin: url });
    page = browser.pages()[0] ?? (await browser.newPage());
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") pageErrors.push(message.text());
    });
  });

  after(async () => {
    await browser?.close();
    await t?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it("serves the page to a browser and the JSON index to API clients", async () => {
    const html = await fetch(`${url}/`, { headers: { accept: "text/html" } });
    assert.match(html.headers.get("content-type") ?? "", /text\/html/);
    assert.match(html.headers.get("content-security-policy") ?? "", /script-src 'self'/);
    const json = await fetch(`${url}/`, { headers: { accept: "application/json" } });
    assert.equal(((await json.json()) as { name: string }).name, "clinical-deid");
  });

  it("de-identifies a pasted note, highlights its PHI by type and re-identifies the output", async () => {
    await page.goto(`${url}/`);
    await page.getByLabel("API key").fill(LOCAL_KEY);
    await page.getByRole("button", { name: "Use key" }).click();
    await page.getByText("Key set").waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem("clinical-deid.api-key")), LOCAL_KEY);
    assert.equal(await page.evaluate(() => localStorage.length), 0, "the key is never kept beyond the tab");

    await page.locator("#note").fill(NOTE);
    await page.getByLabel("Policy").selectOption("safe_harbor");
    await page.getByRole("button", { name: "De-identify" }).click();
    await page.locator("#output .token").first().waitFor();

    // Highlights: the original text, untouched, with typed marks and the confidence on hover.
    assert.equal(await page.locator("#highlighted").textContent(), NOTE);
    const marks = await page
      .locator("#highlighted mark.phi")
      .evaluateAll((nodes) =>
        nodes.map((n) => ({ text: n.textContent, title: n.getAttribute("title"), cls: n.className })),
      );
    const byText = new Map(marks.map((m) => [m.text, m]));
    assert.match(byText.get("Maria Gonzalez")?.cls ?? "", /phi--names/);
    assert.match(byText.get("Maria Gonzalez")?.title ?? "", /NAME · \d+% confidence/);
    assert.match(byText.get("00482913")?.cls ?? "", /phi--ids/);
    assert.match(byText.get("(617) 555-0142")?.cls ?? "", /phi--contact/);
    assert.ok(marks.some((m) => /phi--dates/.test(m.cls) && m.text?.includes("03/14/2024")));
    const legendNames = await page.locator("#legend .phi--names .legend__count").textContent();
    assert.ok(Number(legendNames) >= 2);

    // Output: tokens in place of the PHI.
    const output = (await page.locator("#output").textContent()) ?? "";
    for (const phi of ["Gonzalez", "00482913", "555-0142", "eleanor.whitaker@example.com"]) {
      assert.ok(!output.includes(phi), "no PHI is left in the output");
    }
    assert.match(output, /\[NAM_[0-9a-f]{12}\]/);
    assert.match((await page.locator("#document-id").textContent()) ?? "", /^doc_/);

    await page.getByRole("button", { name: "Copy" }).click();
    assert.equal(await page.evaluate("navigator.clipboard.readText()"), output);

    await mkdir(OUTPUT_DIR, { recursive: true });
    await page.getByLabel("Reason").fill("Checking the playground");
    await page.getByRole("button", { name: "Re-identify" }).click();
    await page.locator("#restored:not([hidden])").waitFor();
    assert.equal(await page.locator("#restored").textContent(), NOTE);
    assert.match((await page.locator("#reid-summary").textContent()) ?? "", /\d+ tokens restored/);
    // The ML engineer's round trip: an answer a model wrote from the output, tokens re-cased.
    const token = /\[NAM_[0-9a-f]{12}\]/.exec(output)![0];
    await page.getByLabel("Text to restore").fill(`Summary: ${token.toLowerCase()} is improving.`);
    await page.getByRole("button", { name: "Re-identify" }).click();
    await page.locator("#restored").getByText("Summary: John Whitaker is improving.").waitFor();
    await page.screenshot({ path: join(OUTPUT_DIR, "playground.png"), fullPage: true });
    assert.deepEqual(pageErrors, [], "no script errors and no CSP violations");
  });

  it("offers the surrogate policy: realistic fakes in the output, restored exactly", async () => {
    await page.goto(`${url}/`);
    await page.getByLabel("API key").fill(LOCAL_KEY);
    await page.getByRole("button", { name: "Use key" }).click();
    await page.getByText("Key set").waitFor();
    await page.locator("#note").fill(NOTE);
    await page.getByLabel("Policy").selectOption("surrogate");
    await page.getByRole("button", { name: "De-identify" }).click();
    await page.locator("#document-id").getByText(/^doc_/).waitFor();
    const output = (await page.locator("#output").textContent()) ?? "";
    for (const phi of ["Gonzalez", "Whitaker", "00482913", "555-0142", "eleanor.whitaker@example.com"]) {
      assert.ok(!output.includes(phi), "no PHI is left in the output");
    }
    assert.doesNotMatch(output, /\[NAM_[0-9a-f]{12}\]/, "names become surrogates, not tokens");
    await page.getByLabel("Reason").fill("Checking surrogates");
    await page.getByRole("button", { name: "Re-identify" }).click();
    await page.locator("#restored:not([hidden])").waitFor();
    assert.equal(await page.locator("#restored").textContent(), NOTE);
    assert.deepEqual(pageErrors, [], "no script errors and no CSP violations");
    await page.getByLabel("Policy").selectOption("safe_harbor");
  });

  it("takes a pasted FHIR resource: de-identified JSON out, restored JSON-equal", async () => {
    const patient = {
      resourceType: "Patient",
      id: "pg-1",
      name: [{ family: "Whitaker", given: ["Eleanor"] }],
      birthDate: "1957-06-14",
    };
    await page.goto(`${url}/`);
    await page.getByLabel("API key").fill(LOCAL_KEY);
    await page.getByRole("button", { name: "Use key" }).click();
    await page.getByText("Key set").waitFor();
    await page.locator("#note").fill(JSON.stringify(patient));
    await page.getByRole("button", { name: "De-identify" }).click();
    await page
      .locator("#document-id")
      .getByText(/^Patient doc_/)
      .waitFor();
    const output = (await page.locator("#output").textContent()) ?? "";
    for (const phi of ["Whitaker", "Eleanor", "1957-06-14", "pg-1"]) assert.ok(!output.includes(phi), phi);
    await page.getByLabel("Reason").fill("Checking FHIR");
    await page.getByRole("button", { name: "Re-identify" }).click();
    await page.locator("#restored:not([hidden])").waitFor();
    assert.deepEqual(JSON.parse((await page.locator("#restored").textContent()) ?? ""), patient);
    assert.deepEqual(pageErrors, [], "no script errors and no CSP violations");
  });

  it("has no accessibility violations axe-core can find (contrast included), with results shown", async () => {
    // Injected through the DevTools protocol, which the page's CSP does not govern.
    await page.evaluate(await readFile(AXE_SOURCE, "utf8"));
    const violations = await page.evaluate<{ id: string; nodes: number; help: string; where: string[] }[]>(`
      axe.run(document, { resultTypes: ["violations"] }).then((r) =>
        r.violations.map((v) => ({ id: v.id, nodes: v.nodes.length, help: v.help,
          where: v.nodes.slice(0, 12).map((n) => n.target.join(" ") + ": " + (n.any[0] ? n.any[0].message : "")) })))`);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
  });

  it("shows the service's error message for a bad key and reads well on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Forget" }).click();
    await page.getByLabel("API key").fill("not-a-valid-key-0000000000");
    await page.getByLabel("API key").press("Enter");
    await page.getByRole("button", { name: "De-identify" }).click();
    const message = page.getByRole("alert");
    await message.waitFor();
    assert.match((await message.textContent()) ?? "", /key/i);
    // Without a key the page says how to get one, and a phone shows it.
    await page.getByRole("button", { name: "Forget" }).click();
    const hint = page.locator("#key-status");
    assert.match((await hint.textContent()) ?? "", /clinical-deid keys create/);
    const box = await hint.boundingBox();
    assert.ok(
      box && box.width > 0 && box.x >= 0 && box.x + box.width <= 390,
      `key hint on screen: ${JSON.stringify(box)}`,
    );
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    assert.ok(overflow <= 0, `no horizontal scrolling on a phone (overflow ${overflow}px)`);
    await page.screenshot({ path: join(OUTPUT_DIR, "playground-phone.png"), fullPage: true });
  });

  it("runs from the keyboard alone", async () => {
    await page.setViewportSize({ width: 1360, height: 1000 });
    await page.getByRole("button", { name: "Forget" }).click();
    await page.getByLabel("API key").fill(LOCAL_KEY);
    await page.keyboard.press("Enter");
    await page.locator("#note").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Seen by Dr. Alice Brown.");
    await page.keyboard.press("Control+Enter");
    await page.locator("#highlighted mark.phi").first().waitFor();
    assert.match((await page.locator("#output").textContent()) ?? "", /\[NAM_[0-9a-f]{12}\]/);
  });
});
