// Renders detected PHI as DOM nodes built from text: note text is never parsed as HTML.

import { FAMILIES, FAMILY_OF_PREFIX, FAMILY_OF_TYPE } from "./phi-families.js";
import { replacedRegions } from "./replaced-regions.js";

export function renderLegend(target, entities) {
  const counts = new Map();
  for (const entity of entities) {
    const family = FAMILY_OF_TYPE.get(entity.type)?.id ?? "other";
    counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  target.replaceChildren(
    ...FAMILIES.map((family) => {
      const item = document.createElement("li");
      item.className = `legend__item phi--${family.id}`;
      item.title = family.types.join(", ");
      const swatch = document.createElement("span");
      swatch.className = "legend__swatch";
      swatch.setAttribute("aria-hidden", "true");
      const name = document.createElement("span");
      name.textContent = family.label;
      const count = document.createElement("span");
      count.className = "legend__count";
      count.textContent = String(counts.get(family.id) ?? 0);
      item.append(swatch, name, count);
      if (!counts.get(family.id)) item.classList.add("legend__item--none");
      return item;
    }),
  );
}

function shortLabel(type) {
  return type
    .replace(/_(NAME|NUMBER|ADDRESS)$/, "")
    .replace("HEALTH_PLAN_ID", "PLAN ID")
    .replace("_", " ");
}

export function renderHighlighted(target, text, entities, policy) {
  const fragment = document.createDocumentFragment();
  const sorted = [...entities].sort((a, b) => a.start - b.start || b.end - a.end);
  let at = 0;
  for (const entity of sorted) {
    if (entity.start < at) continue; // overlaps are resolved by the engine; be defensive anyway
    if (entity.start > at) fragment.append(text.slice(at, entity.start));
    const family = FAMILY_OF_TYPE.get(entity.type)?.id ?? "other";
    const action = policy?.actions?.[entity.type];
    const mark = document.createElement("mark");
    mark.className = `phi phi--${family}`;
    if (action === "keep") mark.classList.add("phi--kept");
    const confidence = Math.round(entity.confidence * 100);
    const note = action === "keep" ? ` · kept by ${policy.name}` : "";
    mark.dataset.label = shortLabel(entity.type);
    mark.dataset.tip = `${entity.type} · ${confidence}% confidence${note}`;
    mark.title = mark.dataset.tip;
    mark.textContent = text.slice(entity.start, entity.end);
    fragment.append(mark);
    at = entity.end;
  }
  if (at < text.length) fragment.append(text.slice(at));
  target.replaceChildren(fragment);
}

export function renderFindings(container, body, entities) {
  container.hidden = entities.length === 0;
  body.replaceChildren(
    ...entities.map((entity) => {
      const row = document.createElement("tr");
      const cells = [
        entity.type,
        entity.text,
        `${entity.start}–${entity.end}`,
        `${Math.round(entity.confidence * 100)}%`,
      ];
      for (const value of cells) {
        const cell = document.createElement("td");
        cell.textContent = value;
        row.append(cell);
      }
      row.firstChild.className = `phi-type phi--${FAMILY_OF_TYPE.get(entity.type)?.id ?? "other"}`;
      return row;
    }),
  );
}

const TOKEN = /\[(?:([A-Z]{2,3})_[0-9a-f]{6,32}|REDACTED|SSN_REDACTED)\]/g;

/**
 * The output of the surrogate policy with each replaced value styled by its family and labelled
 * "replaced <type>" (hover and screen readers), so a replaced name can be told from a missed real
 * one; tokens the policy fell back to are styled as tokens.
 */
export function renderSurrogates(target, original, entities, text) {
  const fragment = document.createDocumentFragment();
  let at = 0;
  for (const region of replacedRegions(original, entities, text)) {
    if (region.start > at) appendTokens(fragment, text.slice(at, region.start));
    const mark = document.createElement("span");
    mark.className = `token token--surrogate phi--${FAMILY_OF_TYPE[region.type] ?? "other"}`;
    mark.title = `replaced ${region.type}`;
    mark.setAttribute("aria-label", `replaced ${region.type}: ${text.slice(region.start, region.end)}`);
    mark.textContent = text.slice(region.start, region.end);
    fragment.append(mark);
    at = region.end;
  }
  if (at < text.length) appendTokens(fragment, text.slice(at));
  target.replaceChildren(fragment);
}

/** The output with its tokens styled by family, built from text nodes. */
export function renderTokens(target, text) {
  const fragment = document.createDocumentFragment();
  appendTokens(fragment, text);
  target.replaceChildren(fragment);
}

function appendTokens(fragment, text) {
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) fragment.append(text.slice(at, match.index));
    const token = document.createElement("span");
    const family = match[1] ? (FAMILY_OF_PREFIX[match[1]] ?? "other") : "redacted";
    token.className = `token phi--${family}`;
    token.textContent = match[0];
    fragment.append(token);
    at = match.index + match[0].length;
  }
  if (at < text.length) fragment.append(text.slice(at));
}
