import { PAGE_SIZES } from '../../domain/constants';
import { ESCALATION_SETTINGS_READ, ESCALATION_SETTINGS_WRITE } from '../../domain/rates';
import { defineResource } from '../define';

/**
 * How a trust escalates to each tier (spec 9 tiers 1 to 3): whether an escalation to it needs the intermediate
 * approval before the final one, whether one approver may take both steps (off: four eyes), and its threshold factor (the fill risk above which an uplift is suggested).
 */
export default defineResource({
  name: 'rate-escalation-tier-configurations',
  label: { one: 'Rate escalation tier', many: 'Rate escalation tiers' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'tier',
  fields: {
    tier: { type: 'integer', required: true, min: 1, max: 3, filter: true, sortable: true, list: true },
    needsIntermediateApproval: { type: 'boolean', default: true, filter: true, list: true },
    sameApproverBothSteps: {
      type: 'boolean',
      default: false,
      filter: true,
      list: true,
      label: 'One approver may take both steps',
      help: 'For a small trust: whoever approved the first step may also take the final one',
    },
    thresholdFactor: {
      type: 'number',
      required: true,
      min: 0,
      max: 1,
      list: true,
      help: 'The fill risk (0 to 1) above which an uplift is suggested for a shift of this tier',
    },
  },
  unique: [['trustId', 'tier']],
  pageSize: PAGE_SIZES.thresholdFactors,
  sort: { field: 'tier', order: 'ASC' },
  access: { read: ESCALATION_SETTINGS_READ, write: ESCALATION_SETTINGS_WRITE },
  paths: ['/rate-esclation-configuration'],
});
