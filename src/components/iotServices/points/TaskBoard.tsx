import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskCenter, TaskItem } from '@/domain/points';
import { Button } from '../../ui/Button';
import { Progress } from '../../ui/Progress';
import { theme } from '@/theme';

export interface TaskBoardProps {
  /** Points, sign-in state and tasks of the card. */
  center: TaskCenter;
  /** The sign-in is being sent: the button ignores taps. */
  signing?: boolean;
  /** Tasks in a row of cards (landscape) or a list (default portrait). */
  layout?: 'portrait' | 'landscape';
  /** Signs in for today. */
  onSignIn: () => void;
  /** Opens the page where a task is done. */
  onGo: (task: TaskItem) => void;
  /** Opens the task rules. */
  onRules: () => void;
}

const Head = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Big = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.bold};
`;

const Small = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`;

const Rules = styled.button`
  min-height: ${theme.sizes.tapTarget};
  border: 0;
  background: transparent;
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.sm};
  text-decoration: underline;
`;

const ProgressBox = styled.div`
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
`;

const List = styled.ul<{ $landscape: boolean }>`
  display: ${({ $landscape }) => ($landscape ? 'grid' : 'block')};
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${theme.space.md};
  margin: ${theme.space.md};
  padding: 0;
  list-style: none;
`;

const Task = styled.li<{ $landscape: boolean }>`
  display: flex;
  flex-direction: ${({ $landscape }) => ($landscape ? 'column' : 'row')};
  justify-content: space-between;
  align-items: ${({ $landscape }) => ($landscape ? 'stretch' : 'center')};
  gap: ${theme.space.sm};
  margin-bottom: ${({ $landscape }) => ($landscape ? 0 : theme.space.sm)};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  word-break: break-word;
`;

const Desc = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  word-break: break-word;
`;

const Reward = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger};
`;

/** The task centre: points, daily sign-in with the streak, progress and the tasks with rewards. */
export function TaskBoard({
  center,
  signing = false,
  layout = 'portrait',
  onSignIn,
  onGo,
  onRules,
}: TaskBoardProps) {
  const { t } = useTranslation();
  const landscape = layout === 'landscape';
  const done = center.tasks.filter((task) => task.done).length;
  const total = center.tasks.length;
  return (
    <>
      <Head aria-label={t('iotServices.tasks.summary')}>
        <Row>
          <div>
            <Small>{t('iotServices.points.myPoints')}</Small>
            <Big>{center.integral}</Big>
          </div>
          <Rules type="button" onClick={onRules}>
            {t('iotServices.tasks.rules')}
          </Rules>
        </Row>
        <Row>
          <Small>{t('iotServices.tasks.streak', { count: center.signDays })}</Small>
          <Button
            round
            size="small"
            variant={center.signedToday ? 'default' : 'warning'}
            disabled={center.signedToday}
            loading={signing}
            onClick={onSignIn}
          >
            {center.signedToday ? t('iotServices.tasks.signedIn') : t('iotServices.tasks.signIn')}
          </Button>
        </Row>
      </Head>
      <ProgressBox>
        <Progress
          percent={total ? (done / total) * 100 : 0}
          text={t('iotServices.tasks.progress', { done, total })}
          label={t('iotServices.tasks.progressLabel')}
        />
      </ProgressBox>
      <List $landscape={landscape} aria-label={t('iotServices.tasks.list')}>
        {center.tasks.map((task) => (
          <Task key={task.id} $landscape={landscape}>
            <Text>
              <Title>{task.title}</Title>
              <Desc>{task.desc}</Desc>
              <Reward>
                {t('iotServices.tasks.reward', {
                  count: Number.isFinite(task.integral) ? task.integral : 0,
                })}
              </Reward>
            </Text>
            {task.done ? (
              <Button size="small" round disabled>
                {t('iotServices.tasks.done')}
              </Button>
            ) : task.kind === 'signIn' ? (
              <Button size="small" round variant="primary" loading={signing} onClick={onSignIn}>
                {t('iotServices.tasks.signIn')}
              </Button>
            ) : (
              <Button
                size="small"
                round
                variant="primary"
                disabled={!task.path}
                onClick={() => onGo(task)}
                aria-label={`${t('iotServices.tasks.go')} ${task.title}`}
              >
                {t('iotServices.tasks.go')}
              </Button>
            )}
          </Task>
        ))}
      </List>
    </>
  );
}
