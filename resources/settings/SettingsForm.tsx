import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { AppForm, type SaveResult } from '../../src/ui/form/AppForm';
import { SubmitButton } from '../../src/ui/form/SubmitButton';

interface SettingsFormProps<T extends FieldValues> {
  defaultValues: T;
  onSubmit: (values: T) => Promise<SaveResult>;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/** A settings change: its fields, checked on submit, and the submit button under them. */
export function SettingsForm<T extends FieldValues>({
  submitLabel,
  submittingLabel,
  children,
  ...form
}: SettingsFormProps<T>) {
  return (
    <AppForm {...form} mode="onSubmit">
      {children}
      <SubmitButton label={submitLabel} submittingLabel={submittingLabel} sx={{ mt: 2 }} />
    </AppForm>
  );
}
