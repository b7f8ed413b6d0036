import { Box } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { Form, RecordContextProvider } from 'react-admin';
import type { FieldValues, Resolver, SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from './schemaResolver';

/** What a save returns: nothing when it worked, else the errors to show (see submissionErrors). */
export type SaveResult = FieldValues | undefined | void;

/** The contract's rules, checked before sending: a schema of the fields as typed, or a resolver of its own. */
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
 * react-admin's <Form> as the app's data forms use it: checked by its contract schema as a field is left and on
 * submit, each field showing its own message, with a warning before unsaved changes are left. It starts from
 * `defaultValues` as they are on mounting, and no record of a surrounding page is merged in.
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
