/** The select behind resources/jobtemplatemappingjobtemplates (read by the server: server/resourceRegistry.ts). */
export default `select m.id * 1000 + part.n as id, m.id as "jobTemplateMappingId", part.item::int as "jobTemplateId",
    m."trustId", m."createdAt", m."updatedAt"
  from jobtemplatemappings m cross join lateral jsonb_array_elements_text(coalesce(m."jobTemplates", '[]'::jsonb)) with ordinality as part(item, n)`;
