import { Box } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Form, RecordContextProvider } from 'react-admin';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from './schemaResolver';

/** What a save returns: nothing when it worked, else the errors to show (see submissionErrors). */
export type SaveResult = FieldValues | undefined | void;

/**
 * The contract's rules for the fields (contract/), checked before sending: a schema of the
 * fields as typed, or a resolver of its own where the form's values are not what it sends.
 */
type Rules<T extends FieldValues> = { schema: z.ZodType; resolver?: never } | { schema?: never; resolver: Resolver<T> };

type AppFormProps<T extends FieldValues> = Rules<T> & {
  defaultValues: T;
  onSubmit: (values: T) => Promise<SaveResult>;
  children: ReactNode;
  /** The accessible name of the form (react-admin's <form> takes no aria attributes). */
  label?: string;
  id?: string;
  className?: string;
  /** When fields are first checked: when left (the default) or only on submit. */
  mode?: 'onTouched' | 'onSubmit';
};

/**
 * react-admin's <Form> as every data form of the app uses it: checked by its contract schema when a field is left
 * (or only on submit, `mode`) and again on submit, no browser validation, no generic "invalid form" notice (the fields
 * show their own messages), and a warning before unsaved changes are left by a link, Back,
 * a reload or closing the tab. The form starts from `defaultValues` as they are when it
 * mounts (a record fetched again meanwhile leaves it alone), and a record of a surrounding
 * page is not merged in.
 */
export function AppForm<T extends FieldValues>({ label, ...props }: AppFormProps<T>) {
  if (!label) return <UnnamedForm {...props} />;
  return (
    <Box role="form" aria-label={label}>
      <UnnamedForm {...props} />
    </Box>
  );
}

function UnnamedForm<T extends FieldValues>({
  defaultValues,
  schema,
  resolver: ownResolver,
  onSubmit,
  children,
  id,
  className,
  mode = 'onTouched',
}: AppFormProps<T>) {
  const [initialValues] = useState<FieldValues>(defaultValues);
  const resolver = useMemo(
    () => (ownResolver as Resolver<FieldValues> | undefined) ?? schemaResolver(schema!),
    [schema, ownResolver],
  );
  return (
    <RecordContextProvider value={undefined}>
      <Form
        defaultValues={initialValues}
        resolver={resolver}
        onSubmit={onSubmit as SubmitHandler<FieldValues>}
        mode={mode}
        noValidate
        warnWhenUnsavedChanges
        disableInvalidFormNotification
        id={id}
        className={className}
      >
        {children}
      </Form>
    </RecordContextProvider>
  );
}
