import { describe, expect, it } from 'vitest';
import type { FmCsvMappingFragment } from '../../gql/graphql';
import {
  choicesFrom,
  columnCount,
  dataRecords,
  layoutInputFrom,
  mappingProblems,
  outFlagValues,
  valuesOf,
  withRole,
  type MappingChoices,
} from './csvMapping';
import { CARD_MAPPING } from './importFixtures';

const card = CARD_MAPPING as unknown as FmCsvMappingFragment;

/** A bank export with five columns: date, payee, purpose, unsigned amount, direction (S/H). */
const flagged = {
  ...CARD_MAPPING,
  header: null,
  preview: [
    ['Konto', 'DE12'],
    ['01.03.2026', 'REWE', 'Einkauf', '23,45', 'S'],
    ['02.03.2026', 'ACME GmbH', 'Gehalt', '2.000,00', 'H'],
  ],
  layout: {
    ...CARD_MAPPING.layout,
    skipRecords: 1,
    hasHeader: false,
    columns: { ...CARD_MAPPING.layout.columns, description: [2, 1], amount: 3, flag: 4 },
    dateOrder: 'DMY',
    decimalMark: ',',
    signConvention: 'FLAG',
    outFlags: ['s'],
  },
} as unknown as FmCsvMappingFragment;

describe('the mapping choices', () => {
  it("are pre-filled from the reader's proposal", () => {
    expect(choicesFrom(card)).toEqual({
      roles: ['date', 'description', 'amount'],
      descriptionOrder: [1],
      skipRecords: 0,
      hasHeader: true,
      dateOrder: 'MDY',
      decimalMark: '.',
      signConvention: 'CARD',
      outFlags: '',
    });
    expect(choicesFrom(flagged)).toMatchObject({
      roles: ['date', 'description', 'description', 'amount', 'flag'],
      descriptionOrder: [2, 1],
      skipRecords: 1,
      hasHeader: false,
      decimalMark: ',',
      signConvention: 'FLAG',
      outFlags: 's',
    });
    expect(columnCount(flagged)).toBe(5);
  });

  it('become the layout the review takes, descriptions in the proposal’s order and added ones after', () => {
    expect(layoutInputFrom(choicesFrom(card), card)).toEqual({
      encoding: 'utf-8',
      delimiter: ',',
      skipRecords: 0,
      hasHeader: true,
      columns: { date: 0, description: [1], amount: 2 },
      dateOrder: 'MDY',
      decimalMark: '.',
      signConvention: 'CARD',
    });
    const choices = { ...withRole(choicesFrom(flagged), 0, 'description'), outFlags: ' S, DR;s ' };
    expect(layoutInputFrom(choices, flagged)).toMatchObject({
      skipRecords: 1,
      hasHeader: false,
      columns: { description: [2, 1, 0], amount: 3, flag: 4 },
      signConvention: 'FLAG',
      outFlags: ['S', 'DR', 's'],
    });
  });

  it('send money out and money in columns for that convention', () => {
    let choices: MappingChoices = { ...choicesFrom(flagged), signConvention: 'DEBIT_CREDIT' };
    choices = withRole(withRole(choices, 3, 'debit'), 4, 'credit');
    expect(mappingProblems(choices)).toEqual([]);
    const layout = layoutInputFrom(choices, flagged);
    expect(layout.columns).toEqual({ date: 0, description: [2, 1], debit: 3, credit: 4 });
    expect(layout).not.toHaveProperty('outFlags');
  });

  it('say what stops them from reading the file', () => {
    const none = { ...choicesFrom(card), roles: ['ignore', 'ignore', 'ignore'] } as MappingChoices;
    expect(mappingProblems(none)).toEqual([
      'Choose the column that holds the Date.',
      'Choose at least one Description column.',
      'Choose the Amount column.',
    ]);
    const twoDates = withRole(choicesFrom(card), 1, 'date');
    expect(mappingProblems(twoDates)).toEqual([
      'Choose at least one Description column.',
      'Only one column can be Date.',
    ]);
    const split = withRole(choicesFrom(card), 2, 'debit');
    expect(mappingProblems(split)).toEqual([
      'Choose the Amount column.',
      'Money out and Money in columns need the sign convention "money out and money in columns".',
    ]);
    expect(mappingProblems({ ...choicesFrom(card), signConvention: 'DEBIT_CREDIT' })).toEqual([
      'Choose the Money out and Money in columns, or another sign convention.',
      'With money out and money in columns, no column is Amount.',
    ]);
    expect(mappingProblems({ ...choicesFrom(card), signConvention: 'FLAG' })).toEqual([
      'Choose the Direction flag column.',
      'Say which values of the direction column mean money out.',
    ]);
  });

  it('read the direction values typed and found', () => {
    expect(outFlagValues(' D, DR ; d  ')).toEqual(['D', 'DR', 'd']);
    expect(valuesOf(4, dataRecords(choicesFrom(flagged), flagged.preview))).toEqual(['S', 'H']);
  });
});
