// The calibration of this process, measured once when first imported (see calibrate.mjs).
import { calibration } from './calibrate.mjs';

export const CALIBRATION = await calibration();
