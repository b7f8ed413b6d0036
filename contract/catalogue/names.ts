import { text } from '../fields/text';
import { noProblemYet } from '../fields/when';

/** A brand's or category's name: required, trimmed, at least 2 characters. */
export const catalogueName = (noun: string) =>
  text({ maxLength: 255, required: `${noun} name is required` }).refine(name => name.length >= 2, {
    message: `${noun} name must be at least 2 characters long`,
    when: noProblemYet,
  });
