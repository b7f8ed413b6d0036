/** The audit trail's paths. */
export const auditPaths = {
  /** The audit trail (beyond the spec's routes); its `target_type` and `target_id` filters show one record's entries. */
  audit: '/audit',
} as const;
