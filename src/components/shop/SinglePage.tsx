import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { cssUrl } from '@/lib/css';
import { Button } from '../ui/Button';
import { theme } from '@/theme';

// The featured single page's own pieces: its goods list, its foot and its welcome popup's content.

/** The single page's goods, one under the other. */
export const SingleGoodsList = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md} ${theme.space.lg};
`;

/** The foot of the single page, around its way to the full shop. */
export const SingleFoot = styled.div`
  padding: ${theme.space.md};
`;

const PopupBody = styled.div`
  padding: ${theme.space.md};
`;

/**
 * The popup's picture: a background, so a picture that fails to load leaves no broken icon. The
 * address comes from the server: it reaches CSS only as cssUrl's checked value, through the style
 * property, never inside the rule.
 */
const Picture = styled.div`
  height: 10rem;
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brandSoft} center / cover no-repeat;
  background-image: var(--popup-picture, none);
`;

export interface SinglePopupContentProps {
  /** The popup's picture, resolved (an address from the server; anything else shows none). */
  picture: string;
  /** Label of the button that closes the popup, translated. */
  okLabel: string;
  /** Called when the button is pressed. */
  onOk: () => void;
}

/** What the single page's welcome popup shows: its picture and the button that closes it. */
export function SinglePopupContent({ picture, okLabel, onOk }: SinglePopupContentProps) {
  const image = cssUrl(picture);
  return (
    <PopupBody>
      <Picture
        aria-hidden="true"
        data-testid="single-popup-picture"
        style={image ? ({ '--popup-picture': image } as CSSProperties) : undefined}
      />
      <Button variant="primary" block round onClick={onOk}>
        {okLabel}
      </Button>
    </PopupBody>
  );
}
