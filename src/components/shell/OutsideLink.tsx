import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from '../ui/Icon';
import { theme } from '@/theme';

export interface OutsideLinkProps {
  /** The address asked for, already checked to be an http or https link. */
  address: string;
  /** Headline, translated. */
  title: string;
  /** Why the page is not shown here and what to mind, translated. */
  description: string;
  /** Label of the link that opens the address in the browser, translated. */
  openLabel: string;
  /** Label of the way back, translated. */
  backLabel: string;
  /** Called when the user goes back instead. */
  onBack: () => void;
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xxl} ${theme.space.lg};
  text-align: center;
  color: ${theme.colors.textSecondary};
`;

const Illustration = styled.div`
  font-size: ${theme.fontSizes.display};
  color: ${theme.colors.warningDecorative};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
`;

/** The whole address, so what opens is what the user reads (no shortened host to trust). */
const Address = styled.p`
  align-self: stretch;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${theme.fontSizes.sm};
  text-align: left;
  overflow-wrap: anywhere;
  word-break: break-all;
  user-select: all;
`;

const actionStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 60%;
  box-sizing: border-box;
  text-decoration: none;
`;

const Open = styled.a`
  ${actionStyle}
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.md};
`;

const Back = styled.button`
  ${actionStyle}
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.lg};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
`;

/**
 * An address the shop does not show inside itself: the link in full with a warning, a way to
 * open it in the browser (where the address bar shows whose page it is) and a way back.
 */
export function OutsideLink({
  address,
  title,
  description,
  openLabel,
  backLabel,
  onBack,
}: OutsideLinkProps) {
  const titleId = useId();
  return (
    <Wrap aria-labelledby={titleId}>
      <Illustration aria-hidden="true">
        <Icon name="warning" />
      </Illustration>
      <Title id={titleId}>{title}</Title>
      <Description>{description}</Description>
      <Address translate="no">{address}</Address>
      <Open href={address} target="_blank" rel="noopener noreferrer">
        {openLabel}
      </Open>
      <Back type="button" onClick={onBack}>
        {backLabel}
      </Back>
    </Wrap>
  );
}
