/** Strings of adding a product and of a product's detail page, word for word as the spec gives them. */
export const productMessages = {};
