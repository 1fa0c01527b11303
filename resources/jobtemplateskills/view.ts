/** The select behind resources/jobtemplateskills (read by the server: server/resourceRegistry.ts). */
export default `select t.id * 1000 + part.n as id, t.id as "jobTemplateId", (part.item->>'skillId')::int as "skillId",
    part.item->>'requirement' as requirement, part.item->>'level' as level,
    coalesce((part.item->>'learningOpportunity')::boolean, false) as "learningOpportunity",
    coalesce((part.item->>'selected')::boolean, false) as selected, t."trustId", t."createdAt", t."updatedAt"
  from jobtemplates t cross join lateral jsonb_array_elements(coalesce(t."templateSkills", '[]'::jsonb)) with ordinality as part(item, n)`;
