import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import CategoryIcon from '@mui/icons-material/Category';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { permissionsOn, type Area } from '../../src/area';
import { paths } from '../../src/routes';
import { catalogueRoutes } from './catalogueRoutes';
import { catalogueScreens } from './catalogueScreens';
import { productRoutes } from './routes';
import { productsEndpoints } from './endpoints';
import { productSearchSources } from './searchSources';

/** The catalogue: brands, their categories and products, all under /products/. */
export const productsArea: Area = {
  name: 'products',
  resources: [
    {
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
    },
    {
      name: 'brands',
      icon: BrandingWatermarkIcon,
      options: { label: 'app.resources.brands' },
      recordRepresentation: 'name',
      addresses: { list: paths.productList, record: paths.editBrand, create: paths.addBrand },
    },
    {
      name: 'categories',
      icon: CategoryIcon,
      options: { label: 'app.resources.categories' },
      recordRepresentation: 'name',
      addresses: { list: paths.productList, record: paths.editCategory, create: paths.addCategory },
    },
  ],
  quickActions: [
    {
      order: 1,
      label: 'app.dashboard.new_product',
      to: paths.addProduct,
      access: { resource: 'products', action: 'create' },
    },
  ],
  menu: {
    key: 'products',
    label: 'app.menu.products',
    icon: InventoryIcon,
    to: paths.productList,
    prefixes: ['/products/'],
    screen: catalogueScreens.ProductList,
    access: { resource: 'products', action: 'list' },
  },
  searchSources: productSearchSources,
  endpoints: productsEndpoints,
  messages: () => import('./messages'),
  permissions: [
    ...permissionsOn('products', 'list', 'show', 'create', 'edit', 'delete', 'import', 'export'),
    ...permissionsOn('brands', 'create', 'edit', 'delete'),
    ...permissionsOn('categories', 'create', 'edit', 'delete'),
  ],
};
