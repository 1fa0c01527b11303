/** The select behind resources/persona-mappings (read by the server: server/resourceRegistry.ts). */
export default `select id, "trustId", "jobTitleId", "careLocationId", "careSpecialities", "staffPersonas", "createdAt", "updatedAt"
  from staffpersonamappings`;
