import {
  Box,
  ButtonBase,
  Card,
  CardContent,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { useTranslate } from 'react-admin';
import { PageHeader } from '@/src/ui/PageHeader';
import { blend, parseColor, readableTextOn, toHex, withAlpha } from './colorText';

/** Spec, section 9: the picker comes in two styles, 276 and 652 px wide, each with its default swatches. */
const pickerStyles = {
  narrow: {
    width: 276,
    height: 200,
    swatches: [
      '#F44E3B',
      '#FE9200',
      '#FCDC00',
      '#DBDF00',
      '#A4DD00',
      '#68CCCA',
      '#73D8FF',
      '#AEA1FF',
      '#FDA1FF',
      '#000000',
    ],
  },
  wide: {
    width: 652,
    height: 260,
    swatches: [
      '#D0021B',
      '#F5A623',
      '#F8E71C',
      '#8B572A',
      '#7ED321',
      '#417505',
      '#BD10E0',
      '#9013FE',
      '#4A90E2',
      '#50E3C2',
      '#B8E986',
      '#000000',
      '#4A4A4A',
      '#9B9B9B',
      '#FFFFFF',
    ],
  },
} as const;
type PickerStyle = keyof typeof pickerStyles;
const initialColor = '#22194D';
const white = { r: 255, g: 255, b: 255 };

/** /products/color-picker: a colour picked, typed (hex, rgb, hsv or hsl) and made transparent; it fills the page. */
export default function ColorPickerDemo() {
  const translate = useTranslate();
  const pageColor = parseColor(useTheme().palette.background.default) ?? white;
  const [hex, setHex] = useState(initialColor);
  const [text, setText] = useState(initialColor);
  const [alphaText, setAlphaText] = useState('1');
  const [style, setStyle] = useState<PickerStyle>('narrow');
  const { width, height, swatches } = pickerStyles[style];
  const rgb = parseColor(hex) ?? { r: 0, g: 0, b: 0 };
  const alpha = Number(alphaText);
  const alphaValid = alphaText.trim() !== '' && alpha >= 0 && alpha <= 1;
  const textValid = parseColor(text) !== null;
  const opacity = alphaValid ? alpha : 1;
  const background = withAlpha(rgb, opacity);

  const pick = (value: string) => {
    setHex(value);
    setText(value);
  };
  const type = (value: string) => {
    setText(value);
    const parsed = parseColor(value);
    if (parsed) setHex(toHex(parsed));
  };

  return (
    <Box
      data-testid="color-picker-page"
      data-background={background}
      sx={{
        py: 2,
        px: 2,
        minHeight: '100%',
        borderRadius: 2,
        bgcolor: background,
        // The heading sits on the picked colour itself; the card below keeps the theme's text colour.
        color: readableTextOn(blend(rgb, opacity, pageColor)),
        transition: 'background-color 0.2s',
      }}
    >
      <PageHeader title={translate('app.catalogue.color_picker_title')} />
      <Card sx={{ maxWidth: 1000 }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Box sx={{ width: '100%' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={style}
              onChange={(_, next: PickerStyle | null) => next && setStyle(next)}
              aria-label={translate('app.catalogue.picker_style')}
            >
              <ToggleButton value="narrow">{translate('app.catalogue.picker_narrow')}</ToggleButton>
              <ToggleButton value="wide">{translate('app.catalogue.picker_wide')}</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Box sx={{ width: { xs: '100%', md: width }, maxWidth: width }} data-testid="color-picker" data-width={width}>
            <Box
              role="group"
              aria-label={translate('app.catalogue.color_picker_label')}
              sx={{ '& .react-colorful': { width: '100%', height } }}
            >
              <HexColorPicker color={hex} onChange={pick} />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
              {swatches.map(swatch => (
                <Tooltip key={swatch} title={swatch}>
                  <ButtonBase
                    aria-label={swatch}
                    onClick={() => pick(swatch.toLowerCase())}
                    sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: swatch, border: 1, borderColor: 'divider' }}
                  />
                </Tooltip>
              ))}
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, flex: 1, minWidth: 240, alignContent: 'start' }}>
            <TextField
              label={translate('app.catalogue.color_hex')}
              value={hex}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label={translate('app.catalogue.color_text')}
              value={text}
              onChange={event => type(event.target.value)}
              error={!textValid}
              helperText={textValid ? ' ' : translate('app.catalogue.color_text_invalid')}
            />
            <TextField
              label={translate('app.catalogue.transparency')}
              type="number"
              value={alphaText}
              onChange={event => setAlphaText(event.target.value)}
              error={!alphaValid}
              helperText={alphaValid ? ' ' : translate('app.catalogue.transparency_invalid')}
              slotProps={{ htmlInput: { min: 0, max: 1, step: 0.1 } }}
            />
            <Box role="status" sx={{ typography: 'body2' }}>
              {translate('app.catalogue.chosen_color', { color: background })}
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
