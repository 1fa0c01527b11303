/** The select behind resources/groupexpertcombinations (read by the server: server/resourceRegistry.ts). */
export default `select p.id * 1000 + part.n as id, p.id as "staffPersonaId",
    (part.item->>'skillGroupingTagId')::int as "skillGroupingTagId", (part.item->>'expertLevelTagId')::int as "expertLevelTagId",
    part.item->>'level' as level, p."trustId", p."createdAt", p."updatedAt"
  from staffpersonas p cross join lateral jsonb_array_elements(coalesce(p."groupExpertCombinations", '[]'::jsonb)) with ordinality as part(item, n)`;
