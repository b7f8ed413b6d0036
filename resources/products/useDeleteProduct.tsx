import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Product } from './catalogueTypes';
import { useConfirmedDelete } from '@/src/ui/useConfirmedDelete';
import { useCatalogueRefresh } from './catalogueQueries';
import { serverTextOf } from './productErrors';

/**
 * Deleting a product after a confirmation that its associated information goes too. Afterwards
 * every cached catalogue answer is forgotten (brand tables and searches included, so the
 * product shows nowhere), then `onDeleted` runs.
 */
export function useDeleteProduct(onDeleted: (product: Product) => unknown) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const forgetCatalogue = useCatalogueRefresh();
  return useConfirmedDelete<Product>({
    remove: product => dataProvider.deleteProduct(product.id),
    content: product => translate('app.products.delete_confirm', { name: product.name }),
    deletedKey: 'app.products.deleted',
    failedKey: 'app.products.delete_failed',
    // The spec's sentence, then the reason.
    failureText: error =>
      translate('app.products.delete_failed', {
        reason: serverTextOf(error) ?? translate('app.products.try_again_later'),
      }),
    onDeleted: product => {
      void forgetCatalogue();
      return onDeleted(product);
    },
  });
}
