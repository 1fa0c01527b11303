import { PAGE_SIZES } from '../../domain/constants';
import { DEFAULT_PREDICTION, PREDICTION_LIMITS, PREDICTION_READ, PREDICTION_WRITE } from '../../domain/fillPrediction';
import { defineResource } from '../define';

/**
 * How a trust's shifts are judged hard to fill (domain/fillPrediction.ts, "job matching predictions"): the threshold a
 * shift's likelihood of filling by its start must reach, and how many days of history it is predicted from. One row
 * for the whole trust (no care location) and one per care location at most; a care location's wins there, and a
 * trust with none uses DEFAULT_PREDICTION. /job-prediction-configuration, 4 a page.
 */
export default defineResource({
  name: 'job-prediction-configurations',
  label: { one: 'Job prediction configuration', many: 'Job prediction configurations' },
  tenancy: { trust: 'trustId', careLocation: 'careLocationId' },
  recordRepresentation: 'threshold',
  fields: {
    careLocationId: {
      type: 'reference',
      resource: 'care-locations',
      scopedBy: 'trustId',
      filter: true,
      sortable: true,
      list: true,
      label: 'Care location',
      help: 'Leave empty for the whole trust: a care location of its own wins there',
    },
    threshold: {
      type: 'integer',
      min: PREDICTION_LIMITS.threshold.min,
      max: PREDICTION_LIMITS.threshold.max,
      default: DEFAULT_PREDICTION.threshold,
      required: true,
      sortable: true,
      list: true,
      label: 'Hard-to-fill threshold (%)',
      help: 'A shift less likely than this to fill by its start is marked hard to fill',
    },
    historyDays: {
      type: 'integer',
      min: PREDICTION_LIMITS.historyDays.min,
      max: PREDICTION_LIMITS.historyDays.max,
      default: DEFAULT_PREDICTION.historyDays,
      required: true,
      list: true,
      label: 'History (days)',
      help: 'How many days of past shifts the likelihood is learnt from',
    },
  },
  unique: [['trustId', 'careLocationId']],
  pageSize: PAGE_SIZES.jobPrediction,
  sort: { field: 'careLocationId', order: 'ASC' },
  access: { read: PREDICTION_READ, write: PREDICTION_WRITE },
  paths: ['/job-prediction-configuration'],
});
