import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm, type SaveResult } from '@/src/ui/form/AppForm';
import { SubmitButton } from '@/src/ui/form/SubmitButton';

interface SettingsFormProps<T extends FieldValues> {
  defaultValues: T;
  /** The contract's rules for the fields (contract/settings.ts, contract/password.ts). */
  schema: z.ZodType;
  onSubmit: (values: T) => Promise<SaveResult>;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/** A settings change: its fields, checked by `schema` on submit, and the submit button under them. */
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
