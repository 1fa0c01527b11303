/** The select behind resources/managers-favourite-skills (read by the server: server/resourceRegistry.ts). */
export default `select f.id, f."userId", f."trustId", f."capabilityId" as "skillId", s.name, s."groupingTags", s."expertLevelTag",
    f."createdAt", f."updatedAt"
  from favourite_capabilities f join skills s on s.id = f."capabilityId"
  where s.status = 'Active'`;
