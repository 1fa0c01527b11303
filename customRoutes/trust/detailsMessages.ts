/** English texts of the trust details page (/trustDetails), under `bankshift.trust_details.*`: registered when it loads. */
import { registerScreenMessages } from '../../providers/i18nProvider';

export const trustDetailsMessages = {
  title: 'Trust details',
  details: 'Details',
  status: 'Status',
  live: 'Live: its staff see it',
  draft: 'Not live yet: its staff do not see it',
  training: 'Training trust',
  features: 'Features',
  no_features: 'No feature is enabled for this trust.',
  features_help: 'A super admin enables the trust’s features.',
  super_admin: 'A super admin manages every trust from the trust list.',
  trust_list: 'Open the trust list',
};

registerScreenMessages('trust_details', trustDetailsMessages);
