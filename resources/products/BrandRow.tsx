import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ImageIcon from '@mui/icons-material/Image';
import { memo } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { Brand, Product } from './catalogueTypes';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { cssBrandColor } from './brandColor';
import { BrandProductsTable } from './BrandProductsTable';
import { useBrandProducts } from './catalogueQueries';
import { RowLinkAction, RowDeleteAction } from '@/src/ui/RowActions';
import { productPaths } from './paths';

interface BrandRowProps {
  brand: Brand;
  expanded: boolean;
  /** Opens this brand (closing the open one), or closes it with `null`. */
  onOpen: (id: Identifier | null) => void;
  onViewBanner: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
  onDeleteProduct: (product: Product) => void;
}

/** Marks a brand's summary: the brands are one Tab stop, Up and Down going through their summaries. */
export const BRAND_SUMMARY = 'data-brand-summary';

/** One brand: a row that expands to its products, loaded on first expansion and kept. */
export const BrandRow = memo(function BrandRow({
  brand,
  expanded,
  onOpen,
  onViewBanner,
  onDelete,
  onDeleteProduct,
}: BrandRowProps) {
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const products = useBrandProducts(brand.id, expanded);
  const summaryId = `brand-${brand.id}-summary`;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onOpen(open ? brand.id : null)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      {/* MUI gives the region the id in aria-controls, labelled by the summary's id. */}
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={summaryId}
        aria-controls={`brand-${brand.id}-details`}
        {...{ [BRAND_SUMMARY]: '' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: cssBrandColor(brand.color),
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Typography sx={{ fontWeight: 600 }}>{brand.name}</Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Button variant="outlined" size="small" startIcon={<ImageIcon />} onClick={() => onViewBanner(brand)}>
            {translate('app.catalogue.view_banner')}
          </Button>
          <RowLinkAction
            kind="edit"
            to={productPaths.editBrand(brand.id)}
            label={translate('app.catalogue.edit_brand', { name: brand.name })}
          />
          <RowDeleteAction
            onClick={() => onDelete(brand)}
            label={translate('app.catalogue.delete_brand', { name: brand.name })}
          />
        </Box>
        <BrandProductsTable
          brand={brand}
          products={products.data}
          loading={products.isPending}
          error={products.error ? errorText(products.error, 'app.catalogue.products_failed') : null}
          onDelete={onDeleteProduct}
        />
      </AccordionDetails>
    </Accordion>
  );
});
