import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { Popup } from '@/components/ui/Popup';
import { SearchBar } from '@/components/ui/SearchBar';
import { useIdle } from '@/components/ui/useIdle';
import type { NumberPattern } from '@/domain/numbers';
import { theme } from '@/theme';

/** The filters of a number list. */
export interface NumberFilterValues {
  /** Digits the number must contain. */
  keyword: string;
  /** Province code ('' for anywhere). */
  provinceCode: string;
  /** Vanity pattern ('' for any). */
  pattern: NumberPattern | '';
  /** Price range index into the offered ranges (-1 for any). */
  priceRange: number;
}

export interface NumberFiltersProps {
  /** The filters in force. */
  value: NumberFilterValues;
  /** Called with new filters (search, or a popup's confirm). */
  onChange: (value: NumberFilterValues) => void;
  /** Provinces to choose from. */
  provinces: readonly { value: string; label: string }[];
  /** Patterns offered (empty hides the pattern choice). */
  patterns: readonly NumberPattern[];
  /** Price ranges offered, in yuan. */
  priceRanges: readonly [number, number][];
}

const Bar = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  padding: 0 ${theme.space.md} ${theme.space.xs};
`;

const FilterButton = styled.button<{ $on: boolean }>`
  flex: 1;
  min-height: 2.25rem;
  border: 1px solid ${({ $on }) => ($on ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${({ $on }) => ($on ? theme.colors.brand : theme.colors.text)};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
`;

const Choice = styled.button<{ $on: boolean }>`
  min-height: 2.5rem;
  border: 1px solid ${({ $on }) => ($on ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radii.sm};
  background: ${({ $on }) => ($on ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ $on }) => ($on ? theme.colors.brand : theme.colors.text)};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
`;

const SectionTitle = styled.h3`
  margin: ${theme.space.sm} ${theme.space.md} 0;
  font-size: ${theme.fontSizes.md};
`;

const Footer = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  > * {
    flex: 1;
  }
`;

/** Head search, a full popup of provinces and a popup of more filters (pattern and price). */
export const NumberFilters = memo(function NumberFilters({
  value,
  onChange,
  provinces,
  patterns,
  priceRanges,
}: NumberFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(value.keyword);
  const [open, setOpen] = useState<'' | 'region' | 'more'>('');
  const [draft, setDraft] = useState(value);
  // The sheet of more filters is the one people open first: drawn hidden once the page is idle,
  // so the tap only shows it.
  const prepared = useIdle();

  const openPopup = (which: 'region' | 'more') => {
    setDraft(value);
    setOpen(which);
  };
  const apply = (next: NumberFilterValues) => {
    setOpen('');
    onChange(next);
  };
  const provinceName = provinces.find((p) => p.value === value.provinceCode)?.label;
  const moreCount = (value.pattern ? 1 : 0) + (value.priceRange >= 0 ? 1 : 0);
  const rangeLabel = ([low, high]: [number, number]) =>
    high >= 100_000
      ? t('shop.filters.priceFrom', { low })
      : t('shop.filters.priceBetween', { low, high });

  return (
    <>
      <SearchBar
        value={keyword}
        onChange={(text) => setKeyword(text.replace(/\D/g, ''))}
        onSearch={(text) => onChange({ ...value, keyword: text.replace(/\D/g, '') })}
        onClear={() => onChange({ ...value, keyword: '' })}
        placeholder={t('shop.filters.searchPlaceholder')}
        label={t('shop.filters.search')}
        maxLength={11}
        showAction
        round
      />
      <Bar>
        <FilterButton
          type="button"
          $on={!!value.provinceCode}
          aria-haspopup="dialog"
          onClick={() => openPopup('region')}
        >
          {/* A new text when the province changes: the old one, centred, would move in place. */}
          <span key={value.provinceCode}>{provinceName ?? t('shop.filters.region')}</span>
        </FilterButton>
        <FilterButton
          type="button"
          $on={moreCount > 0}
          aria-haspopup="dialog"
          onClick={() => openPopup('more')}
        >
          {moreCount ? t('shop.filters.moreCount', { n: moreCount }) : t('shop.filters.more')}
        </FilterButton>
      </Bar>
      <Popup
        open={open === 'region'}
        onClose={() => setOpen('')}
        title={t('shop.filters.region')}
        maxHeight="100%"
      >
        <Choices>
          <Choice
            type="button"
            $on={!draft.provinceCode}
            aria-pressed={!draft.provinceCode}
            onClick={() => apply({ ...value, provinceCode: '' })}
          >
            {t('shop.filters.anywhere')}
          </Choice>
          {provinces.map((province) => (
            <Choice
              key={province.value}
              type="button"
              $on={draft.provinceCode === province.value}
              aria-pressed={draft.provinceCode === province.value}
              onClick={() => apply({ ...value, provinceCode: province.value })}
            >
              {province.label}
            </Choice>
          ))}
        </Choices>
      </Popup>
      <Popup
        open={open === 'more'}
        onClose={() => setOpen('')}
        title={t('shop.filters.more')}
        prepared={prepared}
      >
        {patterns.length > 0 && (
          <>
            <SectionTitle>{t('shop.filters.pattern')}</SectionTitle>
            <Choices>
              <Choice
                type="button"
                $on={!draft.pattern}
                aria-pressed={!draft.pattern}
                onClick={() => setDraft({ ...draft, pattern: '' })}
              >
                {t('shop.filters.any')}
              </Choice>
              {patterns.map((pattern) => (
                <Choice
                  key={pattern}
                  type="button"
                  $on={draft.pattern === pattern}
                  aria-pressed={draft.pattern === pattern}
                  onClick={() => setDraft({ ...draft, pattern })}
                >
                  {pattern === 'tail' ? t('shop.number.luckyTail') : pattern}
                </Choice>
              ))}
            </Choices>
          </>
        )}
        <SectionTitle>{t('shop.filters.price')}</SectionTitle>
        <Choices>
          <Choice
            type="button"
            $on={draft.priceRange < 0}
            aria-pressed={draft.priceRange < 0}
            onClick={() => setDraft({ ...draft, priceRange: -1 })}
          >
            {t('shop.filters.any')}
          </Choice>
          {priceRanges.map((range, index) => (
            <Choice
              key={range.join('-')}
              type="button"
              $on={draft.priceRange === index}
              aria-pressed={draft.priceRange === index}
              onClick={() => setDraft({ ...draft, priceRange: index })}
            >
              {rangeLabel(range)}
            </Choice>
          ))}
        </Choices>
        <Footer>
          <Button round onClick={() => setDraft({ ...draft, pattern: '', priceRange: -1 })}>
            {t('shop.filters.reset')}
          </Button>
          <Button
            variant="primary"
            round
            onClick={() => apply({ ...draft, keyword: value.keyword })}
          >
            {t('shop.filters.apply')}
          </Button>
        </Footer>
      </Popup>
    </>
  );
});
