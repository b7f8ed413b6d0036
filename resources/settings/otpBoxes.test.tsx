import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/tests/unit/screens/renderScreen';
import { OtpInput } from './OtpInput';

function OtpHarness() {
  const [digits, setDigits] = useState(['', '', '', '']);
  return <OtpInput digits={digits} onChange={setDigits} />;
}

describe('OTP boxes', () => {
  const box = (index: number) => screen.getByLabelText(`OTP digit ${index} of 4`);
  const value = () => [1, 2, 3, 4].map(index => (box(index) as HTMLInputElement).value).join('');

  it('are four labelled boxes in a group; typing moves on, Backspace goes back, letters are ignored', async () => {
    renderScreen('/otp', '/otp', <OtpHarness />);
    expect(await screen.findByRole('group', { name: 'One-time password' })).toBeInTheDocument();
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('1a2');
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('');
    expect(box(1)).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    renderScreen('/otp', '/otp', <OtpHarness />);
    await userEvent.click(await screen.findByLabelText('OTP digit 1 of 4'));
    await userEvent.paste('OTP: 9 8 7 6');
    expect(value()).toBe('9876');
    expect(box(4)).toHaveFocus();
  });
});
