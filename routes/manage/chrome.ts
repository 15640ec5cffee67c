/** The manager's bar, trail and error screen (routes/_layout/manager/bar.tsx), linking where ./content.ts says. */
import { managerChrome } from '../_layout/manager/bar';
import { MANAGER_LINKS } from './content';

export const { ManageBar, managerTrail, ManagerError } = managerChrome(MANAGER_LINKS);
