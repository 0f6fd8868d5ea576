import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme';

export interface ArticleSection {
  /** Stable key. */
  key: string;
  /** Section heading, translated. */
  heading: string;
  /** Section text, translated plain text (paragraphs split on blank lines). */
  body: string;
}

export interface ArticleProps {
  /** Optional headline above the intro. */
  title?: string;
  /** Lead paragraph. */
  intro?: string;
  /** The sections in order. */
  sections: readonly ArticleSection[];
  /** Optional action under the text, e.g. a button. */
  footer?: ReactNode;
}

const Wrap = styled.article`
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

const Title = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textSecondary};
`;

const Heading = styled.h3`
  margin: ${theme.space.md} 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.lg};
`;

const Paragraph = styled.p`
  margin: 0 0 ${theme.space.xs};
  line-height: ${theme.lineHeights.normal};
`;

const Footer = styled.div`
  margin-top: ${theme.space.lg};
`;

/** A plain text page: terms, promises, about. */
export function Article({ title, intro, sections, footer }: ArticleProps) {
  return (
    <Wrap>
      {title && <Title>{title}</Title>}
      {intro && <Intro>{intro}</Intro>}
      {sections.map((section) => (
        <section key={section.key}>
          <Heading>{section.heading}</Heading>
          {section.body.split(/\n{2,}/).map((paragraph, index) => (
            <Paragraph key={index}>{paragraph}</Paragraph>
          ))}
        </section>
      ))}
      {footer && <Footer>{footer}</Footer>}
    </Wrap>
  );
}
