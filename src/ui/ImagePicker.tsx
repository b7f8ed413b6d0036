import { Box, Button, FormHelperText, IconButton, LinearProgress, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { compressImage, imageAccept, isAcceptedImage } from '../lib/images';
import { usePopup } from './PopupProvider';

interface ImagePickerProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Longest side after compression, in pixels. */
  maxSide: number;
  onBusyChange?: (busy: boolean) => void;
}

/** Picks one image, checks its type, compresses it off the main thread with visible progress, and previews it. */
export function ImagePicker({ label, value, onChange, maxSide, onBusyChange }: ImagePickerProps) {
  const translate = useTranslate();
  const popup = usePopup();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setError(translate('app.images.invalid_type'));
      return;
    }
    setError(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      onChange(await compressImage(file, { maxSide, onProgress: setProgress }));
    } catch (failure) {
      console.error(failure);
      const message = translate('app.images.compression_failed');
      setError(message);
      popup.showError(message, translate('app.images.compression_failed_title'));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 1, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {preview && (
          <Box sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={preview}
              alt={label}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2 }}
            />
            <IconButton
              size="small"
              aria-label={`${translate('app.images.remove')}: ${label}`}
              onClick={() => onChange(null)}
              sx={{ position: 'absolute', top: -10, right: -10, bgcolor: 'background.paper', boxShadow: 1 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={progress !== null}
        >
          {translate(value ? 'app.images.change' : 'app.images.choose')}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={imageAccept}
          hidden
          onChange={event => choose(event.target.files?.[0])}
        />
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress variant="determinate" value={progress} aria-label={label} />
          <Typography variant="caption">
            {translate('app.images.compressing', { progress: Math.round(progress) })}
          </Typography>
        </Box>
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
