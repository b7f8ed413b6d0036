import type { GetListParams, GetManyParams, Identifier } from 'react-admin';
import type { Brand, BrandInput, CatalogueSearchAnswer, Category, CategoryInput, Product } from './catalogueTypes';
import { searchTextOf } from '@/dataProvider/drfPages';
import { toFormData } from '@/dataProvider/formData';
import { request } from '@/dataProvider/http';
import { queryRecords } from '@/dataProvider/heldList';
import type { ListRecord } from '@/dataProvider/list';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';
import type { ImportReport } from '@/dataProvider/importReport';

/** A brand or category that found products belong to: a choice of the search results' filters. */
export interface FacetChoice {
  id: Identifier;
  name: string;
  brand?: Identifier;
  brand_name?: string;
}

/** What a page of searched products carries beside its rows. */
export interface ProductSearchMeta {
  /** How many products the search found, before the brand, category and trending filters. */
  unfilteredTotal: number;
  /** The brands and categories whose names hold the search text. */
  brands: Brand[];
  categories: Category[];
  /** The brands and categories of the found products. */
  productBrands: FacetChoice[];
  productCategories: FacetChoice[];
}

const noAnswer: CatalogueSearchAnswer = { brands: [], categories: [], products: [] };

/** The distinct brands and categories of `products`, by name. */
function facetsOf(products: Product[]) {
  const brands = new Map<string, FacetChoice>();
  const categories = new Map<string, FacetChoice>();
  for (const product of products) {
    brands.set(String(product.brand), { id: product.brand, name: product.brand_name });
    categories.set(String(product.category), {
      id: product.category,
      name: product.category_name,
      brand: product.brand,
      brand_name: product.brand_name,
    });
  }
  const byName = (a: FacetChoice, b: FacetChoice) =>
    a.name.localeCompare(b.name) || (a.brand_name ?? '').localeCompare(b.brand_name ?? '');
  return { productBrands: [...brands.values()].sort(byName), productCategories: [...categories.values()].sort(byName) };
}

/** Brands, categories, catalogue search and product import: calls outside create, read, update and delete. */
export function createCatalogueActions(cache: ListCache) {
  const mutate = createMutate(cache);
  /** The brand form as multipart: the logo only when a new file was chosen. */
  const brandForm = ({ name, color, description, logo }: BrandInput) =>
    toFormData({ name, color, description, ...(logo && { logo }) });
  /** Every product a search answered, by id: the rows a selection can name, on any page. */
  const foundProducts = new Map<string, Product>();

  /**
   * One call per search text while the list cache keeps it: sorting, filtering and paging ask
   * nothing more. The call is shared, so it takes no caller's signal: one caller giving up (the
   * palette searching the same text again when its strings change) would fail the others.
   */
  const searchCatalogue = (query: string) =>
    cache.get(`catalogue search ${query}`, () =>
      request<CatalogueSearchAnswer>('product/search/', {
        query: { query },
        fallbackMessage: 'app.catalogue.search_failed',
      }),
    );

  /**
   * react-admin's getList of products over the spec's search: the server finds the products
   * by the search text `q`; the brand, category and trending filters, the sort and the page
   * apply in the browser. No search text, no call and no rows.
   */
  async function searchProducts(params: Partial<GetListParams>) {
    const text = searchTextOf(params);
    const answer = text ? await searchCatalogue(text) : noAnswer;
    for (const product of answer.products) foundProducts.set(String(product.id), product);
    const { q: _text, ...filter } = params.filter ?? {};
    const page = queryRecords(answer.products as unknown as ListRecord[], { ...params, filter });
    const meta: ProductSearchMeta = {
      unfilteredTotal: page.unfilteredTotal,
      brands: answer.brands,
      categories: answer.categories,
      ...facetsOf(answer.products),
    };
    return { data: page.data, total: page.total, meta };
  }

  return {
    getBrands: (signal?: AbortSignal) => request<Brand[]>('product/brand/list/', { signal }),

    getBrandCategories: (brandId: Identifier, signal?: AbortSignal) =>
      request<Pick<Category, 'id' | 'name'>[]>(`product/category/brand/${brandId}/`, { signal }),

    getCategoryProducts: (brandId: Identifier, categoryId: Identifier, signal?: AbortSignal) =>
      request<Product[]>(`product/product/brand/${brandId}/category/${categoryId}/`, { signal }),

    getBrand: (id: Identifier) =>
      request<Brand>(`product/brand/retrieve/${id}/`, { fallbackMessage: 'app.catalogue.brand_fetch_failed' }),

    createBrand: (brand: BrandInput) =>
      mutate<Brand>('product/brand/', {
        method: 'POST',
        body: brandForm(brand),
        fallbackMessage: 'app.catalogue.brand_create_failed',
      }),

    updateBrand: (id: Identifier, brand: BrandInput) =>
      mutate<Brand>(`product/brand/update/${id}/`, {
        method: 'PUT',
        body: brandForm(brand),
        fallbackMessage: 'app.catalogue.brand_update_failed',
      }),

    /** 200 or 204 is success. */
    deleteBrand: (id: Identifier) =>
      mutate<{ message?: string } | undefined>(`product/brand/delete/${id}/`, {
        method: 'DELETE',
        fallbackMessage: 'app.catalogue.brand_delete_failed',
      }),

    getCategory: (id: Identifier) =>
      request<Category>(`product/category/retrieve/${id}/`, {
        fallbackMessage: 'app.catalogue.category_fetch_failed',
      }),

    createCategory: (category: CategoryInput) =>
      mutate<Category>('product/category/', {
        method: 'POST',
        body: category,
        fallbackMessage: 'app.catalogue.category_create_failed',
      }),

    updateCategory: (id: Identifier, category: CategoryInput) =>
      mutate<Category>(`product/category/update/${id}/`, {
        method: 'PUT',
        body: category,
        fallbackMessage: 'app.catalogue.category_update_failed',
      }),

    searchCatalogue,
    searchProducts,

    /** The found products with these ids (react-admin's getMany, for an export of the selection). */
    getFoundProducts: async ({ ids }: GetManyParams) => ({
      data: ids.flatMap(id => foundProducts.get(String(id)) ?? []),
    }),

    importProducts: (file: File) =>
      mutate<ImportReport>('product/product/import/', {
        method: 'POST',
        body: toFormData({ file }),
        fallbackMessage: 'app.catalogue.import_failed',
      }),
  };
}
