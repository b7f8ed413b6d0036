import { catalogueMessages } from './catalogueMessages';
import { productMessages } from './productMessages';

/** The area's strings, under `app.catalogue` and `app.products`. */
export default { catalogue: catalogueMessages, products: productMessages };
