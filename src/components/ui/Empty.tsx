import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { theme } from '@/theme';

export interface EmptyProps {
  /** Text under the picture (default the translated 'Nothing here yet'). */
  description?: ReactNode;
  /** Picture: an image URL, an element, or the default outline icon. */
  image?: string | ReactNode;
  /** Actions under the text, such as a retry or shop button. */
  children?: ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${theme.space.xxl} ${theme.space.lg};
  text-align: center;
`;

const Picture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 10rem;
  height: 10rem;
  font-size: 6rem;
  color: ${theme.colors.divider};
  img {
    max-width: 100%;
    max-height: 100%;
  }
`;

const Description = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textSecondary};
`;

const Actions = styled.div`
  margin-top: ${theme.space.lg};
`;

/** The empty state of a list or page: picture, text and optional actions. */
export function Empty({ description, image, children }: EmptyProps) {
  const { t } = useTranslation();
  const picture =
    typeof image === 'string' ? <img src={image} alt="" /> : (image ?? <Icon name="empty" />);
  return (
    <Root>
      <Picture aria-hidden="true">{picture}</Picture>
      <Description>{description ?? t('ui.empty')}</Description>
      {children && <Actions>{children}</Actions>}
    </Root>
  );
}
