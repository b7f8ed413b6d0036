import { Alert, Box, LinearProgress, Link as MuiLink, List, ListItem, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CatalogueSearchAnswer } from '../../dataProvider/catalogueTypes';
import { formatRupees } from '../../src/lib/format';
import { paths } from '../../src/routes';

interface SearchResultsProps {
  /** The search the results answer (after the debounce). */
  query: string;
  answer: CatalogueSearchAnswer | undefined;
  /** Typing has not settled yet, or the answer is on its way. */
  busy: boolean;
  failed: boolean;
}

function Group({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <List dense>{children}</List>
    </Box>
  );
}

/** The brands, categories and products found, each opening its own page. */
export function SearchResults({ query, answer, busy, failed }: SearchResultsProps) {
  const translate = useTranslate();
  const nothing = answer && !answer.brands.length && !answer.categories.length && !answer.products.length;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate('app.catalogue.search_results')}
      aria-busy={busy}
      data-query={query}
      sx={{ p: 2 }}
    >
      {busy && <LinearProgress aria-label={translate('app.catalogue.searching')} sx={{ mb: 2 }} />}
      {failed && !busy && <Alert severity="error">{translate('app.catalogue.search_failed')}</Alert>}
      {nothing && !busy && <Typography>{translate('app.catalogue.search_nothing', { query })}</Typography>}
      {answer && !failed && (
        <>
          <Group title={translate('app.catalogue.search_brands')}>
            {answer.brands.map(brand => (
              <ListItem key={brand.id}>
                <MuiLink component={Link} to={paths.editBrand(brand.id)}>
                  {brand.name}
                </MuiLink>
              </ListItem>
            ))}
          </Group>
          <Group title={translate('app.catalogue.search_categories')}>
            {answer.categories.map(category => (
              <ListItem key={category.id}>
                <MuiLink component={Link} to={paths.editCategory(category.id)}>
                  {category.name}
                </MuiLink>
                {category.brand_name && <Typography component="span">&nbsp;— {category.brand_name}</Typography>}
              </ListItem>
            ))}
          </Group>
          <Group title={translate('app.catalogue.search_products')}>
            {answer.products.map(product => (
              <ListItem key={product.id}>
                <MuiLink component={Link} to={paths.productDetail(product.id)}>
                  {product.name}
                </MuiLink>
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  &nbsp;({product.code}) — {product.brand_name} › {product.category_name} —{' '}
                  {formatRupees(product.price_in_inr)}
                </Typography>
              </ListItem>
            ))}
          </Group>
        </>
      )}
    </Paper>
  );
}
