import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FastNav } from '@/components/shop/FastNav';
import { MineHeader } from '@/components/shop/MineHeader';
import { LanguageSwitch } from '@/components/shell/LanguageSwitch';
import { Button } from '@/components/ui/Button';
import { LOCALES, setLocale, type Locale } from '@/i18n';
import type { PageProps } from '@/router/types';
import { useMine } from '@/features/shop/mine';

const Foot = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** Mine, second layout: the same entries as a grid. */
export default function MineGridPage(_props: PageProps) {
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
      <FastNav
        label={t('shop.mine.services')}
        items={mine.entries.map((entry) => ({ title: entry.title, icon: '', link: entry.key }))}
        onSelect={(item) => mine.entries.find((entry) => entry.key === item.link)?.open()}
      />
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
