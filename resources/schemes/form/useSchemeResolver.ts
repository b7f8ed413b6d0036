import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { bodyResolver } from './schemeResolver';
import type { TermsValues } from './schemeFormValues';
import { termsProblems } from './termsProblems';

/** The resolver of a form of a version's terms: `schema` over what it sends (`toBody`), in the area's words where only the form sees a problem. */
export function useSchemeResolver<V extends FieldValues & TermsValues>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
): Resolver<V> {
  const translate = useTranslate();
  return useMemo(() => {
    const words = { rupees: translate('app.schemes.rupees_invalid'), target: translate('app.schemes.choose_target') };
    return bodyResolver<V>(schema, toBody, values => termsProblems(values, words));
  }, [schema, toBody, translate]);
}
