import { Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { useRef, useState } from 'react';
import { Confirm, useTranslate, type Identifier } from 'react-admin';
import type { ProductMedia } from './catalogueTypes';
import type { MediaKind } from './productCalls';
import { imageAccept } from '@/src/lib/images';
import { safeUrl } from '@/src/lib/safeUrl';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { Section } from '@/src/ui/Section';
import { useProductMedia, type ShownImage } from './useProductMedia';

interface Props {
  productId: Identifier;
  kind: MediaKind;
  media: ProductMedia[] | undefined;
  onSync: () => Promise<unknown>;
}

/** Product Images or Site Images: add, and in edit mode update or delete each one. */
export function ProductMediaCard({ productId, kind, media, onSync }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.products.${key}`, options);
  const title = t(kind === 'images' ? 'product_images' : 'site_images');
  const { shown, add, replace, remove } = useProductMedia(productId, kind, media, onSync);
  const [editing, setEditing] = useState(false);
  const [toDelete, setToDelete] = useState<ShownImage | null>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const updateInput = useRef<HTMLInputElement>(null);
  const updateTarget = useRef<ShownImage | null>(null);
  const once = useSingleFlight();

  const nameOf = (index: number) => t('image_alt', { title, index: index + 1 });
  const pickUpdate = (item: ShownImage) => {
    updateTarget.current = item;
    updateInput.current?.click();
  };

  return (
    <Section title={title}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => addInput.current?.click()}>
          {t('add_image')}
        </Button>
        {shown.length > 0 && (
          <Button onClick={() => setEditing(value => !value)} aria-pressed={editing}>
            {editing ? t('done_editing') : t('edit_images')}
          </Button>
        )}
      </Stack>
      <input
        ref={addInput}
        type="file"
        accept={imageAccept}
        multiple
        hidden
        aria-label={`${t('add_image')}: ${title}`}
        onChange={event => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void add(files);
        }}
      />
      <input
        ref={updateInput}
        type="file"
        accept={imageAccept}
        hidden
        aria-label={`${t('update_image')}: ${title}`}
        onChange={event => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && updateTarget.current) void replace(updateTarget.current, file);
        }}
      />
      {shown.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography color="text.secondary">
            {t(kind === 'images' ? 'no_product_images' : 'no_site_images')}
          </Typography>
          {kind === 'images' && (
            <Button sx={{ mt: 1 }} variant="contained" onClick={() => addInput.current?.click()}>
              {t('upload_first')}
            </Button>
          )}
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={title}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {shown.map((item, index) => (
            <Box component="li" key={item.key} sx={{ position: 'relative', width: 160 }}>
              <Box
                component="img"
                src={item.url?.startsWith('blob:') ? item.url : (safeUrl(item.url) ?? undefined)}
                alt={nameOf(index)}
                sx={{
                  width: 160,
                  height: 160,
                  objectFit: 'cover',
                  borderRadius: 2,
                  display: 'block',
                  bgcolor: 'action.hover',
                }}
              />
              {item.badge && (
                <Chip
                  size="small"
                  color={item.badge === 'new' ? 'success' : 'info'}
                  label={item.badge === 'new' ? t('new_badge') : t('uploading')}
                  sx={{ position: 'absolute', top: 8, left: 8 }}
                />
              )}
              {!editing && !item.badge && (
                <IconButton
                  size="small"
                  aria-label={t('delete_image_named', { name: nameOf(index) })}
                  onClick={() => setToDelete(item)}
                  sx={{ position: 'absolute', top: -10, right: -10, bgcolor: 'background.paper', boxShadow: 1 }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
              {editing && !item.badge && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('update_image_named', { name: nameOf(index) })}
                    onClick={() => pickUpdate(item)}
                  >
                    {t('update_image')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    aria-label={t('delete_image_named', { name: nameOf(index) })}
                    onClick={() => setToDelete(item)}
                  >
                    {t('delete_image')}
                  </Button>
                </Stack>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Confirm
        isOpen={!!toDelete}
        title={t('delete_image_title')}
        content={translate('app.common.cannot_revert')}
        confirm={translate('app.common.delete')}
        cancel={translate('app.common.cancel')}
        confirmColor="warning"
        onConfirm={() =>
          once(async () => {
            const target = toDelete;
            setToDelete(null);
            if (target) await remove(target);
          })
        }
        onClose={() => setToDelete(null)}
      />
    </Section>
  );
}
