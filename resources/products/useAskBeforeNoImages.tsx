import { useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

/** 'You haven't selected any images...': `ask()` resolves true for 'Yes, Continue', false for 'No, Add Images'. */
export function useAskBeforeNoImages() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const ask = () =>
    new Promise<boolean>(resolve => {
      answer.current = resolve;
      setOpen(true);
    });
  const close = (yes: boolean) => {
    setOpen(false);
    answer.current(yes);
  };
  const dialog = (
    <Confirm
      isOpen={open}
      title={translate('app.products.no_images_title')}
      content={translate('app.products.no_images')}
      confirm={translate('app.products.continue_without')}
      cancel={translate('app.products.add_images')}
      onConfirm={() => close(true)}
      onClose={() => close(false)}
    />
  );
  return { ask, dialog };
}
