import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { KycState } from '@/contract/kyc/states';

const colours: Record<KycState, ChipProps['color']> = {
  unchecked: 'default',
  verified: 'success',
  name_differs: 'warning',
  inoperative: 'error',
  invalid: 'error',
  failed: 'error',
  awaiting_confirmation: 'primary',
};

/** A PAN's or an account's state in words: not checked, verified, name differs, inoperative, invalid, failed, awaiting confirmation. */
export function KycStateChip({ state }: { state: KycState }) {
  const translate = useTranslate();
  return <Chip component="span" size="small" color={colours[state]} label={translate(`app.kyc.state_${state}`)} />;
}
