import styled from 'styled-components';
import { theme } from '@/theme';

export interface WebFrameProps {
  /** The external address, already checked to be http or https. */
  src: string;
  /** Accessible title of the frame, translated. */
  title: string;
  /** Label of the link that opens the address in the browser instead. */
  openLabel: string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100vh - ${theme.sizes.navBar});
  /* iOS Safari's 100vh is the viewport with its toolbars hidden: the frame's foot would sit
     under the toolbar. The dynamic viewport unit follows the toolbars (older browsers: vh). */
  height: calc(100dvh - ${theme.sizes.navBar});
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${theme.colors.surface};
`;

const Open = styled.a`
  display: block;
  padding: ${theme.space.sm};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  background: ${theme.colors.navBar};
  color: ${theme.colors.brand};
`;

/** Shows an external page inside the app, with a way out to the browser for sites that refuse frames. */
export function WebFrame({ src, title, openLabel }: WebFrameProps) {
  return (
    <Wrap>
      <Frame
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
      <Open href={src} target="_blank" rel="noopener noreferrer">
        {openLabel}
      </Open>
    </Wrap>
  );
}
