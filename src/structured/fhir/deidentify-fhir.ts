import type { KnownValue } from "../../known-values/known-values.ts";
import type { PolicyName } from "../../policy/policies.ts";
import { mapBounded } from "../../service/map-bounded.ts";
import type { ServiceDeps } from "../../service/service-deps.ts";
import { deidentifyResource, type FhirDocumentSummary, knownValuesOf } from "./deidentify-resource.ts";
import { collectParts, FhirResourceError, patientReference } from "./fhir-parts.ts";
import { reidentifyResource } from "./reidentify-resource.ts";

type Resource = Record<string, unknown>;
type Entry = { fullUrl?: unknown; resource?: unknown; request?: { url?: unknown } } & Record<string, unknown>;

const isObject = (value: unknown): value is Resource =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where a reference to a Patient points: `Patient/<id>` (a bundle's urn:uuid resolved through its entries). */
const SUBJECT_KEYS = ["subject", "patient", "beneficiary", "individual"] as const;

function checkResource(value: unknown, at: string): Resource {
  if (
    !isObject(value) ||
    typeof value.resourceType !== "string" ||
    !/^[A-Z][A-Za-z]{1,63}$/.test(value.resourceType)
  ) {
    throw new FhirResourceError(`${at || "/"}: not a FHIR resource (an object with a resourceType)`);
  }
  return value;
}

function subjectOf(resource: Resource, byFullUrl: ReadonlyMap<string, string>): string | undefined {
  if (resource.resourceType === "Patient")
    return typeof resource.id === "string" ? `Patient/${resource.id}` : undefined;
  for (const key of SUBJECT_KEYS) {
    const ref = (resource[key] as { reference?: unknown } | undefined)?.reference;
    if (typeof ref !== "string") continue;
    const resolved = byFullUrl.get(ref);
    if (resolved) return resolved;
    const patient = patientReference(ref);
    if (patient) return `Patient/${patient.id}`;
  }
  return undefined;
}

/** A Bundle's `fullUrl` or `request.url` naming a Patient whose id was replaced: the same replacement. */
function renamePatient(url: unknown, ids: ReadonlyMap<string, string>): unknown {
  if (typeof url !== "string") return url;
  const ref = patientReference(url);
  const id = ref && ids.get(ref.id);
  return ref && id !== undefined ? `${ref.before}${id}${ref.after}` : url;
}

/** A Bundle's entries and their resources, each checked, at most `maxResources` of them. */
function bundleEntries(root: Resource, maxResources: number): { entries: Entry[]; resources: Resource[] } {
  const entries = (root.entry ?? []) as Entry[];
  if (!Array.isArray(entries)) throw new FhirResourceError("/entry: not an array");
  if (entries.length > maxResources) {
    throw new FhirResourceError(`a Bundle holds at most ${maxResources} entries (DEID_MAX_BATCH_ITEMS)`);
  }
  return {
    entries,
    resources: entries.map((entry, i) => checkResource(entry?.resource, `/entry/${i}/resource`)),
  };
}

/**
 * The Bundle again with each entry's resource replaced by its outcome, and every `fullUrl` or
 * `request.url` naming a Patient whose id changed renamed the same way.
 */
function rebuildBundle(
  root: Resource,
  entries: readonly Entry[],
  resources: readonly Resource[],
  after: readonly Resource[],
): Resource {
  const ids = new Map<string, string>();
  resources.forEach((resource, i) => {
    const id = after[i]!.id;
    if (resource.resourceType === "Patient" && typeof resource.id === "string" && typeof id === "string")
      ids.set(resource.id, id);
  });
  const bundle = structuredClone(root);
  bundle.entry = entries.map((entry, i) => ({
    ...entry,
    ...(entry.fullUrl === undefined ? {} : { fullUrl: renamePatient(entry.fullUrl, ids) }),
    ...(isObject(entry.request)
      ? { request: { ...entry.request, url: renamePatient(entry.request.url, ids) } }
      : {}),
    resource: after[i]!,
  }));
  return bundle;
}

export interface FhirDeidentifyResult {
  readonly resource: Resource;
  readonly documents: FhirDocumentSummary[];
}

/**
 * De-identifies a FHIR R4 resource or a Bundle of them (at most `maxResources`). In a Bundle each
 * resource's subject is the Patient it points to (`subject`, `patient`…, through `urn:uuid`
 * fullUrls too), and every resource of that Patient gets the Patient's names, identifiers, contact
 * details and birth date as known values, so they are found and replaced alike in every narrative
 * and attachment. One document, one receipt, per resource.
 */
export async function deidentifyFhir(
  deps: ServiceDeps,
  body: unknown,
  options: {
    tenant: string;
    policy: PolicyName;
    maxResources: number;
    concurrency: number;
    maxTextBytes?: number;
  },
): Promise<FhirDeidentifyResult> {
  const root = checkResource(body, "");
  if (root.resourceType !== "Bundle") {
    const { resource, document } = await deidentifyResource(deps, root, {
      ...options,
      subjectId: subjectOf(root, new Map()),
    });
    return { resource, documents: document ? [document] : [] };
  }
  const { entries, resources } = bundleEntries(root, options.maxResources);
  const byFullUrl = new Map<string, string>();
  entries.forEach((entry, i) => {
    const resource = resources[i]!;
    if (resource.resourceType !== "Patient" || typeof entry.fullUrl !== "string") return;
    const subject = subjectOf(resource, byFullUrl) ?? entry.fullUrl;
    byFullUrl.set(entry.fullUrl, subject);
  });
  const known = new Map<string, KnownValue[]>();
  resources.forEach((resource, i) => {
    if (resource.resourceType !== "Patient") return;
    const subject = subjectOf(resource, byFullUrl) ?? (entries[i]!.fullUrl as string | undefined);
    if (subject === undefined) return;
    const values = knownValuesOf(collectParts(resource)).values;
    known.set(subject, [...(known.get(subject) ?? []), ...values]);
  });
  const outcomes = await mapBounded(resources, options.concurrency, async (resource, i) => {
    const subjectId =
      subjectOf(resource, byFullUrl) ??
      (resource.resourceType === "Patient" ? (entries[i]!.fullUrl as string | undefined) : undefined);
    try {
      return await deidentifyResource(deps, resource, {
        ...options,
        subjectId,
        knownPhi: subjectId === undefined ? [] : (known.get(subjectId) ?? []),
      });
    } catch (error) {
      if (error instanceof FhirResourceError)
        throw new FhirResourceError(
          `/entry/${i}/resource${error.message.startsWith("/") ? "" : ": "}${error.message}`,
        );
      throw error;
    }
  });
  const bundle = rebuildBundle(
    root,
    entries,
    resources,
    outcomes.map((o) => o.resource),
  );
  return { resource: bundle, documents: outcomes.flatMap((o) => (o.document ? [o.document] : [])) };
}

export interface FhirReidentifyResult {
  readonly resource: Resource;
  readonly tokens_replaced: number;
  readonly tokens_not_found: string[];
}

/** Restores a resource or Bundle de-identified by deidentifyFhir, JSON-equal to the original. */
export async function reidentifyFhir(
  deps: ServiceDeps,
  body: unknown,
  options: {
    tenant: string;
    keyId: string;
    reason?: string | undefined;
    maxResources: number;
    concurrency: number;
  },
): Promise<FhirReidentifyResult> {
  const root = checkResource(body, "");
  if (root.resourceType !== "Bundle") return reidentifyResource(deps, root, options);
  const { entries, resources } = bundleEntries(root, options.maxResources);
  const outcomes = await mapBounded(resources, options.concurrency, async (resource, i) => {
    try {
      return await reidentifyResource(deps, resource, options);
    } catch (error) {
      if (error instanceof FhirResourceError)
        throw new FhirResourceError(`/entry/${i}/resource${error.message}`);
      throw error;
    }
  });
  const bundle = rebuildBundle(
    root,
    entries,
    resources,
    outcomes.map((o) => o.resource),
  );
  return {
    resource: bundle,
    tokens_replaced: outcomes.reduce((sum, o) => sum + o.tokens_replaced, 0),
    tokens_not_found: [...new Set(outcomes.flatMap((o) => o.tokens_not_found))],
  };
}
