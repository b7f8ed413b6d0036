import { line, nothing, texts, type SearchSource } from '@/src/search/searchList';
import { displayValue } from '@/src/lib/format';
import { productPaths } from './paths';

/** What Ctrl+K searches of the products area. */
export const productSearchSources: SearchSource[] = [
  {
    // The spec's catalogue search (`product/search/`), by name or code.
    kind: 'products',
    label: 'app.search.group_products',
    order: 5,
    search: async (dataProvider, text, _signal, _translate, canList) => {
      if (!(await canList('products'))) return nothing;
      const { products } = await dataProvider.searchCatalogue(text);
      return {
        hits: products.map(product => ({
          kind: 'products',
          key: `products-${product.id}`,
          primary: displayValue(product.name),
          secondary: line(product.code, product.brand_name, product.category_name),
          to: productPaths.productDetail(product.id),
          texts: texts(product.code, product.name),
        })),
        total: products.length,
      };
    },
  },
];
