export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const number = '\\s*(-?\\d+(?:\\.\\d+)?)\\s*';
const percent = '\\s*(\\d+(?:\\.\\d+)?)%?\\s*';
const functional = (name: string, parts: string[]) =>
  new RegExp(`^${name}a?\\(${parts.join(',')}(?:,\\s*(?:0|1|0?\\.\\d+)\\s*)?\\)$`, 'i');
const rgbPattern = functional('rgb', [number, number, number]);
const hslPattern = functional('hsl', [number, percent, percent]);
const hsvPattern = functional('hsv', [number, percent, percent]);

const inByte = (value: number) => Number.isFinite(value) && value >= 0 && value <= 255;
const inHue = (value: number) => Number.isFinite(value) && value >= 0 && value <= 360;
const inPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

function fromHsv(h: number, s: number, v: number): Rgb {
  const chroma = v * s;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = v - chroma;
  const [r, g, b] =
    h < 60
      ? [chroma, x, 0]
      : h < 120
        ? [x, chroma, 0]
        : h < 180
          ? [0, chroma, x]
          : h < 240
            ? [0, x, chroma]
            : h < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return { r: Math.round((r + m) * 255), g: Math.round((g + m) * 255), b: Math.round((b + m) * 255) };
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const v = l + s * Math.min(l, 1 - l);
  return fromHsv(h, v === 0 ? 0 : 2 * (1 - l / v), v);
}

/** A colour written as hex (#rgb, #rrggbb), rgb(), hsl() or hsv(); null for anything else. */
export function parseColor(text: string): Rgb | null {
  const value = text.trim();
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map(digit => digit + digit).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = rgbPattern.exec(value);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map(Number);
    return [r, g, b].every(inByte) ? { r, g, b } : null;
  }
  const hsl = hslPattern.exec(value) ?? hsvPattern.exec(value);
  if (hsl) {
    const [h, s, third] = hsl.slice(1, 4).map(Number);
    if (!inHue(h) || !inPercent(s) || !inPercent(third)) return null;
    const toRgb = hslPattern.test(value) ? fromHsl : fromHsv;
    return toRgb(h % 360, s / 100, third / 100);
  }
  return null;
}

export const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map(part => part.toString(16).padStart(2, '0')).join('')}`;

/** The CSS colour of `rgb` at this opacity (0 to 1). */
export const withAlpha = ({ r, g, b }: Rgb, alpha: number) => `rgba(${r}, ${g}, ${b}, ${alpha})`;

/** What `top` at this opacity (0 to 1) looks like over the opaque `base`. */
export const blend = (top: Rgb, alpha: number, base: Rgb): Rgb => {
  const mix = (over: number, under: number) => Math.round(over * alpha + under * (1 - alpha));
  return { r: mix(top.r, base.r), g: mix(top.g, base.g), b: mix(top.b, base.b) };
};

/** WCAG 2 relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Black or white, whichever contrasts more with `background`: at least 4.58 to 1, whatever the colour. */
export function readableTextOn(background: Rgb): '#000000' | '#ffffff' {
  const light = luminance(background);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? '#000000' : '#ffffff';
}
