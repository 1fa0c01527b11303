/** The select behind resources/care-location-statistics (read by the server: server/resourceRegistry.ts). */
export default `select cl.id, cl."trustId", cl.name, cl."createdAt", cl."updatedAt",
    (select count(*) from departments d where d."careLocationId" = cl.id)::int as departments,
    count(j.id) filter (where j.status = 'APPROVED')::int as "shiftsPublished",
    count(j.id) filter (where j.status = 'CANCELLED')::int as "shiftsCancelled",
    coalesce(sum(j.vacancies) filter (where j.status = 'APPROVED'), 0)::int as "placesOffered",
    coalesce(sum(j."confirmedCount") filter (where j.status = 'APPROVED'), 0)::int as "placesFilled",
    round(100.0 * sum(j."confirmedCount") filter (where j.status = 'APPROVED')
      / nullif(sum(j.vacancies) filter (where j.status = 'APPROVED'), 0), 1)::float8 as "fillRate"
  from care_locations cl left join jobs j on j."careLocationId" = cl.id
  group by cl.id`;
