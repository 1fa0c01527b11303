/** The select behind resources/upcoming-rate-changes (read by the server: server/resourceRegistry.ts). */
export default `select rc.id * 2 as id, rc."trustId", null::int as "careLocationId", rc.band, rc."hoursKind", rc."hourlyRate",
    rc."effectiveFrom", rc."createdAt", rc."updatedAt"
  from rate_cards rc
  union all
  select c.id * 2 + 1, c."trustId", c."careLocationId", c.band, c."hoursKind", c."hourlyRate", c."effectiveFrom", c."createdAt", c."updatedAt"
  from carelocation_rate_customizations c`;
