import { describe, expect, it } from 'vitest';
import { applyRates, productRules } from './applyRates';
import { bliss, royale } from '../fixtures/draftFixtures';
import { emptyRule, type RuleValues } from '../form/schemeFormValues';

const royaleRule: RuleValues = { ...emptyRule(), target: { id: 12, name: 'Royale 20 L' }, points: '100', cash: '' };
const brandRule: RuleValues = { ...emptyRule(), over: 'brand', target: { id: 4, name: 'Asian Paints' }, points: '5' };

describe('rates put in the form’s rules', () => {
  it('replaces the same product’s figures, adds the others, and drops a rule left untouched', () => {
    const rules = applyRates(
      [emptyRule(), royaleRule, brandRule],
      [
        { product: royale, points: 150, cash_paise: 250 },
        { product: bliss, points: 0, cash_paise: 1200 },
      ],
    );
    expect(rules).toEqual([
      { ...royaleRule, points: '150', cash: '2.50' },
      brandRule,
      { ...emptyRule(), target: { id: 15, name: 'Bliss Shower' }, points: '', cash: '12.00' },
    ]);
  });

  it('lists only per-unit rules of a chosen product for the export', () => {
    expect(productRules([emptyRule(), royaleRule, brandRule, emptyRule('multiplier')])).toEqual([royaleRule]);
  });
});
