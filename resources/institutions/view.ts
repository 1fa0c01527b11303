/** The select behind resources/institutions: the trusts, as institutions. */
export default `select id, name, "abbreviatedName", "isLive", "createdAt", "updatedAt" from trusts`;
