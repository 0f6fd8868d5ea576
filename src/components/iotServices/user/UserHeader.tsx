import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Thumb } from '../../ui/Thumb';
import { Tag } from '../../ui/Tag';
import { theme } from '@/theme';

export interface UserHeaderProps {
  /** Card or device number shown as the account name. */
  number: string;
  /** Whether the number is a device number (labelled so). */
  isDevice?: boolean;
  /** Avatar image address ('' for the plain circle). */
  avatar?: string;
  /** Name of the active VIP, '' when none. */
  vipName?: string;
  /** Operator name. */
  operatorName?: string;
}

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};

  & > span:first-child {
    border-radius: ${theme.radii.round};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

const Label = styled.span`
  font-size: ${theme.fontSizes.sm};
`;

const Number = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  word-break: break-all;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** The top of the user centre: avatar, card or device number, operator and VIP badge. */
export function UserHeader({
  number,
  isDevice = false,
  avatar = '',
  vipName = '',
  operatorName = '',
}: UserHeaderProps) {
  const { t } = useTranslation();
  return (
    <Head>
      <Thumb src={avatar} size="3.5rem" />
      <Text>
        <Label>{isDevice ? t('iotServices.user.deviceNo') : t('iotServices.user.simNo')}</Label>
        <Number>{number}</Number>
        <Tags>
          {operatorName && <Tag>{operatorName}</Tag>}
          {vipName ? (
            <Tag type="warning">{vipName}</Tag>
          ) : (
            <Tag>{t('iotServices.user.notVip')}</Tag>
          )}
        </Tags>
      </Text>
    </Head>
  );
}
