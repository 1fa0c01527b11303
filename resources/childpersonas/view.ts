/** The select behind resources/childpersonas (read by the server: server/resourceRegistry.ts). */
export default `select p.id * 1000 + part.n as id, p.id as "staffPersonaId", part.item::int as "childPersonaId",
    p."trustId", p."createdAt", p."updatedAt"
  from staffpersonas p cross join lateral jsonb_array_elements_text(coalesce(p."childPersonas", '[]'::jsonb)) with ordinality as part(item, n)`;
