import type { KindSource, KindSources, PendingSource } from './approvalKinds';
import type { AreaEndpoints, EndpointTable } from './endpoints';

const ownPerson = (item: Record<string, unknown>) => item;

/** A kind of pending work with the path its resource's list (or one source of it) is fetched from. */
function kindSource(resources: EndpointTable, pending: PendingSource): KindSource {
  const { kind, resource, source = 0, personOf = ownPerson, figureOf } = pending;
  const list = resources[resource]?.list;
  const path = typeof list === 'string' ? list : list?.[source]?.path;
  if (!path) throw new Error(`The pending work of ${resource} names a list it does not have.`);
  return { resource, path, dateField: kind.submittedField, personOf, figureOf, fourEyes: kind.fourEyes };
}

/**
 * What a list of endpoints adds up to: every resource's paths, and the pending work their lists
 * hold (where the approvals inbox finds each kind, and which resources the dashboard counts).
 */
export function composeEndpoints(list: readonly AreaEndpoints[]) {
  const resources: EndpointTable = Object.assign({}, ...list.map(endpoints => endpoints.resources ?? {}));
  const listed = list
    .flatMap(endpoints => endpoints.pending ?? [])
    .sort((a, b) => a.kind.order - b.kind.order)
    .map(source => ({ kind: source.kind.name, resource: source.resource, source: kindSource(resources, source) }));

  return {
    resources,
    /** The kinds of pending work the endpoints declare, in the inbox's order (their `order`). */
    approvalKinds: listed.map(({ kind }) => kind),
    /** Where the inbox finds each kind, in the inbox's order. */
    kindSources(): KindSources {
      return Object.fromEntries(listed.map(({ kind, source }) => [kind, source]));
    },
    /**
     * The resources whose lists hold every pending item (edit requests merge profile and email
     * edits): their totals add up to the inbox's count without fetching the inbox itself.
     */
    pendingResources: [...new Set(listed.map(({ resource }) => resource))],
  };
}
