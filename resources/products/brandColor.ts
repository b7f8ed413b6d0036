/** Default brand colour (spec, section 9). */
export const defaultBrandColor = '#000000';

export const isHexColor = (value: string) => /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim());

/** A colour with its leading '#' ensured (brands store it with or without one), for the form. */
export function withHash(color: string | null | undefined): string {
  const value = (color ?? '').trim();
  if (!value) return defaultBrandColor;
  return value.startsWith('#') ? value : `#${value}`;
}

/** The brand's colour for CSS: a valid hex with its '#', anything else the default #000000. */
export const cssBrandColor = (color: string | null | undefined): string =>
  color && isHexColor(color) ? withHash(color) : defaultBrandColor;

/** The brand's banner background: its colour fading to a lighter shade. */
export function brandGradient(color: string | null | undefined) {
  const css = cssBrandColor(color);
  return `linear-gradient(135deg, ${css} 0%, color-mix(in srgb, ${css} 35%, white) 100%)`;
}
