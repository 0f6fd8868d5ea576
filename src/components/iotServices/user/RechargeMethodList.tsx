import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Empty } from '../../ui/Empty';
import { contentButton } from '../../ui/buttonReset';
import { rowDetail } from '../../ui/listRow';
import { theme } from '@/theme';

/** One recharge method offered for a machine code. */
export interface RechargeMethod {
  /** Variant: app, button, miniProgram, official, scan, rechargeNumber, onlineService, phoneService, videoTutorial, richText. */
  kind: string;
  /** Title (from the server, or translated). */
  title: string;
  /** One line on what it is (translated). */
  description: string;
}

export interface RechargeMethodListProps {
  /** The methods, in order. */
  methods: readonly RechargeMethod[];
  /** The user chose a method. */
  onSelect: (method: RechargeMethod) => void;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Entry = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  width: 100%;
  height: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${contentButton}
`;

const Name = styled.span`
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  word-break: break-word;
`;

const Muted = styled.span`
  ${rowDetail}
`;

/** The ways to recharge a machine code, as a grid of entries. */
export function RechargeMethodList({ methods, onSelect }: RechargeMethodListProps) {
  const { t } = useTranslation();
  if (!methods.length) return <Empty description={t('iotServices.machine.noMethods')} />;
  return (
    <Grid aria-label={t('iotServices.machine.methods')}>
      {methods.map((method) => (
        <li key={method.kind}>
          <Entry type="button" onClick={() => onSelect(method)}>
            <Name>{method.title}</Name>
            <Muted>{method.description}</Muted>
          </Entry>
        </li>
      ))}
    </Grid>
  );
}
