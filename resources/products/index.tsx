import InventoryIcon from '@mui/icons-material/Inventory2';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';
import { catalogueRoutes } from '../catalogue/routes';
import { productRoutes } from './routes';

/** Everything under /products/: the catalogue list, brands, categories and products. */
export const products: ResourceDefinition = {
  name: 'products',
  icon: InventoryIcon,
  options: { label: 'app.resources.products' },
  recordRepresentation: 'name',
  routes: (
    <>
      {catalogueRoutes}
      {productRoutes}
    </>
  ),
  addresses: { list: paths.productList, record: paths.productDetail, create: paths.addProduct },
};
