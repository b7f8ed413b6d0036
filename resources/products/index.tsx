import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import CategoryIcon from '@mui/icons-material/Category';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { permissionsOn, type Area } from '@/src/area';
import { catalogueRoutes } from './catalogueRoutes';
import { catalogueScreens } from './catalogueScreens';
import { productRoutes } from './routes';
import { productsEndpoints } from './endpoints';
import { productSearchSources } from './searchSources';
import { productPaths } from './paths';

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
      addresses: {
        list: productPaths.productList,
        record: productPaths.productDetail,
        create: productPaths.addProduct,
      },
    },
    {
      name: 'brands',
      icon: BrandingWatermarkIcon,
      options: { label: 'app.resources.brands' },
      recordRepresentation: 'name',
      addresses: { list: productPaths.productList, record: productPaths.editBrand, create: productPaths.addBrand },
    },
    {
      name: 'categories',
      icon: CategoryIcon,
      options: { label: 'app.resources.categories' },
      recordRepresentation: 'name',
      addresses: {
        list: productPaths.productList,
        record: productPaths.editCategory,
        create: productPaths.addCategory,
      },
    },
  ],
  quickActions: [
    {
      order: 1,
      label: 'app.dashboard.new_product',
      to: productPaths.addProduct,
      access: { resource: 'products', action: 'create' },
    },
  ],
  menu: {
    key: 'products',
    label: 'app.menu.products',
    icon: InventoryIcon,
    to: productPaths.productList,
    prefixes: ['/products/'],
    screen: catalogueScreens.ProductList,
    access: { resource: 'products', action: 'list' },
    inSpec: true,
  },
  searchSources: productSearchSources,
  endpoints: productsEndpoints,
  messages: () => import('./messages'),
  paths: productPaths,
  recordPages: {
    product: productPaths.productDetail,
    brand: productPaths.editBrand,
    category: productPaths.editCategory,
  },
  permissions: [
    ...permissionsOn('products', 'list', 'show', 'create', 'edit', 'delete', 'import', 'export'),
    ...permissionsOn('brands', 'create', 'edit', 'delete'),
    ...permissionsOn('categories', 'create', 'edit', 'delete'),
  ],
};
