/** The demo trusts' features and the demo shifts' span: the seed writes them, tests read them. */
import { FEATURES, type Feature } from '../../domain/features';

export const DEMO_TRUST_FEATURES: Record<'Northfield' | 'Southgate', readonly Feature[]> = {
  Northfield: FEATURES,
  Southgate: ['Post a shift and post similar', 'Rate Escalation', 'Feedback', 'Reports'],
};

/** The demo shifts span this many days either side of the day the demo data is seeded. */
export const DEMO_SHIFT_DAYS = 60;
/** Past shifts go further back, to this many days before it: the history the fill prediction learns from. */
export const DEMO_HISTORY_DAYS = 180;

/** Northfield's match weights in the demo (staffmatchweightsettings): skills 50 as by default, local experience above it. */
export const DEMO_MATCH_WEIGHTS = {
  skillsWeight: 50,
  localExpWeight: 25,
  learningWeight: 5,
  fairnessWeight: 20,
} as const;
