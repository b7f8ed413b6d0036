import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandChanges, newBrand } from '@/contract/catalogue/brands';
import { productFields } from '@/contract/catalogue/products';
import { idParams, pathId } from '@/contract/fields/ids';
import { auditTrail, newRowId, type AuditedChange } from '@/server/audit/trail';
import {
  BRAND_DELETED,
  BRAND_NOT_FOUND,
  brandRecord,
  brandRecords,
  checkBrandForm,
  checkBrandNameFree,
} from './brands';
import {
  brandCategories,
  CATEGORY_NOT_FOUND,
  categoryChangesInput,
  categoryInput,
  categoryRecord,
  categoryRecords,
} from './categories';
import { exists, existingId } from './fields';
import { importProducts } from './import';
import { checkProductForm, validProduct, type ProductChanges } from './productForm';
import {
  addProductMedia,
  MEDIA_DELETED,
  MEDIA_NOT_FOUND,
  mediaRecord,
  mediaRecords,
  replaceProductMedia,
} from './productMedia';
import { PRODUCT_DELETED, PRODUCT_NOT_FOUND, productRecord, productRecords } from './products';
import { foundProductList, PRODUCT_FILTERS, productList } from './productList';
import { catalogueQuery, namedInCatalogue, searchCatalogue } from './search';
import { brandFiles, brandLogo, mediaItemFiles, productBrochure, productFiles } from './mediaFiles';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import type { Db } from '@/server/db/connection';
import { insert, updateRow } from '@/server/db/rows';
import { notFound } from '@/server/errors';
import { existingRecord, jsonFields, parseInput } from '@/server/input';
import { jsonOnly, readForm, readMultipart } from '@/server/multipart';
import { list, message, record, records } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { file, files, formBody, spreadsheetForm } from '@/server/openapi/forms';
import { pageAnswer } from '@/server/paging/answer';
import { listRoute } from '@/server/paging/listRoute';
import { listQuery } from '@/server/paging/query';
import { sql } from '@/server/paging/sql';
import { readSpreadsheet } from '@/server/spreadsheets/read';
import { readSpreadsheetUpload } from '@/server/spreadsheets/upload';
import { formUploadLimits } from '@/server/uploadLimits';

/** A brand's logo, a product's brochure. */
const ONE_FILE = formUploadLimits(1);
/** A media item's replacement image, sent as one of two fields (both is a 400 of its own). */
const MEDIA_REPLACEMENT = formUploadLimits(2);

const brandParams = idParams(BRAND_NOT_FOUND);
const categoryParams = idParams(CATEGORY_NOT_FOUND);
const productParams = idParams(PRODUCT_NOT_FOUND);
const mediaParams = idParams(MEDIA_NOT_FOUND);
const productListParams = z.object({ brandId: pathId(BRAND_NOT_FOUND), categoryId: pathId(CATEGORY_NOT_FOUND) });

const LOGO = file('The logo, an image (JPEG, PNG or WebP)');
const BROCHURE = file('The brochure, a PDF; on an edit, as text, empty removes it and its own address keeps it');

export const catalogueRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  documentArea(app, 'Catalogue');
  const brandId = (id: number) => existingId(db, 'brands', id, BRAND_NOT_FOUND);
  const categoryId = (id: number) => existingId(db, 'categories', id, CATEGORY_NOT_FOUND);
  const productId = (id: number) => existingId(db, 'products', id, PRODUCT_NOT_FOUND);
  const mediaId = (id: number) => existingId(db, 'product_media', id, MEDIA_NOT_FOUND);
  const audited = auditTrail(ctx);
  const readBrand = (id: number) => brandRecord(db, id);
  const readCategory = (id: number) => categoryRecord(db, id);
  const readProduct = (id: number) => productRecord(db, id);
  /** A product with its media, for the trail of a change to its pictures. */
  const readProductMedia = (id: number) => ({ ...productRecord(db, id), media: mediaRecords(db, id) });
  const productOfMedia = (id: number) =>
    db.prepare('SELECT product_id FROM product_media WHERE id = ?').pluck().get(id) as number;
  const mediaChange = (id: number): AuditedChange<unknown> => ({
    action: 'update',
    target: 'product',
    id,
    read: readProductMedia,
    detail: () => 'pictures changed',
  });
  /**
   * Deletes the row of `table` with this id (404 with `notFoundMessage` when there is none),
   * then removes the files it alone referred to (`filesOf`, read before the delete).
   */
  const deleteRow = (table: string, id: number, notFoundMessage: string, filesOf: (db: Db, id: number) => string[]) => {
    const files = filesOf(db, id);
    const { changes } = db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
    if (changes === 0) throw notFound(notFoundMessage);
    media.release(files);
  };
  const brochureColumn = ({ brochure }: ProductChanges) =>
    brochure === undefined ? {} : { product_pdf: brochure && media.save('brochures', brochure) };

  const brandListSchema = { summary: 'Every brand, by name', response: { 200: records('Brands') } };
  app.get(
    '/product/brand/list/',
    { schema: brandListSchema, config: { permission: may('brands', 'list') } },
    async () => brandRecords(db),
  );
  const brandSchema = { summary: 'A brand', params: brandParams, response: { 200: record('The brand') } };
  app.get(
    '/product/brand/retrieve/:id/',
    { schema: brandSchema, config: { permission: may('brands', 'show') } },
    async request => brandRecord(db, brandId(request.params.id)),
  );

  const newBrandSchema = {
    summary: 'Add a brand',
    body: formBody(newBrand.extend({ logo: LOGO }), { json: true }),
    response: { 201: record('The brand') },
  };
  app.post(
    '/product/brand/',
    { schema: newBrandSchema, config: { permission: may('brands', 'create') } },
    async (request, reply) => {
      const { columns, logo } = await checkBrandForm(await readForm(request, ONE_FILE), true);
      const id = audited(request, { action: 'create', target: 'brand', id: newRowId, read: readBrand }, () => {
        checkBrandNameFree(db, columns.name as string);
        return insert(db, 'brands', {
          ...columns,
          ...(logo && { logo: media.save('brands', logo) }),
          created_at: now(),
        });
      });
      return reply.code(201).send(brandRecord(db, id));
    },
  );

  const brandChangeSchema = {
    summary: 'Edit a brand: only the fields sent change',
    params: brandParams,
    body: formBody(brandChanges.extend({ logo: LOGO }), { json: true }),
    response: { 200: record('The brand') },
  };
  app.put(
    '/product/brand/update/:id/',
    { schema: brandChangeSchema, config: { permission: may('brands', 'edit') } },
    async request => {
      brandId(request.params.id);
      const { columns, logo } = await checkBrandForm(await readForm(request, ONE_FILE), false);
      // The brand is looked up again: it may have been deleted while the upload was read.
      const change = { action: 'update', target: 'brand', id: brandId(request.params.id), read: readBrand } as const;
      const id = audited(request, change, () => {
        const id = brandId(request.params.id);
        checkBrandNameFree(db, columns.name as string | undefined, id);
        const replaced = logo ? brandLogo(db, id) : [];
        updateRow(db, 'brands', id, { ...columns, ...(logo && { logo: media.save('brands', logo) }) });
        media.release(replaced);
        return id;
      });
      return brandRecord(db, id);
    },
  );

  // Its categories, products and their media go with it (the database cascades).
  const brandDeleteSchema = {
    summary: 'Delete a brand, with its categories, products and their media',
    params: brandParams,
    response: { 200: message('Deleted') },
  };
  app.delete(
    '/product/brand/delete/:id/',
    { schema: brandDeleteSchema, config: { permission: may('brands', 'delete') } },
    async request => {
      const change = { action: 'delete', target: 'brand', id: request.params.id } as const;
      audited(request, { ...change, read: readBrand }, () =>
        deleteRow('brands', request.params.id, BRAND_NOT_FOUND, brandFiles),
      );
      return { message: BRAND_DELETED };
    },
  );

  const categoryListSchema = {
    summary: 'Every category, by brand then name: {id, name, brand, brand_name}',
    response: { 200: records('Categories') },
  };
  app.get(
    '/product/category/list/',
    { schema: categoryListSchema, config: { permission: may('categories', 'list') } },
    async () => categoryRecords(db),
  );
  const categorySchema = { summary: 'A category', params: categoryParams, response: { 200: record('The category') } };
  app.get(
    '/product/category/retrieve/:id/',
    { schema: categorySchema, config: { permission: may('categories', 'show') } },
    async request => categoryRecord(db, categoryId(request.params.id)),
  );
  const brandCategoriesSchema = {
    summary: "A brand's categories: {id, name}",
    params: brandParams,
    response: { 200: records('Categories') },
  };
  app.get(
    '/product/category/brand/:id/',
    { schema: brandCategoriesSchema, config: { permission: may('categories', 'list') } },
    async request => brandCategories(db, brandId(request.params.id)),
  );

  const newCategorySchema = {
    summary: 'Add a category to a brand',
    body: jsonFields(categoryInput(db)),
    response: { 201: record('The category') },
  };
  app.post(
    '/product/category/',
    { schema: newCategorySchema, preValidation: jsonOnly, config: { permission: may('categories', 'create') } },
    async (request, reply) => {
      const { name, brand } = request.body;
      const id = audited(request, { action: 'create', target: 'category', id: newRowId, read: readCategory }, () =>
        insert(db, 'categories', { name, brand_id: brand, created_at: now() }),
      );
      return reply.code(201).send(categoryRecord(db, id));
    },
  );

  const categoryChangeSchema = {
    summary: 'Edit a category: only the fields sent change; one with products stays in its brand',
    params: existingRecord(CATEGORY_NOT_FOUND, id => exists(db, 'categories', id)),
    body: jsonFields(categoryChangesInput(db)),
    response: { 200: record('The category') },
  };
  app.put(
    '/product/category/update/:id/',
    { schema: categoryChangeSchema, preValidation: jsonOnly, config: { permission: may('categories', 'edit') } },
    async request => {
      const { id } = request.params;
      const current = categoryRecord(db, id);
      const { name, brand } = parseInput(categoryInput(db, current), { ...current, ...request.body });
      audited(request, { action: 'update', target: 'category', id, read: readCategory }, () =>
        updateRow(db, 'categories', id, { name, brand_id: brand }),
      );
      return categoryRecord(db, id);
    },
  );

  const inCategory = ({ brandId: brand, categoryId: category }: z.output<typeof productListParams>) =>
    sql('p.brand_id = ? AND p.category_id = ?', brandId(brand), categoryId(category));
  listRoute(app, ctx, '/product/product/brand/:brandId/category/:categoryId/', {
    summary: 'The products of a category of a brand',
    permission: may('products', 'list'),
    answer: list('Products'),
    params: productListParams,
    filters: PRODUCT_FILTERS,
    list: request => productList(db, inCategory(request.params)),
    whole: async request => {
      const where = inCategory(request.params);
      return productRecords(db, where.sql, where.params);
    },
  });
  const productSchema = { summary: 'A product', params: productParams, response: { 200: record('The product') } };
  app.get(
    '/product/product/retrieve/:id/',
    { schema: productSchema, config: { permission: may('products', 'show') } },
    async request => productRecord(db, productId(request.params.id)),
  );

  const newProductSchema = {
    summary: 'Add a product',
    body: formBody(productFields.extend({ product_pdf: BROCHURE }), { json: true }),
    response: { 201: record('The product') },
  };
  app.post(
    '/product/product/',
    { schema: newProductSchema, config: { permission: may('products', 'create') } },
    async (request, reply) => {
      const form = await readForm(request, ONE_FILE);
      const changes = await checkProductForm(db, form);
      // Checked again: the brand or category may have been deleted while the upload was read.
      const id = audited(request, { action: 'create', target: 'product', id: newRowId, read: readProduct }, () => {
        const columns = validProduct(db, form.fields);
        return insert(db, 'products', { ...columns, ...brochureColumn(changes), created_at: now() });
      });
      return reply.code(201).send(productRecord(db, id));
    },
  );

  const productChangeSchema = {
    summary: 'Edit a product: only the fields sent change',
    params: productParams,
    body: formBody(productFields.partial().extend({ product_pdf: BROCHURE }), { json: true }),
    response: { 200: record('The product') },
  };
  app.put(
    '/product/product/update/:id/',
    { schema: productChangeSchema, config: { permission: may('products', 'edit') } },
    async request => {
      const current = productRecord(db, productId(request.params.id));
      const form = await readForm(request, ONE_FILE);
      const changes = await checkProductForm(db, form, current);
      audited(request, { action: 'update', target: 'product', id: current.id, read: readProduct }, () => {
        const latest = productRecord(db, productId(request.params.id));
        const replaced = changes.brochure === undefined ? [] : productBrochure(db, latest.id);
        updateRow(db, 'products', latest.id, { ...validProduct(db, form.fields, latest), ...brochureColumn(changes) });
        media.release(replaced);
      });
      return productRecord(db, current.id);
    },
  );

  const productDeleteSchema = {
    summary: 'Delete a product, with its media',
    params: productParams,
    response: { 200: message('Deleted') },
  };
  app.delete(
    '/product/product/delete/:id/',
    { schema: productDeleteSchema, config: { permission: may('products', 'delete') } },
    async request => {
      const change = { action: 'delete', target: 'product', id: request.params.id } as const;
      audited(request, { ...change, read: readProduct }, () =>
        deleteRow('products', request.params.id, PRODUCT_NOT_FOUND, productFiles),
      );
      return { message: PRODUCT_DELETED };
    },
  );

  const newMediaSchema = {
    summary: 'Add pictures to a product: its images and site-installed images',
    params: productParams,
    body: formBody(
      z.object({
        images: files('Images of the product (JPEG, PNG or WebP)'),
        site_installed_images: files('Images of the product where it is installed'),
      }),
    ),
    response: { 201: records("The product's media") },
  };
  app.post(
    '/product/media/:id/',
    { schema: newMediaSchema, config: { permission: may('products', 'edit') } },
    async (request, reply) => {
      const id = productId(request.params.id);
      await audited.awaiting(request, mediaChange(id), () => addProductMedia(request, db, media, id, now()));
      return reply.code(201).send(mediaRecords(db, id));
    },
  );
  const mediaSchema = { summary: "A product's media", params: productParams, response: { 200: records('Media') } };
  app.get(
    '/product/media/retrieve/:id/',
    { schema: mediaSchema, config: { permission: may('products', 'show') } },
    async request => mediaRecords(db, productId(request.params.id)),
  );

  const mediaChangeSchema = {
    summary: 'Replace the image of a media item, sent as one of its two fields (which also says its kind)',
    params: mediaParams,
    body: formBody(
      z.object({
        image: file('An image of the product'),
        site_installed_images: file('An image of the product where it is installed'),
      }),
    ),
    response: { 200: record('The media item') },
  };
  app.put(
    '/product/media/update/:id/',
    { schema: mediaChangeSchema, config: { permission: may('products', 'edit') } },
    async request => {
      const id = mediaId(request.params.id);
      const replaced = mediaItemFiles(db, id);
      const { files } = await readMultipart(request, MEDIA_REPLACEMENT);
      await audited.awaiting(request, mediaChange(productOfMedia(id)), () => replaceProductMedia(files, db, media, id));
      media.release(replaced);
      return mediaRecord(db, id);
    },
  );

  const mediaDeleteSchema = {
    summary: 'Delete a media item',
    params: mediaParams,
    response: { 200: message('Deleted') },
  };
  app.delete(
    '/product/media/delete/:id/',
    { schema: mediaDeleteSchema, config: { permission: may('products', 'edit') } },
    async request => {
      const product = productOfMedia(mediaId(request.params.id));
      audited(request, mediaChange(product), () =>
        deleteRow('product_media', request.params.id, MEDIA_NOT_FOUND, mediaItemFiles),
      );
      return { message: MEDIA_DELETED };
    },
  );

  const importSchema = {
    summary: 'Import products from a spreadsheet, brand and category by name; the rows with problems are listed',
    body: formBody(spreadsheetForm()),
    response: { 201: message('{message, created, details}: what was imported, and why the other rows were not') },
  };
  app.post(
    '/product/product/import/',
    { schema: importSchema, config: { permission: may('products', 'import') } },
    async (request, reply) => {
      const sheet = await readSpreadsheet(await readSpreadsheetUpload(request));
      const summary = ({ message }: { message: string }) => `Product import: ${message}`;
      return reply
        .code(201)
        .send(
          audited(request, { action: 'import', target: 'product', summary }, () => importProducts(db, sheet, now())),
        );
    },
  );

  // With `page`, its products are a DRF page (searched, sorted and filtered by brand, category and trending).
  const searchSchema = {
    summary: 'Find brands, categories and products by name',
    querystring: listQuery(PRODUCT_FILTERS, { query: 'The text to find, whatever its case' }),
    response: { 200: record('{brands, categories, products}; with `page`, `products` is a DRF page') },
  };
  app.get(
    '/product/search/',
    { schema: searchSchema, config: { permission: may('products', 'list') } },
    async (request, reply) => {
      const query = catalogueQuery(request.query.query);
      const products = pageAnswer(ctx, request, () => foundProductList(db, query));
      if (products === undefined) return searchCatalogue(db, request.query.query);
      const { brands, categories } = namedInCatalogue(db, query);
      const named = JSON.stringify({ brands, categories }).slice(0, -1);
      return reply.type('application/json; charset=utf-8').send(`${named},"products":${products}}`);
    },
  );
};
