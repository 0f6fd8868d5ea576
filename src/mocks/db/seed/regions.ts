import type { RegionNode } from '@/api/types';

type Row = [
  code: string,
  name: string,
  cities: [code: string, name: string, counties: [string, string][]][],
];

// A real subset of the national administrative codes: enough provinces to exercise every picker.
const ROWS: Row[] = [
  [
    '110000',
    '北京市',
    [
      [
        '110100',
        '北京市',
        [
          ['110101', '东城区'],
          ['110102', '西城区'],
          ['110105', '朝阳区'],
          ['110108', '海淀区'],
        ],
      ],
    ],
  ],
  [
    '310000',
    '上海市',
    [
      [
        '310100',
        '上海市',
        [
          ['310101', '黄浦区'],
          ['310104', '徐汇区'],
          ['310105', '长宁区'],
          ['310115', '浦东新区'],
        ],
      ],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      [
        '440100',
        '广州市',
        [
          ['440103', '荔湾区'],
          ['440104', '越秀区'],
          ['440105', '海珠区'],
          ['440106', '天河区'],
        ],
      ],
      [
        '440300',
        '深圳市',
        [
          ['440303', '罗湖区'],
          ['440304', '福田区'],
          ['440305', '南山区'],
          ['440306', '宝安区'],
        ],
      ],
      [
        '440600',
        '佛山市',
        [
          ['440604', '禅城区'],
          ['440605', '南海区'],
          ['440606', '顺德区'],
        ],
      ],
    ],
  ],
  [
    '330000',
    '浙江省',
    [
      [
        '330100',
        '杭州市',
        [
          ['330102', '上城区'],
          ['330105', '拱墅区'],
          ['330106', '西湖区'],
          ['330108', '滨江区'],
        ],
      ],
      [
        '330200',
        '宁波市',
        [
          ['330203', '海曙区'],
          ['330205', '江北区'],
          ['330212', '鄞州区'],
        ],
      ],
    ],
  ],
  [
    '320000',
    '江苏省',
    [
      [
        '320100',
        '南京市',
        [
          ['320102', '玄武区'],
          ['320104', '秦淮区'],
          ['320106', '鼓楼区'],
        ],
      ],
      [
        '320500',
        '苏州市',
        [
          ['320505', '虎丘区'],
          ['320506', '吴中区'],
          ['320508', '姑苏区'],
        ],
      ],
    ],
  ],
  [
    '370000',
    '山东省',
    [
      [
        '370100',
        '济南市',
        [
          ['370102', '历下区'],
          ['370103', '市中区'],
          ['370104', '槐荫区'],
        ],
      ],
      [
        '370200',
        '青岛市',
        [
          ['370202', '市南区'],
          ['370203', '市北区'],
          ['370212', '崂山区'],
        ],
      ],
    ],
  ],
  [
    '420000',
    '湖北省',
    [
      [
        '420100',
        '武汉市',
        [
          ['420102', '江岸区'],
          ['420103', '江汉区'],
          ['420106', '武昌区'],
          ['420111', '洪山区'],
        ],
      ],
    ],
  ],
  [
    '510000',
    '四川省',
    [
      [
        '510100',
        '成都市',
        [
          ['510104', '锦江区'],
          ['510105', '青羊区'],
          ['510107', '武侯区'],
          ['510108', '成华区'],
        ],
      ],
      [
        '510700',
        '绵阳市',
        [
          ['510703', '涪城区'],
          ['510704', '游仙区'],
        ],
      ],
    ],
  ],
  [
    '430000',
    '湖南省',
    [
      [
        '430100',
        '长沙市',
        [
          ['430102', '芙蓉区'],
          ['430103', '天心区'],
          ['430104', '岳麓区'],
        ],
      ],
    ],
  ],
  [
    '610000',
    '陕西省',
    [
      [
        '610100',
        '西安市',
        [
          ['610102', '新城区'],
          ['610103', '碑林区'],
          ['610113', '雁塔区'],
        ],
      ],
    ],
  ],
];

/** The full tree: provinces, cities, counties. */
export const REGION_TREE: RegionNode[] = ROWS.map(([value, label, cities]) => ({
  value,
  label,
  children: cities.map(([cityValue, cityLabel, counties]) => ({
    value: cityValue,
    label: cityLabel,
    children: counties.map(([countyValue, countyLabel]) => ({
      value: countyValue,
      label: countyLabel,
    })),
  })),
}));

/** Provinces with their cities (no counties): /provinces/all.json. */
export function provincesWithCities(): RegionNode[] {
  return REGION_TREE.map((province) => ({
    ...province,
    children: (province.children ?? []).map(({ value, label }) => ({ value, label })),
  }));
}

/** Cities with counties of one province: /provinces/{code}.json; null when unknown. */
export function citiesOf(provinceCode: string): RegionNode[] | null {
  return REGION_TREE.find((province) => province.value === provinceCode)?.children ?? null;
}

/** Names of a province / city / county triple, or null when they do not nest. */
export function regionNames(
  provinceCode: string,
  cityCode: string,
  countyCode: string,
): { province: string; city: string; county: string } | null {
  const province = REGION_TREE.find((node) => node.value === provinceCode);
  const city = province?.children?.find((node) => node.value === cityCode);
  const county = city?.children?.find((node) => node.value === countyCode);
  if (!province || !city || !county) return null;
  return { province: province.label, city: city.label, county: county.label };
}
