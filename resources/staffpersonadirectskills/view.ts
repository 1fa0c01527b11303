/** The select behind resources/staffpersonadirectskills (read by the server: server/resourceRegistry.ts). */
export default `select p.id * 1000 + part.n as id, p.id as "staffPersonaId", (part.item->>'skillId')::int as "skillId",
    part.item->>'level' as level, p."trustId", p."createdAt", p."updatedAt"
  from staffpersonas p cross join lateral jsonb_array_elements(coalesce(p."directSkills", '[]'::jsonb)) with ordinality as part(item, n)`;
