/** Spec, section 5: brand and category names are required and at least 2 characters after trimming. */
export const minimumNameLength = 2;

export function nameRule(requiredText: string, tooShortText: string) {
  return {
    validate: (value: unknown) => {
      const name = String(value ?? '').trim();
      if (!name) return requiredText;
      return name.length >= minimumNameLength || tooShortText;
    },
  };
}
