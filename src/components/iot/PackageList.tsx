import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@/domain/iot';
import { Button } from '@/components/ui/Button';
import { Empty } from '@/components/ui/Empty';
import { Price } from '@/components/ui/Price';
import { Tag } from '@/components/ui/Tag';
import { packageSummary } from './format';
import { gapList } from '../ui/listRow';
import { raisedCardSurface } from '../ui/surfaces';
import { theme } from '@/theme';

export interface PackageListProps {
  /** The packages, in the server's order. */
  packages: readonly PackageItem[];
  /** Heading above the list. */
  title?: string;
  /** The user chose a package. */
  onSelect: (item: PackageItem) => void;
}

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

const List = styled.ul`
  ${gapList}
  padding: 0;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space.sm};
  align-items: center;
  padding: ${theme.space.md};
  ${raisedCardSurface}
`;

const Info = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${theme.space.xs};
`;

/** Ordinary packages with data, validity, price and tags. */
export function PackageList({ packages, title, onSelect }: PackageListProps) {
  const { t } = useTranslation();
  return (
    <Section aria-label={title || t('iot.package.all')}>
      <h2>{title || t('iot.package.all')}</h2>
      {packages.length === 0 ? (
        <Empty description={t('iot.package.empty')} />
      ) : (
        <List>
          {packages.map((item) => (
            <Card key={item.id}>
              <Info>
                <h3>{item.name}</h3>
                <p>{packageSummary(t, item)}</p>
                {item.desc ? <p>{item.desc}</p> : null}
                {item.recommend || item.tags.length ? (
                  <Tags>
                    {item.recommend ? <Tag type="danger">{t('iot.package.recommend')}</Tag> : null}
                    {item.tags.map((tag) => (
                      <Tag key={tag} plain type="warning">
                        {tag}
                      </Tag>
                    ))}
                  </Tags>
                ) : null}
              </Info>
              <Side>
                <Price
                  amount={item.price}
                  originalAmount={item.originalPrice > item.price ? item.originalPrice : undefined}
                />
                <Button
                  variant="primary"
                  size="small"
                  round
                  aria-label={`${t('iot.package.buy')} ${item.name}`}
                  onClick={() => onSelect(item)}
                >
                  {t('iot.package.buy')}
                </Button>
              </Side>
            </Card>
          ))}
        </List>
      )}
    </Section>
  );
}
