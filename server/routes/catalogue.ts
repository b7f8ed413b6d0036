import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { auditTrail, newRowId, type AuditedChange } from '../audit/trail';
import {
  BRAND_DELETED,
  BRAND_NOT_FOUND,
  brandRecord,
  brandRecords,
  checkBrandForm,
  checkBrandNameFree,
} from '../catalogue/brands';
import {
  brandCategories,
  CATEGORY_NOT_FOUND,
  categoryRecord,
  categoryRecords,
  checkCategoryForm,
} from '../catalogue/categories';
import { existingId } from '../catalogue/fields';
import { importProducts } from '../catalogue/import';
import { checkProductForm, validProduct, type ProductChanges } from '../catalogue/productForm';
import {
  addProductMedia,
  MEDIA_DELETED,
  MEDIA_NOT_FOUND,
  mediaRecord,
  mediaRecords,
  replaceProductMedia,
} from '../catalogue/productMedia';
import { PRODUCT_DELETED, PRODUCT_NOT_FOUND, productRecord, productRecords } from '../catalogue/products';
import { foundProductList, productList } from '../catalogue/productList';
import { catalogueQuery, namedInCatalogue, searchCatalogue } from '../catalogue/search';
import { brandFiles, brandLogo, mediaItemFiles, productBrochure, productFiles } from '../catalogue/mediaFiles';
import type { RouteOptions } from '../context';
import type { Db } from '../db/connection';
import { insert, updateRow } from '../db/rows';
import { notFound } from '../errors';
import { jsonBody, readForm, readMultipart } from '../multipart';
import { readSpreadsheet } from '../spreadsheets/read';
import { readSpreadsheetUpload } from '../spreadsheets/upload';
import { formUploadLimits } from '../uploadLimits';
import { pageAnswer, pagedRoute } from '../paging/answer';
import { sql } from '../paging/sql';
import { idParam } from '../validation';

/** A brand's logo, a product's brochure. */
const ONE_FILE = formUploadLimits(1);
/** A media item's replacement image, sent as one of two fields (both is a 400 of its own). */
const MEDIA_REPLACEMENT = formUploadLimits(2);

type IdParams = { Params: { id: string } };
type ProductListParams = { Params: { brandId: string; categoryId: string } };

export const catalogueRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  const brandId = (raw: string) => existingId(db, 'brands', raw, BRAND_NOT_FOUND);
  const categoryId = (raw: string) => existingId(db, 'categories', raw, CATEGORY_NOT_FOUND);
  const productId = (raw: string) => existingId(db, 'products', raw, PRODUCT_NOT_FOUND);
  const mediaId = (raw: string) => existingId(db, 'product_media', raw, MEDIA_NOT_FOUND);
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
   * Deletes the row of `table` with the id in `raw` (404 with `message` when there is none),
   * then removes the files it alone referred to (`filesOf`, read before the delete).
   */
  const deleteRow = (table: string, raw: string, message: string, filesOf: (db: Db, id: number) => string[]) => {
    const id = idParam(raw, message);
    const files = filesOf(db, id);
    const { changes } = db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id);
    if (changes === 0) throw notFound(message);
    media.release(files);
  };
  const brochureColumn = ({ brochure }: ProductChanges) =>
    brochure === undefined ? {} : { product_pdf: brochure && media.save('brochures', brochure) };

  app.get('/product/brand/list/', async () => brandRecords(db));
  app.get<IdParams>('/product/brand/retrieve/:id/', async request => brandRecord(db, brandId(request.params.id)));

  app.post('/product/brand/', async (request, reply) => {
    const { columns, logo } = await checkBrandForm(await readForm(request, ONE_FILE), true);
    const id = audited(request, { action: 'create', target: 'brand', id: newRowId, read: readBrand }, () => {
      checkBrandNameFree(db, columns.name as string);
      return insert(db, 'brands', { ...columns, ...(logo && { logo: media.save('brands', logo) }), created_at: now() });
    });
    return reply.code(201).send(brandRecord(db, id));
  });

  app.put<IdParams>('/product/brand/update/:id/', async request => {
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
  });

  // Its categories, products and their media go with it (the database cascades).
  app.delete<IdParams>('/product/brand/delete/:id/', async request => {
    const change = { action: 'delete', target: 'brand', id: idParam(request.params.id, BRAND_NOT_FOUND) } as const;
    audited(request, { ...change, read: readBrand }, () =>
      deleteRow('brands', request.params.id, BRAND_NOT_FOUND, brandFiles),
    );
    return { message: BRAND_DELETED };
  });

  app.get('/product/category/list/', async () => categoryRecords(db));
  app.get<IdParams>('/product/category/retrieve/:id/', async request =>
    categoryRecord(db, categoryId(request.params.id)),
  );
  app.get<IdParams>('/product/category/brand/:id/', async request => brandCategories(db, brandId(request.params.id)));

  app.post('/product/category/', async (request, reply) => {
    const { name, brand } = checkCategoryForm(db, jsonBody(request));
    const id = audited(request, { action: 'create', target: 'category', id: newRowId, read: readCategory }, () =>
      insert(db, 'categories', { name, brand_id: brand, created_at: now() }),
    );
    return reply.code(201).send(categoryRecord(db, id));
  });

  app.put<IdParams>('/product/category/update/:id/', async request => {
    const id = categoryId(request.params.id);
    const { name, brand } = checkCategoryForm(db, jsonBody(request), categoryRecord(db, id));
    audited(request, { action: 'update', target: 'category', id, read: readCategory }, () =>
      updateRow(db, 'categories', id, { name, brand_id: brand }),
    );
    return categoryRecord(db, id);
  });

  const inCategory = (request: FastifyRequest<ProductListParams>) =>
    sql('p.brand_id = ? AND p.category_id = ?', brandId(request.params.brandId), categoryId(request.params.categoryId));
  app.get<ProductListParams>(
    '/product/product/brand/:brandId/category/:categoryId/',
    pagedRoute(
      ctx,
      request => productList(db, inCategory(request)),
      async request => {
        const where = inCategory(request);
        return productRecords(db, where.sql, where.params);
      },
    ),
  );
  app.get<IdParams>('/product/product/retrieve/:id/', async request => productRecord(db, productId(request.params.id)));

  app.post('/product/product/', async (request, reply) => {
    const form = await readForm(request, ONE_FILE);
    const changes = await checkProductForm(db, form);
    // Checked again: the brand or category may have been deleted while the upload was read.
    const id = audited(request, { action: 'create', target: 'product', id: newRowId, read: readProduct }, () => {
      const columns = validProduct(db, form.fields);
      return insert(db, 'products', { ...columns, ...brochureColumn(changes), created_at: now() });
    });
    return reply.code(201).send(productRecord(db, id));
  });

  app.put<IdParams>('/product/product/update/:id/', async request => {
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
  });

  app.delete<IdParams>('/product/product/delete/:id/', async request => {
    const change = { action: 'delete', target: 'product', id: idParam(request.params.id, PRODUCT_NOT_FOUND) } as const;
    audited(request, { ...change, read: readProduct }, () =>
      deleteRow('products', request.params.id, PRODUCT_NOT_FOUND, productFiles),
    );
    return { message: PRODUCT_DELETED };
  });

  app.post<IdParams>('/product/media/:id/', async (request, reply) => {
    const id = productId(request.params.id);
    await audited.awaiting(request, mediaChange(id), () => addProductMedia(request, db, media, id, now()));
    return reply.code(201).send(mediaRecords(db, id));
  });
  app.get<IdParams>('/product/media/retrieve/:id/', async request => mediaRecords(db, productId(request.params.id)));

  app.put<IdParams>('/product/media/update/:id/', async request => {
    const id = mediaId(request.params.id);
    const replaced = mediaItemFiles(db, id);
    const { files } = await readMultipart(request, MEDIA_REPLACEMENT);
    await audited.awaiting(request, mediaChange(productOfMedia(id)), () => replaceProductMedia(files, db, media, id));
    media.release(replaced);
    return mediaRecord(db, id);
  });

  app.delete<IdParams>('/product/media/delete/:id/', async request => {
    const product = productOfMedia(mediaId(request.params.id));
    audited(request, mediaChange(product), () =>
      deleteRow('product_media', request.params.id, MEDIA_NOT_FOUND, mediaItemFiles),
    );
    return { message: MEDIA_DELETED };
  });

  app.post('/product/product/import/', async (request, reply) => {
    const sheet = await readSpreadsheet(await readSpreadsheetUpload(request));
    const summary = ({ message }: { message: string }) => `Product import: ${message}`;
    return reply
      .code(201)
      .send(audited(request, { action: 'import', target: 'product', summary }, () => importProducts(db, sheet, now())));
  });

  // With `page`, its products are a DRF page (searched, sorted and filtered by brand, category and trending).
  app.get<{ Querystring: { query?: unknown } }>('/product/search/', async (request, reply) => {
    const query = catalogueQuery(request.query.query);
    const products = pageAnswer(ctx, request, () => foundProductList(db, query));
    if (products === undefined) return searchCatalogue(db, request.query.query);
    const { brands, categories } = namedInCatalogue(db, query);
    const named = JSON.stringify({ brands, categories }).slice(0, -1);
    return reply.type('application/json; charset=utf-8').send(`${named},"products":${products}}`);
  });
};
