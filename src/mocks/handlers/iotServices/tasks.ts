import * as points from '@/api/declarations/points';
import { signIn, taskCenter } from '../../services/points';
import { answer, okFor, on, withCard } from '../util';

/** The task centre and the daily sign-in. */
export const taskHandlers = [
  on(
    points.getTaskCenter,
    withCard((card) => okFor(points.getTaskCenter, taskCenter(card))),
  ),
  on(
    points.generalSignIn,
    withCard((card) => answer(signIn(card))),
  ),
];
