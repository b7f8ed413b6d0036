import { Box, Button, FormHelperText, IconButton, LinearProgress, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { compressImage, imageAccept, isAcceptedImage } from '../lib/images';
import { isTimeout, withTimeout } from '../lib/withTimeout';

export interface DropZoneTexts {
  hint: string;
  choose: string;
  clearAll: string;
  /** One picked file of the wrong type; several picked with some wrong; dropped ones with some wrong. */
  invalidOne: string;
  invalidBatch: string;
  invalidDrop: string;
  removeNamed: (name: string) => string;
  compressing: (done: number, total: number) => string;
}

interface MultiImageDropZoneProps {
  label: string;
  files: File[];
  onChange: (update: (files: File[]) => File[]) => void;
  /** Longest side after compression, in pixels, and how long one image may take. */
  maxSide: number;
  timeoutMs: number;
  texts: DropZoneTexts;
  /** A compression that failed or timed out. */
  onCompressionError: (timedOut: boolean) => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Several images picked or dropped: each is type-checked, compressed in a worker one after
 * another (progress shown), and listed as a thumbnail with its remove button.
 */
export function MultiImageDropZone({
  label,
  files,
  onChange,
  maxSide,
  timeoutMs,
  texts,
  onCompressionError,
  onBusyChange,
}: MultiImageDropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; percent: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const previews = useMemo(() => files.map(file => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach(url => URL.revokeObjectURL(url)), [previews]);

  const add = async (picked: File[], dropped: boolean) => {
    if (inputRef.current) inputRef.current.value = '';
    if (picked.length === 0) return;
    const valid = picked.filter(isAcceptedImage);
    if (valid.length < picked.length) {
      setError(dropped ? texts.invalidDrop : picked.length === 1 ? texts.invalidOne : texts.invalidBatch);
    } else {
      setError(null);
    }
    if (valid.length === 0) return;
    onBusyChange?.(true);
    try {
      for (const [index, file] of valid.entries()) {
        setProgress({ done: index, total: valid.length, percent: 0 });
        const onProgress = (percent: number) => setProgress({ done: index, total: valid.length, percent });
        const compressed = await withTimeout(timeoutMs, signal => compressImage(file, { maxSide, onProgress, signal }));
        onChange(current => [...current, compressed]);
      }
    } catch (failure) {
      console.error(failure);
      onCompressionError(isTimeout(failure));
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (progress) return;
    void add(Array.from(event.dataTransfer.files), true);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      <Box
        data-testid={`drop-${label}`}
        onDragOver={event => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography variant="body2">{texts.hint}</Typography>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={!!progress}
        >
          {texts.choose}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={imageAccept}
          multiple
          hidden
          aria-label={label}
          onChange={event => void add(Array.from(event.target.files ?? []), false)}
        />
        {files.length > 0 && (
          <Button color="warning" onClick={() => onChange(() => [])} disabled={!!progress}>
            {texts.clearAll}
          </Button>
        )}
      </Box>
      {progress && (
        <Box sx={{ mt: 1 }} role="status">
          <LinearProgress
            variant="determinate"
            value={((progress.done + progress.percent / 100) / progress.total) * 100}
            aria-label={texts.compressing(progress.done, progress.total)}
          />
          <Typography variant="caption">{texts.compressing(progress.done, progress.total)}</Typography>
        </Box>
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {files.map((file, index) => (
            <Box component="li" key={previews[index]} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={previews[index]}
                alt={file.name}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2, display: 'block' }}
              />
              <IconButton
                size="small"
                aria-label={texts.removeNamed(file.name)}
                onClick={() => onChange(current => current.filter((_, at) => at !== index))}
                sx={{ position: 'absolute', top: -10, right: -10, bgcolor: 'background.paper', boxShadow: 1 }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
