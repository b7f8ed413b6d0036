import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { productPaths } from './paths';

/** '+ Add New': a brand, a category or a product. */
export function AddNewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const choices = [
    { to: productPaths.addBrand, label: 'app.catalogue.add_new_brand' },
    { to: productPaths.addCategory, label: 'app.catalogue.add_new_category' },
    { to: productPaths.addProduct, label: 'app.catalogue.add_new_product' },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-new-title" fullWidth maxWidth="xs">
      <DialogTitle id="add-new-title">{translate('app.catalogue.add_new_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {choices.map(choice => (
            <Button key={choice.to} component={Link} to={choice.to} variant="outlined" fullWidth>
              {translate(choice.label)}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
