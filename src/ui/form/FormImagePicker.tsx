import { useController } from 'react-hook-form';
import { ImagePicker } from '../ImagePicker';

interface FormImagePickerProps {
  name: string;
  label: string;
  /** Longest side after compression, in pixels. */
  maxSide: number;
  onBusyChange?: (busy: boolean) => void;
}

/** An image field of the surrounding form: the picked (compressed) file, or null. */
export function FormImagePicker({ name, ...props }: FormImagePickerProps) {
  const { field } = useController({ name });
  return <ImagePicker {...props} value={field.value ?? null} onChange={field.onChange} />;
}
