import {
  DEFAULT_MATCH_WEIGHTS,
  MATCH_FACTOR_LABELS,
  MATCH_FACTORS,
  weightsRefusal,
  type MatchWeights,
} from '../../domain/matching';
import { defineResource, type Field } from '../define';
import { consoleReaders } from '../rules';

const weight = (factor: (typeof MATCH_FACTORS)[number], help: string): Field => ({
  type: 'integer',
  min: 0,
  max: 100,
  default: DEFAULT_MATCH_WEIGHTS[`${factor}Weight`],
  required: true,
  list: true,
  label: `${MATCH_FACTOR_LABELS[factor]} weight`,
  help,
});

/**
 * A trust's match weights (spec 3 Weight settings, /weight-adjuster): how much each factor of the match score counts
 * (domain/matching.ts). One row per trust; a trust without one scores with DEFAULT_MATCH_WEIGHTS. Whole numbers 0 to
 * 100, not all 0 (400).
 */
export default defineResource({
  name: 'staffmatchweightsettings',
  label: { one: 'Match weights', many: 'Match weights' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'trustId',
  fields: {
    skillsWeight: weight('skills', "The shift's mandatory and recommended skills held at their levels"),
    localExpWeight: weight('localExp', "Shifts worked in the shift's department and care location in the last year"),
    learningWeight: weight('learning', 'The learning opportunities of the shift the nurse does not hold yet'),
    fairnessWeight: weight('fairness', 'Fewer hours worked in the last 28 days ranks higher'),
  },
  guard: (row) => {
    const refusal = weightsRefusal({ ...DEFAULT_MATCH_WEIGHTS, ...row } as MatchWeights);
    return refusal ? { status: 400, field: 'skillsWeight', message: refusal } : null;
  },
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_SETTINGS'] } },
  feature: 'Eligible candidates and weight adjuster',
  paths: ['/weight-adjuster'],
  singleton: true,
});
