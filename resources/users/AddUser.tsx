import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useCreate, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { paths } from '../../src/routes';
import { FormTextField, type Choice } from '../../src/ui/form/FormTextField';
import { applyServerErrors } from '../../src/ui/form/applyServerErrors';
import { ImagePicker } from '../../src/ui/ImagePicker';
import { PageHeader } from '../../src/ui/PageHeader';
import { usePopup } from '../../src/ui/PopupProvider';
import { statusOf } from '../../src/lib/errors';
import { useErrorMessage } from '../../src/lib/useErrorMessage';
import { emailPattern, panPattern, phonePattern, pincodePattern } from '../../src/lib/validation';
import { useUserChoices } from './useUserChoices';

interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  pan_card_number: string;
  gender: string;
  date_of_birth: string;
  address: string;
  pincode: string;
  country: string;
  state: string;
  user_type: string;
  firm_type: string;
  firm_name: string;
  dealer_type: string;
  photo: File | null;
  visiting_card_front: File | null;
  visiting_card_back: File | null;
}

const emptyUser: UserValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  pan_card_number: '',
  gender: '',
  date_of_birth: '',
  address: '',
  pincode: '',
  country: '',
  state: '',
  user_type: '',
  firm_type: '',
  firm_name: '',
  dealer_type: '',
  photo: null,
  visiting_card_front: null,
  visiting_card_back: null,
};

/** Photo and user-photo-sized cards: longest side 800 px (spec, section 5). */
const photoMaxSide = 800;

/** Only what was filled in is sent; visiting cards only for architects. */
function payloadOf(values: UserValues) {
  const isArchitect = values.user_type === 'architect';
  return Object.fromEntries(
    Object.entries({ ...values, pan_card_number: values.pan_card_number.toUpperCase() }).filter(
      ([field, value]) => value !== '' && value !== null && (isArchitect || !field.startsWith('visiting_card')),
    ),
  );
}

/** /user/add-user: every field of a user, images compressed in the browser. */
export default function AddUser() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [create] = useCreate();
  const [compressing, setCompressing] = useState(0);
  const form = useForm<UserValues>({ defaultValues: emptyUser, mode: 'onTouched' });
  const submitting = form.formState.isSubmitting;
  const [countryId, userType] = useWatch({ control: form.control, name: ['country', 'user_type'] });
  const choices = useUserChoices(countryId);
  const [stateCountry, setStateCountry] = useState(countryId);
  if (stateCountry !== countryId) {
    setStateCountry(countryId);
    form.setValue('state', '');
  }
  const t = (field: string) => translate(`app.add_user.${field}`);
  const required = { value: true, message: translate('app.common.required') };
  const busy = (delta: boolean) => setCompressing(count => count + (delta ? 1 : -1));

  const created = () => {
    popup.showSuccess(t('created'));
    navigate(paths.userList);
  };

  /** The old backend answered 500 to some duplicates; the user may exist all the same. */
  const existsAfterServerError = async (values: UserValues) => {
    const { data } = await dataProvider.getList('users', {
      filter: {},
      pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
      sort: { field: 'id', order: 'ASC' },
    });
    return data.some(
      user => (values.email && user.email === values.email) || (values.phone && user.phone === values.phone),
    );
  };

  const onSubmit = async (values: UserValues) => {
    try {
      await create('users', { data: payloadOf(values) }, { returnPromise: true });
      created();
    } catch (error) {
      if ((statusOf(error) ?? 0) >= 500) {
        if (await existsAfterServerError(values).catch(() => false)) return created();
        popup.showWarning({
          title: t('server_error_title'),
          text: t('server_error_text'),
          action: (
            <Button component={Link} to={paths.userList}>
              {t('open_user_list')}
            </Button>
          ),
        });
        return;
      }
      applyServerErrors(error, Object.keys(emptyUser), form.setError);
      popup.showError(errorText(error, 'app.add_user.create_failed'));
    }
  };

  const choiceField = (
    name: 'gender' | 'country' | 'state' | 'user_type' | 'firm_type',
    options: Choice[],
    disabled = false,
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      label={t(name)}
      emptyChoice={t('none')}
      choices={options}
      disabled={disabled}
    />
  );

  const imageField = (name: 'photo' | 'visiting_card_front' | 'visiting_card_back') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ImagePicker
          label={t(name)}
          value={field.value}
          onChange={field.onChange}
          maxSide={photoMaxSide}
          onBusyChange={busy}
        />
      )}
    />
  );

  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('title')} />
      {choices.failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.users.choices_failed')}
        </Alert>
      )}
      <Card component="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <FormTextField control={form.control} name="first_name" label={t('first_name')} rules={{ required }} />
          <FormTextField control={form.control} name="last_name" label={t('last_name')} rules={{ required }} />
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('email')}
            rules={{ pattern: { value: emailPattern, message: translate('app.common.email_invalid') } }}
          />
          <FormTextField
            control={form.control}
            name="phone"
            type="tel"
            label={t('phone')}
            rules={{ pattern: { value: phonePattern, message: translate('app.common.phone_invalid') } }}
          />
          <FormTextField
            control={form.control}
            name="pan_card_number"
            label={t('pan_card_number')}
            rules={{ required, validate: value => panPattern.test(String(value).toUpperCase()) || t('pan_invalid') }}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 10 } }}
          />
          {choiceField(
            'gender',
            ['male', 'female', 'other'].map(value => ({ value, label: t(value) })),
          )}
          <FormTextField
            control={form.control}
            name="date_of_birth"
            type="date"
            label={t('date_of_birth')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } }}
          />
          <FormTextField
            control={form.control}
            name="pincode"
            label={t('pincode')}
            rules={{ pattern: { value: pincodePattern, message: t('pincode_invalid') } }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <FormTextField
            control={form.control}
            name="address"
            label={t('address')}
            multiline
            minRows={2}
            sx={{ gridColumn: '1 / -1' }}
          />
          {choiceField('country', choices.countries)}
          {choiceField('state', choices.states, !countryId)}
          {choiceField('user_type', choices.userTypes)}
          {choiceField('firm_type', choices.firmTypes)}
          <FormTextField control={form.control} name="firm_name" label={t('firm_name')} />
          <FormTextField control={form.control} name="dealer_type" label={t('dealer_type')} />
          <Box sx={{ gridColumn: '1 / -1' }}>{imageField('photo')}</Box>
          {userType === 'architect' && (
            <>
              {imageField('visiting_card_front')}
              {imageField('visiting_card_back')}
            </>
          )}
          <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
            <Button component={Link} to={paths.userList}>
              {translate('app.common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={submitting || compressing > 0}>
              {t(submitting ? 'submitting' : 'submit')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
