import type { SeedContext } from './context';
import { insert } from '../rows';
import { daysBefore } from './dates';
import { BRANDS, PRODUCT_FEATURES, PRODUCT_SERIES, RUPEES_PER } from './vocabulary';

export interface SeededProduct {
  id: number;
  name: string;
}

const PRODUCT_COUNT = 40;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Brands with their categories, and products with prices, images, site photos and some brochures. */
export function seedCatalogue({ db, now, rng, files }: SeedContext): SeededProduct[] {
  const categories = BRANDS.flatMap((brand, brandIndex) => {
    const brandId = insert(db, 'brands', {
      name: brand.name,
      logo: files.logo(`brand-${brandIndex + 1}`, brand.color),
      color: brand.color,
      description: brand.description,
      created_at: daysBefore(now, 720 - brandIndex * 15),
    });
    const images = [0, 1].map(variant =>
      files.productImage(`product-${brandIndex + 1}-${variant + 1}`, brand.color, variant === 0),
    );
    const siteImage = files.banner(`site-${brandIndex + 1}`, brand.color);
    return brand.categories.map(([name, noun], categoryIndex) => ({
      id: insert(db, 'categories', {
        name,
        brand_id: brandId,
        created_at: daysBefore(now, 700 - brandIndex * 15 - categoryIndex),
      }),
      name,
      noun,
      brand,
      brandId,
      images,
      siteImage,
    }));
  });

  return Array.from({ length: PRODUCT_COUNT }, (_, index) => {
    const category = categories[index % categories.length];
    const name = `${PRODUCT_SERIES[index % PRODUCT_SERIES.length]} ${category.noun}`;
    const code = `${category.brand.code}-${1001 + index}`;
    const inr = rng.int(8, 600) * 100 - 1;
    const featured = index % 5 === 0;
    const createdAt = daysBefore(now, rng.int(30, 600));
    const id = insert(db, 'products', {
      name,
      code,
      brand_id: category.brandId,
      category_id: category.id,
      description: `${name} from the ${category.brand.name} ${category.name} range. ${category.brand.description}`,
      features: rng.shuffle(PRODUCT_FEATURES).slice(0, 3).join('\n'),
      price_in_inr: inr,
      price_in_aed: round2(inr / RUPEES_PER.aed),
      price_in_sar: round2(inr / RUPEES_PER.sar),
      price_in_qar: round2(inr / RUPEES_PER.qar),
      price_in_usd: round2(inr / RUPEES_PER.usd),
      product_pdf: featured
        ? files.pdf(`brochure-${code}`, [
            `${category.brand.name} ${name}`,
            `Product code ${code}`,
            category.brand.description,
          ])
        : null,
      is_featured: featured,
      created_at: createdAt,
    });
    for (const image of category.images) {
      insert(db, 'product_media', { product_id: id, image, uploaded_at: createdAt });
    }
    insert(db, 'product_media', { product_id: id, site_installed_images: category.siteImage, uploaded_at: createdAt });
    return { id, name };
  });
}
