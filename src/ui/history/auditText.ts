import type { TranslateFunction } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditEntry } from '@/contract/audit/vocabulary';
import { formatDateTime } from '../../lib/format';

/** A change as an entry holds it: each field's value before and after. */
export type AuditChangeSet = Record<string, { before: unknown; after: unknown }>;

export const actionChoices = AUDIT_ACTIONS.map(action => ({ id: action, name: `app.audit.actions.${action}` }));
export const targetChoices = AUDIT_TARGETS.map(target => ({ id: target, name: `app.audit.targets.${target}` }));

/** The entry's action in words ("Approved"); an action this app does not know is shown as sent. */
export const actionText = (translate: TranslateFunction, action: unknown) =>
  translate(`app.audit.actions.${action}`, { _: String(action ?? '') });

/** "Bill #29", or the kind alone when the entry names no record. */
export function targetText(translate: TranslateFunction, entry: Pick<AuditEntry, 'target_type' | 'target_id'>) {
  const kind = translate(`app.audit.targets.${entry.target_type}`, { _: String(entry.target_type ?? '') });
  return entry.target_id === null || entry.target_id === undefined ? kind : `${kind} #${entry.target_id}`;
}

/** A moment as the server stores one (UTC, ISO 8601), to be shown in India's time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A field's value as a person reads it: times in India's, other text as is, numbers and true/false as written, none as a dash. */
export function changeValueText(translate: TranslateFunction, value: unknown) {
  if (value === null || value === undefined || value === '') return translate('app.audit.empty_value');
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The entry's changes, or none when it holds something else. */
export const changesOf = (entry: AuditEntry): [string, { before: unknown; after: unknown }][] =>
  entry.changes && typeof entry.changes === 'object' ? Object.entries(entry.changes as AuditChangeSet) : [];

/** "status: pending → approved" per line, for an export; then what a forwarded change sent and its answer. */
export const changeLines = (translate: TranslateFunction, entry: AuditEntry) =>
  [
    ...changesOf(entry).map(
      ([field, { before, after }]) =>
        `${field}: ${changeValueText(translate, before)} → ${changeValueText(translate, after)}`,
    ),
    ...forwardedLines(translate, entry),
  ].join('\n');

/** What a change the gateway forwarded sent, in words: each field as `field: value`, a form with files by its size. */
function sentText(translate: TranslateFunction, sent: unknown) {
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) return changeValueText(translate, sent);
  const fields = sent as Record<string, unknown>;
  if (fields.content === 'multipart')
    return translate('app.audit.sent_multipart', { bytes: String(fields.bytes ?? '?') });
  return Object.entries(fields)
    .map(([field, value]) => `${field}: ${changeValueText(translate, value)}`)
    .join(', ');
}

/**
 * "Programme's server answered 200", then "Sent: reason: Blurred", for an entry of a change the
 * gateway forwarded to the programme's own backend; none for the reference server's own entries.
 */
export function forwardedLines(translate: TranslateFunction, entry: AuditEntry): string[] {
  if (typeof entry.upstream_status !== 'number') return [];
  const status = translate('app.audit.upstream_status', { status: entry.upstream_status });
  return entry.sent === undefined || entry.sent === null
    ? [status]
    : [status, translate('app.audit.sent', { sent: sentText(translate, entry.sent) })];
}
