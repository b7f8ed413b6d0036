import { Alert, Box, LinearProgress, Link as MuiLink, List, ListItem, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import type { ProductSearchMeta } from './catalogueCalls';
import type { Product } from './catalogueTypes';
import { ListPager } from '@/src/ui/list/ListPager';
import { FoundProductsTable } from './FoundProductsTable';
import { productPaths } from './paths';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface FoundLink {
  id: Identifier;
  name: string;
  to: string;
  /** Shown after the link (a category's brand). */
  note?: string;
}

/** Found brands or categories, each a link to its edit page; nothing when none was found. */
function LinkGroup({ title, links }: { title: string; links: FoundLink[] }) {
  if (links.length === 0) return null;
  return (
    <Group title={title}>
      <List dense>
        {links.map(link => (
          <ListItem key={link.id}>
            <MuiLink component={Link} to={link.to}>
              {link.name}
            </MuiLink>
            {link.note && <Typography component="span">&nbsp;— {link.note}</Typography>}
          </ListItem>
        ))}
      </List>
    </Group>
  );
}

/**
 * What the search in the list's `q` found: brands and categories (each opening its edit
 * page), and the products as a sortable, filterable, paged table. `data-query` names the
 * search the shown results answer, `aria-busy` whether a newer answer is on its way.
 */
export function SearchResults({ onDeleteProduct }: { onDeleteProduct: (product: Product) => void }) {
  const translate = useTranslate();
  const { filterValues, meta, isFetching, error } = useListContext();
  const query = String(filterValues.q ?? '').trim();
  const found = meta as ProductSearchMeta | undefined;
  const nothing = found && !found.brands.length && !found.categories.length && !found.unfilteredTotal;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('app.catalogue.search_results')}
      aria-busy={isFetching}
      data-query={query}
      sx={{ p: 2, mt: 1 }}
    >
      {isFetching && <LinearProgress aria-label={translate('app.catalogue.searching')} sx={{ mb: 2 }} />}
      {error && !isFetching && <Alert severity="error">{translate('app.catalogue.search_failed')}</Alert>}
      {nothing && !isFetching && <Typography>{translate('app.catalogue.search_nothing', { query })}</Typography>}
      {found && !error && (
        <>
          <LinkGroup
            title={translate('app.catalogue.search_brands')}
            links={found.brands.map(brand => ({ ...brand, to: productPaths.editBrand(brand.id) }))}
          />
          <LinkGroup
            title={translate('app.catalogue.search_categories')}
            links={found.categories.map(category => ({
              ...category,
              to: productPaths.editCategory(category.id),
              note: category.brand_name,
            }))}
          />
          {found.unfilteredTotal > 0 && (
            <Group title={translate('app.catalogue.search_products')}>
              <FoundProductsTable onDelete={onDeleteProduct} />
              <ListPager />
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
