import { FEATURES } from '../../domain/features';

/**
 * The select behind resources/trust-feature-settings: every trust x every feature of the catalogue, on when the
 * trust's feature list holds it. A row's id is its trust's id x 100 + the feature's place in the catalogue. (The list
 * is read in a subquery, not an outer join: a row is read for update, which locks its trust.)
 */
const catalogue = FEATURES.map((f) => `'${f.replace(/'/g, "''")}'`).join(', ');

export default `select t.id * 100 + f.ord::int as id, t.id as "trustId", f.feature, f.ord::int as "order",
    coalesce((select fl.features @> to_jsonb(f.feature) from feature_lists fl where fl."trustId" = t.id), false) as "isEnabled",
    t."createdAt", t."updatedAt"
  from trusts t cross join unnest(array[${catalogue}]::text[]) with ordinality as f(feature, ord)`;
