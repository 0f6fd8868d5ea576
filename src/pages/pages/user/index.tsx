import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MineHeader } from '@/components/shop/MineHeader';
import { LanguageSwitch } from '@/components/shell/LanguageSwitch';
import { Button } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { LOCALES, setLocale, type Locale } from '@/i18n';
import type { PageProps } from '@/router/types';
import { useMine } from '@/features/shop/mine';

const Foot = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** Tab 3, mine: orders, services, about pages, app update, language and logout. */
export default function MinePage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const mine = useMine();
  return (
    <>
      <MineHeader
        nickname={mine.nickname}
        maskedMobile={mine.maskedMobile}
        greeting={mine.greeting}
        onLogin={mine.login}
      />
      <CellGroup inset title={t('shop.mine.services')}>
        {mine.entries.map((entry) => (
          <Cell
            key={entry.key}
            title={entry.title}
            value={entry.value}
            isLink
            onClick={entry.open}
          />
        ))}
      </CellGroup>
      <LanguageSwitch
        legend={t('common.language')}
        value={i18n.language}
        options={LOCALES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
        onChange={(value) => void setLocale(value as Locale, i18n)}
      />
      {mine.loggedIn && (
        <Foot>
          <Button block round variant="danger" onClick={mine.logout}>
            {t('shop.mine.logout')}
          </Button>
        </Foot>
      )}
    </>
  );
}
