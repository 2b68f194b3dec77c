import type { SendType } from '@shared/rules/campaigns';
import { abxSection } from './abx';
import { followupSection } from './automatic';
import { cyclicSection } from './cyclic';
import { hourlySection } from './hourly';
import { onceSection, reservationSection } from './once';
import { automaticSection, welcomeSection } from './triggers';
import { optimisationSection } from './optimisation';
import type { SendTypeSection } from './types';

/** The plan dialog's sections by send type (each send type's helper owns its file). */
export const SEND_TYPE_SECTIONS: { [T in SendType]: SendTypeSection<T> } = {
  once: onceSection,
  reservation: reservationSection,
  cyclic: cyclicSection,
  abx: abxSection,
  followup: followupSection,
  hourly: hourlySection,
  welcome: welcomeSection,
  automatic: automaticSection,
  optimisation: optimisationSection,
};
