/** The fields naming a nurse in the staff families' views (their account's), read-only and shown in lists. */
export const SHOWN = { readOnly: true, filter: true, sortable: true, list: true } as const;

export const NURSE_FIELDS = {
  userId: { type: 'integer', readOnly: true, filter: true },
  firstname: { type: 'string', ...SHOWN, label: 'First name' },
  lastname: { type: 'string', ...SHOWN, label: 'Last name' },
  email: { type: 'email', ...SHOWN },
} as const;
