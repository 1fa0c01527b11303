import { AUTO_OFFER_DEFAULTS } from '../../domain/constants';
import { defineResource } from '../define';
import { consoleReaders } from '../rules';

/** How a trust offers urgent shifts: offers expire after offerAcceptTimeOut minutes (0: never). Defaults 0 (spec 9). */
export default defineResource({
  name: 'auto-offer-configurations',
  label: { one: 'Auto-offer configuration', many: 'Auto-offer configurations' },
  tenancy: { trust: 'trustId' },
  recordRepresentation: 'trustId',
  fields: {
    autoOfferTimeOutWeight: {
      type: 'integer',
      min: 0,
      max: 100,
      default: AUTO_OFFER_DEFAULTS.autoOfferTimeOutWeight,
      list: true,
    },
    offerAcceptTimeOut: {
      type: 'integer',
      min: 0,
      max: 10080,
      default: AUTO_OFFER_DEFAULTS.offerAcceptTimeOut,
      list: true,
      help: 'Minutes a nurse has to accept an offer; 0 keeps offers open',
    },
  },
  access: { read: consoleReaders, write: { anyOf: ['MANAGE_SETTINGS'], feature: 'Auto-offer' } },
  menu: { group: 'Settings' },
  // The spec's path of this trust's one form (Settings -> Auto Offer, spec 2.3).
  paths: ['/autoOfferConfiguration'],
  singleton: true,
});
