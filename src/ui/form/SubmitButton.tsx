import { Button, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  label: string;
  /** Shown while the save is under way. */
  submittingLabel?: string;
  /** Also disabled while this is true (images still being compressed…). */
  waiting?: boolean;
};

/** The submit button of a form: disabled while it is sent, so a double click sends one request. */
export function SubmitButton({ label, submittingLabel, waiting = false, disabled, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" {...props} disabled={disabled || waiting || isSubmitting}>
      {isSubmitting && submittingLabel ? submittingLabel : label}
    </Button>
  );
}
