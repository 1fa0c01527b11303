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

/**
 * The features a role acts with: its trust's, less those turned off at the care location it is tied to
 * (carelocation-feature-configurations; a role of the whole trust has the trust's).
 */
export const featuresAt = (trustFeatures: readonly string[], offAtCareLocation: readonly string[]): string[] =>
  trustFeatures.filter((f) => !offAtCareLocation.includes(f));
