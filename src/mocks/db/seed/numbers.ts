import type { NumberItem, NumberPattern, OperatorType } from '@/api/types';
import { CARRIER_PREFIXES, seededRandom } from '@/lib/phoneMask';
import { REGION_TREE } from './regions';

export const OPERATOR_NAMES: Record<OperatorType, string> = {
  1: '中国电信',
  2: '中国联通',
  3: '中国广电',
  4: '中国移动',
  99: '设备',
};

const digit = (random: () => number) => String(Math.floor(random() * 10));
const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)];

/** The last eight digits for a pattern. */
function tailFor(pattern: NumberPattern, random: () => number): string {
  const d = () => digit(random);
  const a = d();
  let b = d();
  while (b === a) b = d();
  switch (pattern) {
    case 'AABB':
      return `${d()}${d()}${d()}${d()}${a}${a}${b}${b}`;
    case 'ABAB':
      return `${d()}${d()}${d()}${d()}${a}${b}${a}${b}`;
    case 'AAA':
      return `${d()}${d()}${d()}${d()}${b}${a}${a}${a}`;
    case 'AAAA':
      return `${d()}${d()}${d()}${d()}${a}${a}${a}${a}`;
    case '888':
      return `${d()}${d()}${d()}${d()}${d()}888`;
    case 'ABC': {
      const start = Math.floor(random() * 6) + 1;
      return `${d()}${d()}${d()}${d()}${start}${start + 1}${start + 2}${start + 3}`;
    }
    case 'tail':
      return `${d()}${d()}${d()}${d()}${pick(random, ['1314', '5200', '6688', '9999', '1688'])}`;
    default:
      return Array.from({ length: 8 }, d).join('');
  }
}

const PRICES: Record<NumberPattern, [number, number]> = {
  plain: [0, 0],
  AABB: [188, 888],
  ABAB: [168, 688],
  AAA: [288, 1288],
  AAAA: [1888, 8888],
  '888': [588, 2888],
  ABC: [99, 399],
  tail: [128, 999],
};

const PATTERN_WEIGHTS: [NumberPattern, number][] = [
  ['plain', 45],
  ['AABB', 10],
  ['ABAB', 10],
  ['AAA', 8],
  ['AAAA', 3],
  ['888', 6],
  ['ABC', 8],
  ['tail', 10],
];

function pickPattern(random: () => number): NumberPattern {
  const total = PATTERN_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [pattern, weight] of PATTERN_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return pattern;
  }
  return 'plain';
}

/** 480 numbers over operators 1-4, with vanity patterns, prices and provinces. */
export function seedNumbers(count = 480): NumberItem[] {
  const random = seededRandom(20261122);
  const seen = new Set<string>();
  const list: NumberItem[] = [];
  while (list.length < count) {
    const operatorType = (Math.floor(random() * 4) + 1) as 1 | 2 | 3 | 4;
    const pattern = pickPattern(random);
    const prefix = pick(random, CARRIER_PREFIXES[operatorType]);
    const mobile = `${prefix}${tailFor(pattern, random)}`;
    if (seen.has(mobile)) continue;
    seen.add(mobile);
    const province = pick(random, REGION_TREE);
    const city = pick(random, province.children ?? []);
    const [low, high] = PRICES[pattern];
    const price = pattern === 'plain' ? 0 : Math.round(low + random() * (high - low));
    const id = list.length + 1;
    list.push({
      id,
      mobile,
      operatorType,
      operatorName: OPERATOR_NAMES[operatorType],
      provinceCode: province.value,
      province: province.label,
      cityCode: city.value,
      city: city.label,
      pattern,
      pretty: pattern !== 'plain',
      price,
      minConsume: pattern === 'plain' ? 0 : pick(random, [19, 29, 39, 59, 99]),
      prestore: pattern === 'plain' ? 0 : pick(random, [50, 100, 200]),
      goodsId: pattern === 'plain' ? 201 : 202,
      // Every 17th number is held by someone else: reserving it answers 32001.
      reserved: id % 17 === 0,
      reservedUntil: '',
      fast: id % 5 === 0,
    });
  }
  return list;
}
