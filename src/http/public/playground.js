// The playground: a plain browser module (no build, no framework, no outside assets). Note text is
// only ever put into the page with textContent, never parsed as HTML.

import {
  renderFindings,
  renderHighlighted,
  renderLegend,
  renderSurrogates,
  renderTokens,
} from "./highlight.js";

const KEY_STORAGE = "clinical-deid.api-key";

const FALLBACK_POLICIES = [
  {
    name: "safe_harbor",
    default: true,
    description:
      "HIPAA Safe Harbor: identifiers become reversible tokens; years, states and countries are kept.",
  },
  { name: "llm_safe", description: "For language models: every PHI span becomes a plain-ASCII token." },
  {
    name: "analytics",
    description: "Keeps utility: dates to years, ZIP codes to three digits, other identifiers to tokens.",
  },
  {
    name: "redact_all",
    description: "Maximum privacy: every PHI span becomes [REDACTED]; nothing is stored.",
  },
  {
    name: "surrogate",
    description:
      "Reads like a note: realistic fake names, places and numbers; dates moved by one offset per subject; reversible.",
  },
];

const SAMPLE_NOTE = `DISCHARGE SUMMARY - Riverside Medical Center
Patient: John A. Whitaker    MRN: 00482913    DOB: 04/12/1931
Admitted: March 14, 2024    Attending: Dr. Maria Gonzalez

Mr. Whitaker is a 92 year old man admitted with community-acquired pneumonia.
His wife, Eleanor Whitaker, was at the bedside; she can be reached at (617) 555-0142
or eleanor.whitaker@example.com. Home: 42 Elm Street, Springfield, MA 01103.

Follow up with Dr. Gonzalez on 3/28/2024. SSN 532-71-8842 on file.`;

/** What a newcomer without a key needs to know (docs/cli.md, `keys`). */
const NO_KEY_HINT =
  "No key: ask your administrator, or run clinical-deid keys create --scopes deidentify,inspect,reidentify where the server runs";

const $ = (id) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`missing #${id}`);
  return element;
};

/** "PATIENT_NAME: Jane Roe" lines as known_phi entries; a line without a known type is a NAME. */
function knownPhi(lines) {
  const entries = [];
  for (const line of lines.split("\n")) {
    const match = /^\s*([A-Z_]+)\s*:\s*(.*\S)\s*$/.exec(line);
    if (match) entries.push({ type: match[1], value: match[2] });
    else if (line.trim()) entries.push({ type: "NAME", value: line.trim() });
  }
  return entries;
}

const el = {
  keyForm: $("key-form"),
  key: $("api-key"),
  keyStatus: $("key-status"),
  forgetKey: $("forget-key"),
  form: $("deid-form"),
  note: $("note"),
  noteCount: $("note-count"),
  policy: $("policy"),
  policyDescription: $("policy-description"),
  subject: $("subject-id"),
  locale: $("locale"),
  knownPhi: $("known-phi"),
  run: $("run"),
  sample: $("sample"),
  clear: $("clear"),
  message: $("message"),
  legend: $("legend"),
  foundCount: $("found-count"),
  showLabels: $("show-labels"),
  highlighted: $("highlighted"),
  findings: $("findings"),
  findingsBody: $("findings-body"),
  copy: $("copy"),
  meta: $("output-meta"),
  documentId: $("document-id"),
  phiFound: $("phi-found"),
  usedPolicy: $("used-policy"),
  elapsed: $("elapsed"),
  output: $("output"),
  reidForm: $("reid-form"),
  reason: $("reason"),
  reidentify: $("reidentify"),
  reidSummary: $("reid-summary"),
  reidText: $("reid-text"),
  restored: $("restored"),
};

const state = { policies: FALLBACK_POLICIES, result: undefined };

// The output scrolls once long; a keyboard user must be able to reach and scroll it even when it
// holds no focusable mark (surrogates are plain text), so it is a labelled, focusable region.
el.output.tabIndex = 0;
el.output.setAttribute("role", "region");
el.output.setAttribute("aria-label", "De-identified text");

// ---------- API ----------

function apiKey() {
  return sessionStorage.getItem(KEY_STORAGE) ?? "";
}

class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function api(method, path, body) {
  const headers = { accept: "application/json" };
  const key = apiKey();
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
      credentials: "omit",
    });
  } catch {
    throw new ApiError(0, "The service could not be reached. Is it running?");
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const message = payload?.error?.message ?? `The service answered ${response.status}.`;
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    if (response.status === 401) throw new ApiError(401, `${sentence} Enter a valid API key above.`);
    throw new ApiError(response.status, message);
  }
  return payload;
}

// ---------- Messages and key ----------

function showMessage(text, kind = "error") {
  el.message.textContent = text;
  el.message.className = `message message--${kind}`;
  el.message.hidden = false;
}

function clearMessage() {
  el.message.hidden = true;
  el.message.textContent = "";
}

function renderKeyStatus() {
  const key = apiKey();
  el.keyStatus.textContent = key ? `Key set (…${key.slice(-4)})` : NO_KEY_HINT;
  el.keyStatus.classList.toggle("keyform__status--set", Boolean(key));
}

el.keyForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const value = el.key.value.trim();
  if (value) sessionStorage.setItem(KEY_STORAGE, value);
  el.key.value = "";
  renderKeyStatus();
  clearMessage();
  loadPolicies();
});

el.forgetKey.addEventListener("click", () => {
  sessionStorage.removeItem(KEY_STORAGE);
  el.key.value = "";
  renderKeyStatus();
  el.key.focus();
});

// ---------- Policies ----------

function renderPolicies() {
  const selected = el.policy.value;
  el.policy.replaceChildren(
    ...state.policies.map((p) => {
      const option = document.createElement("option");
      option.value = p.name;
      option.textContent = p.default ? `${p.name} (default)` : p.name;
      return option;
    }),
  );
  const fallback = state.policies.find((p) => p.default)?.name ?? state.policies[0]?.name;
  el.policy.value = state.policies.some((p) => p.name === selected) ? selected : fallback;
  renderPolicyDescription();
}

function currentPolicy() {
  return state.policies.find((p) => p.name === el.policy.value);
}

function renderPolicyDescription() {
  el.policyDescription.textContent = currentPolicy()?.description ?? "";
}

async function loadPolicies() {
  if (!apiKey()) return;
  try {
    const { policies } = await api("GET", "/api/v1/policies");
    if (Array.isArray(policies) && policies.length > 0) {
      state.policies = policies;
      renderPolicies();
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) showMessage(error.message);
  }
}

el.policy.addEventListener("change", renderPolicyDescription);

// ---------- De-identify ----------

function setBusy(button, busy, label) {
  button.disabled = busy;
  button.setAttribute("aria-busy", String(busy));
  if (label) button.textContent = label;
}

/** A pasted FHIR resource or Bundle (JSON with a resourceType), or undefined for a note. */
function fhirResourceOf(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return undefined;
  try {
    const value = JSON.parse(trimmed);
    return value && typeof value.resourceType === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** FHIR JSON goes to POST /api/v1/fhir/deidentify; the output is the de-identified resource. */
async function deidentifyFhir(resource, policy) {
  const out = await api("POST", "/api/v1/fhir/deidentify", { resource, policy: el.policy.value });
  const pretty = JSON.stringify(out.resource, null, 2);
  state.result = { kind: "fhir", text: pretty, policy: el.policy.value };
  renderLegend(el.legend, []);
  renderHighlighted(el.highlighted, JSON.stringify(resource, null, 2), [], policy);
  renderFindings(el.findings, el.findingsBody, []);
  el.foundCount.textContent = `${out.documents.reduce((n, d) => n + d.phi_found, 0)}`;
  renderTokens(el.output, pretty);
  el.documentId.textContent = out.documents.map((d) => `${d.resource_type} ${d.document_id}`).join(", ");
  const found = out.documents.reduce((n, d) => n + d.phi_found, 0);
  el.phiFound.textContent = `${found} span${found === 1 ? "" : "s"} in ${out.documents.length} resource${out.documents.length === 1 ? "" : "s"}`;
  el.usedPolicy.textContent = el.policy.value;
  el.elapsed.textContent = `${Math.round(out.processing_time_ms * 10) / 10} ms`;
  return pretty;
}

async function deidentify() {
  const text = el.note.value;
  if (!text.trim()) {
    showMessage("Paste or type a note first.", "info");
    el.note.focus();
    return;
  }
  if (!apiKey()) {
    showMessage("Enter an API key first (top right). It is kept in this tab only.", "info");
    el.key.focus();
    return;
  }
  clearMessage();
  setBusy(el.run, true, "Working…");
  const policy = currentPolicy();
  const subject = el.subject.value.trim();
  const known = knownPhi(el.knownPhi.value);
  const withKnown = known.length > 0 ? { known_phi: known } : {};
  try {
    const resource = fhirResourceOf(text);
    if (resource) {
      const pretty = await deidentifyFhir(resource, policy);
      el.meta.hidden = false;
      el.copy.disabled = false;
      el.reidForm.hidden = !(policy?.reversible ?? el.policy.value !== "redact_all");
      el.reidText.value = pretty;
      el.restored.hidden = true;
      el.reidSummary.textContent = "";
      document.body.classList.add("has-result");
      return;
    }
    const [found, result] = await Promise.all([
      api("POST", "/api/v1/inspect", { text, offset_encoding: "utf16", ...withKnown }),
      api("POST", "/api/v1/deidentify", {
        text,
        policy: el.policy.value,
        ...(subject ? { subject_id: subject } : {}),
        ...(el.locale.value ? { locale: el.locale.value } : {}),
        ...withKnown,
      }),
    ]);
    state.result = { ...result, policy: el.policy.value };
    renderLegend(el.legend, found.entities);
    renderHighlighted(el.highlighted, text, found.entities, policy);
    renderFindings(el.findings, el.findingsBody, found.entities);
    el.foundCount.textContent = `${found.phi_count}`;
    if (el.policy.value === "surrogate") renderSurrogates(el.output, text, found.entities, result.text);
    else renderTokens(el.output, result.text);
    el.documentId.textContent = result.document_id;
    el.phiFound.textContent = `${result.phi_found} span${result.phi_found === 1 ? "" : "s"}`;
    el.usedPolicy.textContent = el.policy.value;
    el.elapsed.textContent = `${Math.round(result.processing_time_ms * 10) / 10} ms`;
    el.meta.hidden = false;
    el.copy.disabled = false;
    const reversible = policy?.reversible ?? el.policy.value !== "redact_all";
    el.reidForm.hidden = !reversible;
    el.reidText.value = result.text;
    el.restored.hidden = true;
    el.reidSummary.textContent = "";
    document.body.classList.add("has-result");
  } catch (error) {
    showMessage(error instanceof ApiError ? error.message : "Something went wrong in the page.");
  } finally {
    setBusy(el.run, false, "De-identify");
  }
}

el.form.addEventListener("submit", (event) => {
  event.preventDefault();
  deidentify();
});

el.note.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    deidentify();
  }
});

el.note.addEventListener("input", () => {
  el.noteCount.textContent = `${el.note.value.length.toLocaleString("en-US")} characters`;
});

el.sample.addEventListener("click", () => {
  el.note.value = SAMPLE_NOTE;
  el.note.dispatchEvent(new Event("input"));
  el.note.focus();
});

el.clear.addEventListener("click", () => {
  el.note.value = "";
  el.note.dispatchEvent(new Event("input"));
  el.note.focus();
});

el.showLabels.addEventListener("change", () => {
  document.body.classList.toggle("hide-labels", !el.showLabels.checked);
});

// ---------- Copy ----------

el.copy.addEventListener("click", async () => {
  const text = state.result?.text ?? "";
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const range = document.createRange();
    range.selectNodeContents(el.output);
    const selection = getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    document.execCommand("copy");
  }
  el.copy.textContent = "Copied";
  setTimeout(() => {
    el.copy.textContent = "Copy";
  }, 1500);
});

// ---------- Re-identify ----------

el.reidForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  if (!state.result) return;
  clearMessage();
  setBusy(el.reidentify, true, "Working…");
  const reason = el.reason.value.trim();
  try {
    if (state.result.kind === "fhir") {
      let resource;
      try {
        resource = JSON.parse(el.reidText.value || state.result.text);
      } catch {
        showMessage("The text to restore is not the JSON of a FHIR resource.");
        return;
      }
      const back = await api("POST", "/api/v1/fhir/reidentify", { resource, ...(reason ? { reason } : {}) });
      el.restored.textContent = JSON.stringify(back.resource, null, 2);
      el.restored.hidden = false;
      el.reidSummary.textContent = `${back.tokens_replaced} token${back.tokens_replaced === 1 ? "" : "s"} restored. This re-identification was written to the audit log.`;
      return;
    }
    const restored = await api("POST", "/api/v1/reidentify", {
      text: el.reidText.value || state.result.text,
      document_id: state.result.document_id,
      ...(reason ? { reason } : {}),
    });
    el.restored.textContent = restored.text;
    el.restored.hidden = false;
    const missing = restored.tokens_not_found.length;
    el.reidSummary.textContent = `${restored.tokens_replaced} token${restored.tokens_replaced === 1 ? "" : "s"} restored${
      missing ? ` · ${missing} not found: ${restored.tokens_not_found.join(", ")}` : ""
    }. This re-identification was written to the audit log.`;
  } catch (error) {
    showMessage(error instanceof ApiError ? error.message : "Something went wrong in the page.");
  } finally {
    setBusy(el.reidentify, false, "Re-identify");
  }
});

// ---------- Start ----------

renderKeyStatus();
renderPolicies();
renderLegend(el.legend, []);
loadPolicies();
