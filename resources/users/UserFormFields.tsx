import { Alert, Stack } from '@mui/material';
import type { User } from '@/contract/users';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { FormImagePicker } from '@/src/ui/form/FormImagePicker';
import { FormTextField, type Choice } from '@/src/ui/form/FormTextField';
import { ImageLink } from '@/src/ui/ImageLink';
import { isoDateInIndia } from '@/src/lib/format';
import type { ImageField, UserValues } from './userForm';
import { useUserChoices } from './useUserChoices';

const imageFields: ImageField[] = ['photo', 'pan_card', 'visiting_card_front', 'visiting_card_back'];

/** Photo and user-photo-sized cards: longest side 800 px (spec, section 5). */
const photoMaxSide = 800;

interface UserFormFieldsProps {
  /** The images offered besides the architect's visiting cards. */
  images: ImageField[];
  /** Counts the images being compressed, so the form waits for them. */
  onBusyChange: (busy: boolean) => void;
  /** The stored user, whose images are shown until new ones are chosen. */
  current?: Partial<User>;
}

/**
 * Every field of a user, shared by the add-user and edit-user forms (inside their
 * react-admin <Form>); the state resets when the country changes.
 */
export function UserFormFields({ images, onBusyChange, current }: UserFormFieldsProps) {
  const translate = useTranslate();
  const { control, setValue } = useFormContext<UserValues>();
  const [countryId, userType, ...picked] = useWatch({
    control,
    name: ['country', 'user_type', 'photo', 'pan_card', 'visiting_card_front', 'visiting_card_back'],
  });
  const isPicked = (name: ImageField) => !!picked[imageFields.indexOf(name)];
  const choices = useUserChoices(countryId);
  const [stateCountry, setStateCountry] = useState(countryId);
  if (stateCountry !== countryId) {
    setStateCountry(countryId);
    setValue('state', '');
  }
  const t = (field: string) => translate(`app.add_user.${field}`);

  const choiceField = (
    name: 'gender' | 'country' | 'state' | 'user_type' | 'firm_type',
    options: Choice[],
    disabled = false,
  ) => <FormTextField name={name} label={t(name)} emptyChoice={t('none')} choices={options} disabled={disabled} />;

  const imageField = (name: ImageField) => {
    const label = name === 'pan_card' ? translate('app.user_detail.pan_card') : t(name);
    return (
      <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        <FormImagePicker name={name} label={label} maxSide={photoMaxSide} onBusyChange={onBusyChange} />
        {!isPicked(name) && (
          <ImageLink
            src={current?.[name]}
            alt={translate('app.user_detail.current_image', { name: label })}
            openLabel={translate('app.user_detail.open_image', { name: label })}
            maxHeight={96}
          />
        )}
      </Stack>
    );
  };

  return (
    <>
      {choices.failed && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {translate('app.users.choices_failed')}
        </Alert>
      )}
      <FormTextField name="first_name" label={t('first_name')} required />
      <FormTextField name="last_name" label={t('last_name')} required />
      <FormTextField name="email" type="email" label={t('email')} />
      <FormTextField name="phone" type="tel" label={t('phone')} />
      <FormTextField
        name="pan_card_number"
        label={t('pan_card_number')}
        required
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 10 } }}
      />
      {choiceField(
        'gender',
        ['male', 'female', 'other'].map(value => ({ value, label: t(value) })),
      )}
      <FormTextField
        name="date_of_birth"
        type="date"
        label={t('date_of_birth')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: isoDateInIndia() } }}
      />
      <FormTextField
        name="pincode"
        label={t('pincode')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <FormTextField name="address" label={t('address')} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
      {choiceField('country', choices.countries)}
      {choiceField('state', choices.states, !countryId)}
      {choiceField('user_type', choices.userTypes)}
      {choiceField('firm_type', choices.firmTypes)}
      <FormTextField name="firm_name" label={t('firm_name')} />
      <FormTextField name="dealer_type" label={t('dealer_type')} />
      {images.map(imageField)}
      {userType === 'architect' && (
        <>
          {imageField('visiting_card_front')}
          {imageField('visiting_card_back')}
        </>
      )}
    </>
  );
}
