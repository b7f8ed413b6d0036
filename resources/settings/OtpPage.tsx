import { Link as MuiLink, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { otpBoxes } from '@/contract/settings';
import type { AppDataProvider } from '@/dataProvider';
import { Feedback, type FeedbackMessage } from '@/src/auth/Feedback';
import { isNetworkError } from '@/src/lib/errors';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { AppForm } from '@/src/ui/form/AppForm';
import { notSaved } from '@/src/ui/form/applyServerErrors';
import { SubmitButton } from '@/src/ui/form/SubmitButton';
import { useOneSave } from '@/src/ui/form/useOneSave';
import { usePopup } from '@/src/ui/PopupProvider';
import { OtpInput, otpLength } from './OtpInput';
import { SettingsCard } from './SettingsCard';
import { settingsPaths } from './settingsPaths';
import { pendingPhone, stepUp } from './settingsVerifications';

const emptyDigits = Array.from({ length: otpLength }, () => '');

interface OtpValues {
  digits: string[];
}

/** /settings/change-phone-number/otp/{phoneNumber} (or without the number): the 4-digit OTP, then /settings. */
export default function OtpPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const phone = useParams().phoneNumber ?? pendingPhone.get();
  const [feedback, setFeedback] = useState<FeedbackMessage | null>(null);

  const onSubmit = useOneSave(async ({ digits }: OtpValues) => {
    if (!phone) return;
    setFeedback(null);
    try {
      await dataProvider.verifyOtp(digits.join(''), phone);
      pendingPhone.forget();
      stepUp.forget();
      await queryClient.invalidateQueries({ queryKey: ['ownAccount'] });
      await popup.showSuccess(translate('app.settings.phone_updated'));
      navigate(settingsPaths.settings);
    } catch (error) {
      // A wrong code reads 'Invalid OTP. Please try again.' (or the server's reason); no answer is a network failure.
      const text = isNetworkError(error)
        ? translate('app.errors.network')
        : errorText(error, 'app.settings.otp_invalid');
      setFeedback({ text, tone: 'error' });
      return notSaved;
    }
  });

  if (!phone) {
    return (
      <SettingsCard title={translate('app.settings.otp_title')}>
        <Typography role="alert">{translate('app.settings.otp_missing_phone')}</Typography>
        <MuiLink component={Link} to={settingsPaths.changePhone} sx={{ display: 'inline-block', mt: 2 }}>
          {translate('app.settings.new_phone')}
        </MuiLink>
      </SettingsCard>
    );
  }

  return (
    <SettingsCard title={translate('app.settings.otp_title')}>
      <AppForm defaultValues={{ digits: emptyDigits }} schema={otpBoxes} onSubmit={onSubmit} mode="onSubmit">
        <Typography id="otp-intro">{translate('app.settings.otp_intro', { phone })}</Typography>
        <OtpBoxes feedback={feedback} onChange={() => setFeedback(null)} />
        <SubmitButton
          label={translate('app.settings.verify_otp')}
          submittingLabel={translate('app.settings.verifying')}
        />
        <OtpFeedback feedback={feedback} />
      </AppForm>
    </SettingsCard>
  );
}

/** What the form's check (otpBoxes) finds wrong with the code, else the answer to the last try. */
function useOtpMessage(feedback: FeedbackMessage | null): FeedbackMessage | null {
  const problem = useFormState<OtpValues>({ name: 'digits' }).errors.digits?.message;
  return problem ? { text: problem, tone: 'error' } : feedback;
}

/** The four boxes, marked while the line under the form tells an error. */
function OtpBoxes({ feedback, onChange }: { feedback: FeedbackMessage | null; onChange: () => void }) {
  const { field } = useController<OtpValues, 'digits'>({ name: 'digits' });
  const message = useOtpMessage(feedback);
  return (
    <OtpInput
      digits={field.value}
      onChange={next => {
        field.onChange(next);
        onChange();
      }}
      error={message?.tone === 'error'}
      describedBy="otp-intro"
    />
  );
}

/** The line under the form. */
function OtpFeedback({ feedback }: { feedback: FeedbackMessage | null }) {
  return <Feedback message={useOtpMessage(feedback)} />;
}
