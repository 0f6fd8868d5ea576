import * as iot from '@/api/declarations/iot';
import { signIn, taskCenter } from '../../services/points';
import { answer, okFor, on, withCard } from '../util';

/** The task centre and the daily sign-in. */
export const taskHandlers = [
  on(
    iot.getTaskCenter,
    withCard((card) => okFor(iot.getTaskCenter, taskCenter(card))),
  ),
  on(
    iot.generalSignIn,
    withCard((card) => answer(signIn(card))),
  ),
];
