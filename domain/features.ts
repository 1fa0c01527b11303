/** Trust features (spec 6): a trust's feature list holds these strings, spelled as the spec names them. */

export const FEATURES = [
  'Post a shift and post similar',
  'Model Shifts',
  'Find a Staff',
  'Shift skills',
  'Eligible candidates and weight adjuster',
  'Rate Escalation',
  'Auto-offer',
  'Facilitators',
  'Feedback',
  'Allocate rota',
  'Reports',
  'Campaigns',
  'Ad hoc Enhancements and rewards',
] as const;

export type Feature = (typeof FEATURES)[number];
export const isFeature = (v: string): v is Feature => (FEATURES as readonly string[]).includes(v);
