import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import CategoryIcon from '@mui/icons-material/Category';
import { paths } from '../../src/routes';
import type { ResourceDefinition } from '../../src/resourceDefinition';

/** Brands and categories; their screens sit under /products/ (see the products resource). */
export const brands: ResourceDefinition = {
  name: 'brands',
  icon: BrandingWatermarkIcon,
  options: { label: 'app.resources.brands' },
  recordRepresentation: 'name',
  addresses: { list: paths.productList, record: paths.editBrand, create: paths.addBrand },
};

export const categories: ResourceDefinition = {
  name: 'categories',
  icon: CategoryIcon,
  options: { label: 'app.resources.categories' },
  recordRepresentation: 'name',
  addresses: { list: paths.productList, record: paths.editCategory, create: paths.addCategory },
};
