import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { greetingKey } from '@/lib/greeting';
import type { PageProps } from '@/router/types';

const Greeting = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Tab 0, the shop home. */
export default function HomePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <Greeting>
      {t(`lib.greeting.${greetingKey(new Date().getHours())}`)} ·{' '}
      {t('pages.home.welcome', { name: t('common.appName') })}
    </Greeting>
  );
}
