import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/all';

/**
 * Business statements (how fast orders ship, what fees or taxes a price holds, when the service
 * answers, which numbers are hot) are promises only the operator can make: they come from the
 * backend's configuration, never from the app's own strings.
 */
const OPERATOR_WORDS: readonly { what: string; pattern: RegExp }[] = [
  {
    what: 'hours of shipping',
    pattern: /\d+\s*(hours?|hrs?|小时|小時|天)\s*(内|內)?\s*(发货|出貨|出货|發貨)/i,
  },
  { what: 'hours of shipping', pattern: /(ship|dispatch|deliver)\w*\s+(with)?in\s+\d+/i },
  { what: 'a fee promise', pattern: /no\s+(hidden|extra|monthly)\s+\w*\s*(fees?|charges?)/i },
  {
    what: 'a fee promise',
    pattern: /(没有|沒有|无|無)(隐藏|隱藏|额外|額外)?(月费|月費|收费|收費|费用|費用)/,
  },
  { what: 'a tax promise', pattern: /(include|including|incl\.?)\s+(all\s+)?tax/i },
  { what: 'a tax promise', pattern: /含税|含稅/ },
  {
    what: 'clock-time service hours',
    pattern: /\b\d{1,2}[:：]\d{2}\s*(-|–|—|~|to|至|到)\s*\d{1,2}[:：]\d{2}\b/,
  },
  { what: 'the fixed hot search numbers', pattern: /(^|\D)(888|666|168|520|1314)(\D|$)/ },
];

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every string of a locale that makes one of the operator's statements. */
function operatorStatements(translation: unknown): string[] {
  return leaves(translation).flatMap(([key, text]) =>
    OPERATOR_WORDS.filter(({ pattern }) => pattern.test(text)).map(
      ({ what }) => `${key}: ${what} (${text})`,
    ),
  );
}

describe('the operator’s words', () => {
  it.each(['en', 'zh-Hans', 'zh-Hant'] as const)('%s makes no business statement', (locale) => {
    expect(operatorStatements(resources[locale].translation)).toEqual([]);
  });

  it('recognises each kind of statement', () => {
    const found = operatorStatements({
      a: 'Orders are shipped within 48 hours.',
      b: '订单 48 小时内发货。',
      c: 'No hidden monthly fees.',
      d: '没有隐藏月费或额外收费。',
      e: 'Prices include all taxes.',
      f: '價格均已含稅。',
      g: 'We answer every day from 9:00 to 21:00.',
      h: '每天 9:00 – 21:00',
      i: 'Digits, e.g. 888',
      j: 'Service hours: {{hours}}',
      k: 'Version {{version}} ({{code}})',
      l: 'Expires in 30 days.',
    });
    const keys = new Set(found.map((line) => line.split(':')[0]));
    expect([...keys].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });
});
