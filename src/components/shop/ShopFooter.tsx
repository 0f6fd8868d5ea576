import styled from 'styled-components';
import { RichText } from '@/components/ui/RichText';
import { theme } from '@/theme';

export interface ShopFooterProps {
  /** Bottom tips from the base configuration (rich text, sanitised here). */
  tips: string;
  /** ICP licence code; hidden when empty. */
  icpCode: string;
}

const Foot = styled.footer`
  padding: ${theme.space.lg} ${theme.space.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  text-align: center;
`;

const Icp = styled.p`
  margin: ${theme.space.xs} 0 0;
`;

/** Bottom tips and the ICP code under the shop home. */
export function ShopFooter({ tips, icpCode }: ShopFooterProps) {
  if (!tips && !icpCode) return null;
  return (
    <Foot>
      {tips && <RichText html={tips} tone="footnote" />}
      {icpCode && <Icp>{icpCode}</Icp>}
    </Foot>
  );
}
