import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { OperatorType } from '@/lib/phoneMask';
import { theme } from '@/theme';

export interface OperatorIconProps {
  /** Operator type of the card: 1 telecom, 2 unicom, 3 broadcast, 4 mobile, 99 device; others read as 4. */
  operatorType?: number | null;
  /** Width and height, any CSS length. */
  size?: string;
}

type Known = 'telecom' | 'unicom' | 'broadcast' | 'mobile' | 'device';

const KNOWN: Record<OperatorType, Known> = {
  1: 'telecom',
  2: 'unicom',
  3: 'broadcast',
  4: 'mobile',
  99: 'device',
};

/** The operator of a type, falling back to mobile (docs/requirements.md section 9: default operatorType 4). */
export function operatorOf(type: number | null | undefined): Known {
  return KNOWN[(type ?? 4) as OperatorType] ?? 'mobile';
}

const SHORT = {
  telecom: 'shortTelecom',
  unicom: 'shortUnicom',
  broadcast: 'shortBroadcast',
  mobile: 'shortMobile',
  device: 'shortDevice',
} as const;

const Svg = styled.svg`
  flex: none;
  display: inline-block;
  vertical-align: middle;
`;

/** A round badge for the card's operator with its initial; its name is the accessible label. */
export function OperatorIcon({ operatorType, size = '1.5em' }: OperatorIconProps) {
  const { t } = useTranslation();
  const operator = operatorOf(operatorType);
  const fills: Record<Known, string> = {
    telecom: theme.colors.info,
    unicom: theme.colors.danger,
    broadcast: theme.colors.text,
    mobile: theme.colors.brand,
    device: theme.colors.textSecondary,
  };
  const name = t(`iot.home.operator.${operator}`);
  return (
    <Svg viewBox="0 0 24 24" width={size} height={size} role="img" aria-label={name}>
      <title>{name}</title>
      {operator === 'device' ? (
        <rect x="1" y="1" width="22" height="22" rx="5" fill={fills.device} />
      ) : (
        <circle cx="12" cy="12" r="11" fill={fills[operator]} />
      )}
      {operator === 'broadcast' && (
        <path
          d="M5 16a9 9 0 0 1 14 0"
          fill="none"
          stroke={theme.colors.surface}
          strokeWidth="1.2"
        />
      )}
      <text
        x="12"
        y="12"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="12"
        fontWeight="700"
        fill={theme.colors.onBrand}
      >
        {t(`iot.home.operator.${SHORT[operator]}`)}
      </text>
    </Svg>
  );
}
