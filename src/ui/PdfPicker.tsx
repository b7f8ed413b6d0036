import { Box, Button, FormHelperText, Link, Typography } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useEffect, useMemo, useRef, useState } from 'react';

/** The brochure limit of the spec: under 10 MB. */
export const maxPdfBytes = 10 * 1024 * 1024;

export interface PdfPickerTexts {
  choose: string;
  preview: string;
  remove: string;
  invalidType: string;
  tooLarge: string;
}

interface PdfPickerProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  texts: PdfPickerTexts;
}

/** The message for a file that is not a PDF under 10 MB, or null when it is one. */
export function pdfProblem(file: File, texts: Pick<PdfPickerTexts, 'invalidType' | 'tooLarge'>) {
  if (file.type !== 'application/pdf') return texts.invalidType;
  if (file.size >= maxPdfBytes) return texts.tooLarge;
  return null;
}

/** Picks one PDF, checks its type and size, and offers a preview in a new tab and its removal. */
export function PdfPicker({ label, value, onChange, texts }: PdfPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = pdfProblem(file, texts);
    setError(problem);
    if (!problem) onChange(file);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => inputRef.current?.click()}>
          {texts.choose}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          aria-label={label}
          onChange={event => choose(event.target.files?.[0])}
        />
        {value && preview && (
          <>
            <Typography variant="body2">
              {value.name} ({(value.size / 1024).toFixed(1)} KB)
            </Typography>
            <Link href={preview} target="_blank" rel="noopener noreferrer">
              {texts.preview}
            </Link>
            <Button color="warning" onClick={() => onChange(null)}>
              {texts.remove}
            </Button>
          </>
        )}
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
