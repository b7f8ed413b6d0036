import { describe, expect, it } from 'vitest';
import { displayValue, formatDate, formatDateTime, formatNumber, formatRupees } from '@/src/lib/format';

describe('display helpers', () => {
  it('shows N/A for empty values and the value otherwise', () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue('  ')).toBe('N/A');
    expect(displayValue(0)).toBe('0');
    expect(displayValue('Asha')).toBe('Asha');
  });

  it('formats dates as DD-MM-YYYY in Asia/Kolkata', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDate('2026-03-04T20:00:00Z')).toBe('05-03-2026');
    expect(formatDate('2026-12-31')).toBe('31-12-2026');
    expect(formatDate('')).toBe('N/A');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });

  it('formats date-times as DD-MM-YYYY, hh:mm AM/PM', () => {
    expect(formatDateTime('2026-03-04T20:00:00Z')).toBe('05-03-2026, 01:30 AM');
    expect(formatDateTime('2026-03-04T08:15:00Z')).toBe('04-03-2026, 01:45 PM');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('31-31-2026')).toBe('Invalid Date');
  });

  it('groups numbers the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber('2500')).toBe('2,500');
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(undefined)).toBe('N/A');
  });

  it('shows rupees with the sign and Indian grouping', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees('98000')).toBe('₹98,000');
    expect(formatRupees(-500)).toBe('-₹500');
    expect(formatRupees('')).toBe('N/A');
  });
});

describe('file-name dates and safe links', async () => {
  const { isoDateInIndia } = await import('@/src/lib/format');
  const { safeUrl } = await import('@/src/lib/safeUrl');

  it("dates export files by India's calendar", () => {
    expect(isoDateInIndia(new Date('2026-03-04T20:00:00Z'))).toBe('2026-03-05');
  });

  it('follows only web addresses', () => {
    expect(safeUrl('/media/bills/a.png')).toBe(`${window.location.origin}/media/bills/a.png`);
    expect(safeUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });
});
