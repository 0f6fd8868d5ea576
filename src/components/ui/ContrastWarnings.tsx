import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ContrastWarning } from '@/lib/contrast';
import { theme } from '@/theme';

export interface ContrastWarningsProps {
  /** Text colours of a layout that fail 4.5:1 (layoutContrastWarnings), each naming the fields to change. */
  warnings: readonly ContrastWarning[];
  /** Names the list for assistive technology where no heading labels it. */
  label?: string;
  /** Spacing and type size of the place the list sits in. */
  className?: string;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.warning};
  overflow-wrap: anywhere;
`;

/**
 * The text colours of a card layout that are hard to read, one line each with the two colours,
 * their ratio and the layout fields to change. Draws nothing when every colour passes.
 */
export function ContrastWarnings({ warnings, label, className }: ContrastWarningsProps) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <List className={className} aria-label={label}>
      {warnings.map((warning) => (
        <li key={warning.fields.join('|')}>
          {t('iot.home.contrast.warning', {
            text: warning.text,
            background: warning.background,
            ratio: warning.ratio,
            fields: warning.fields.join(t('iot.home.contrast.or')),
          })}
        </li>
      ))}
    </List>
  );
}
